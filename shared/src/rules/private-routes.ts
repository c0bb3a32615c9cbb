/**
 * The app's routes that show a signed-in speaker's own data (docs/product.md, Routes). They are
 * kept out of the browser's back/forward cache (docs/decisions.md, Back and forward): the server
 * sends their HTML with `Cache-Control: no-store`, and a page the browser restores from that cache
 * while on one of them loads again, so Back after signing out never shows what the speaker saw.
 * Every other route (the session page, the embed, sign-in) may be kept and restored.
 */
const PRIVATE_ROUTES = [
  /^\/dashboard\/?$/,
  /^\/create-session\/?$/,
  /^\/edit-session\/[^/]+\/?$/,
  /^\/speaker-profile\/?$/,
  /^\/integrations\/?$/,
  /^\/onboarding\/?$/,
  /^\/session\/[^/]+\/(leads|live|present|insights)\/?$/,
  /^\/events\/[^/]+(\/rooms\/print|\/insights)?\/?$/,
];

export function isPrivateRoute(pathname: string): boolean {
  return PRIVATE_ROUTES.some((route) => route.test(pathname));
}
