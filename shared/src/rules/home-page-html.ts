/**
 * The home page's first screen as static HTML, for the server to answer a first visit to / with
 * before the app's JavaScript runs (sync-server/src/http/home-prerender.ts): the signed-out top bar
 * and the hero, with its texts and the product's pictures, in the markup and Tailwind classes of
 * pwa/src/components/top-nav.tsx and pwa/src/routes/home/ (change them together; the home page's
 * test compares both). A visitor on a slow phone reads what Lectern is, and the pictures start
 * loading, while the JavaScript is still on its way; React then replaces it with the same page.
 */
import { PRODUCT_NAME } from "../constants.ts";
import { msg, type Translator } from "../i18n/translate.ts";
import { escapeHtml } from "./html.ts";
import type { PrerenderedPage } from "./session-page-html.ts";

export const HOME_HEADLINE = msg("Every talk deserves a page that keeps working");
export const HOME_LEAD = msg(
  "{product} gives each of your sessions one page for slides, links, questions and live polls. Share it with a QR code, and see who downloaded what.",
);
export const HOME_FINE_PRINT = msg(
  "Free account. No password: sign in with a code sent to your e-mail.",
);
export const HOME_PICTURES_CAPTION = msg(
  "What the room sees: the poll on the projector, and the results on every phone.",
);

/**
 * The hero's pictures, the browser tests' screenshots (`npm run pictures`) in pwa/public/media, with
 * their own sizes so the page keeps their room before they arrive. The projector's is the larger,
 * above the fold on every screen, so it loads first.
 */
export const HOME_PICTURES = {
  projector: {
    src: "/media/projector.jpg",
    width: 1280,
    height: 720,
    alt: msg(
      "The projector during a talk: a live poll's question with each answer's share of the votes",
    ),
  },
  phone: {
    src: "/media/attendee-phone.jpg",
    width: 390,
    height: 844,
    alt: msg(
      "An attendee's phone on the talk's page: the same poll, with the results after voting",
    ),
  },
} as const;

/** The classes of the top bar's two links (pwa/src/components/ui/button.tsx, ghost and primary, sm). */
const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed";
const GHOST_SM = `${BUTTON} text-slate-700 hover:bg-slate-100 disabled:text-slate-500 aria-disabled:text-slate-500 min-h-9 px-3 text-sm`;
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400 aria-disabled:bg-slate-400`;

/** pwa/src/components/logo.tsx */
const LOGO =
  `<span class="inline-flex items-center gap-2 text-lg font-bold text-slate-900"><svg aria-hidden="true" viewBox="0 0 32 32" class="size-8">` +
  `<rect width="32" height="32" rx="8" fill="#1d4ed8"></rect><path d="M9 10h14l-3 6h-8z" fill="#fff"></path>` +
  `<rect x="14.5" y="16" width="3" height="8" fill="#fff"></rect><rect x="10" y="24" width="12" height="2.5" rx="1" fill="#fff"></rect></svg>` +
  `<span class="max-[359px]:hidden">${PRODUCT_NAME}</span></span>`;

/** The signed-out top bar (pwa/src/components/top-nav.tsx). */
export function topNavHtml({ t }: Translator): string {
  const product = { product: PRODUCT_NAME };
  return (
    `<header class="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">` +
    `<a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">${escapeHtml(t("Skip to content"))}</a>` +
    `<nav aria-label="${escapeHtml(t("Main"))}" class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">` +
    `<a aria-label="${escapeHtml(t("{product}, home", product))}" class="shrink-0 rounded-md" href="/">${LOGO}</a>` +
    `<div class="flex items-center gap-1 sm:gap-2">` +
    `<a class="${GHOST_SM}" href="/signin">${escapeHtml(t("Sign In"))}</a>` +
    `<a class="${PRIMARY} min-h-9 px-3 text-sm" href="/signup">${escapeHtml(t("Get Started Free"))}</a>` +
    `</div></nav></header>`
  );
}

/** The hero's pictures and caption (pwa/src/routes/home/hero-pictures.tsx). */
export function heroPicturesHtml({ t }: Translator): string {
  const { projector, phone } = HOME_PICTURES;
  return (
    `<figure><div class="flex items-end justify-between">` +
    `<img width="${projector.width}" height="${projector.height}" alt="${escapeHtml(t(projector.alt))}" decoding="async" fetchpriority="high" class="w-[72%] rounded-xl shadow-xl ring-1 ring-slate-900/10" src="${projector.src}">` +
    `<img width="${phone.width}" height="${phone.height}" alt="${escapeHtml(t(phone.alt))}" decoding="async" loading="lazy" class="w-[24%] rounded-2xl border-4 border-slate-900 bg-slate-900 shadow-xl" src="${phone.src}">` +
    `</div><figcaption class="mt-3 text-sm text-slate-600">${escapeHtml(t(HOME_PICTURES_CAPTION))}</figcaption></figure>`
  );
}

/** The top bar and the hero as the signed-out home page first renders them. */
export function prerenderHomePage(translator: Translator): PrerenderedPage {
  const { t } = translator;
  return {
    locale: translator.locale,
    title: PRODUCT_NAME,
    root:
      `<div class="flex min-h-dvh flex-col">` +
      topNavHtml(translator) +
      `<main id="main" tabindex="-1" class="mx-auto w-full flex-1 outline-none">` +
      `<section class="bg-gradient-to-b from-brand-50 to-slate-50"><div class="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 md:grid-cols-2"><div>` +
      `<h1 tabindex="-1" class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl text-4xl sm:text-5xl">${escapeHtml(t(HOME_HEADLINE))}</h1>` +
      `<p class="mt-5 text-lg text-slate-700">${escapeHtml(t(HOME_LEAD, { product: PRODUCT_NAME }))}</p>` +
      `<div class="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">` +
      `<a class="${PRIMARY} min-h-12 px-6 text-base" href="/signup">${escapeHtml(t("Get Started Free"))}</a>` +
      `<a href="#how-it-helps" class="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">${escapeHtml(t("See how it helps"))}</a>` +
      `</div><p class="mt-4 text-sm text-slate-600">${escapeHtml(t(HOME_FINE_PRINT))}</p></div>` +
      heroPicturesHtml(translator) +
      `</div></section></main></div>`,
  };
}
