/**
 * helmet with a Content-Security-Policy without inline scripts, and a Permissions-Policy that turns
 * off the device features Lectern never uses. Every page refuses to be framed, except the embed
 * itself (/embed/poll/{id}), which any site may frame (docs/product.md, Embedded poll). With an
 * https PUBLIC_URL the app sends HSTS itself, whatever proxy is in front (docs/decisions.md,
 * Security headers). helmet's answer is the same for every response of a kind, so it is taken once
 * when the server starts and each response gets the list: a hall's reactions and votes then skip
 * helmet's dozen middlewares (docs/benchmarks.md, Reactions while the hall votes).
 */
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/** One year, the value HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Features no Lectern page uses; fullscreen (the projector) and the clipboard stay allowed. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The only frameable page: react-router's /embed/poll/:id, one path segment, which always renders
 * the embed's screen (a non-numeric id shows "Invalid Poll" inside the host site's frame). Nothing
 * else under /embed/ may be framed, so no path that normalises to another screen is.
 */
const FRAMEABLE = /^\/embed\/poll\/[^/]+$/;

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  // CSP3 lets 'self' cover the same origin's ws: and wss:, so /ws needs nothing more.
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

type HeaderList = readonly (readonly [string, string])[];

function headersFor(framed: boolean, https: boolean): HeaderList {
  const headers: [string, string][] = [];
  const noted = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: { ...directives, frameAncestors: framed ? ["*"] : ["'none'"] },
    },
    frameguard: framed ? false : { action: "deny" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: framed ? "cross-origin" : "same-site" },
    strictTransportSecurity: https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  });
  middleware({} as Request, noted as unknown as Response, () => undefined);
  return headers;
}

/** `https`: PUBLIC_URL is https, so browsers are told to use nothing else for a year. */
export function securityHeaders(https: boolean): RequestHandler {
  const framed = headersFor(true, https);
  const unframed = headersFor(false, https);
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    for (const [name, value] of FRAMEABLE.test(req.path) ? framed : unframed)
      res.setHeader(name, value);
    next();
  };
}
