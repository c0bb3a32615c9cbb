/**
 * helmet with a Content-Security-Policy without inline scripts. Every page refuses to be framed,
 * except /embed/*, which any site may frame (docs/product.md, Embedded poll).
 */
import type { RequestHandler } from "express";
import helmet from "helmet";

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'"],
  connectSrc: ["'self'", "ws:", "wss:"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

const framed = helmet({
  contentSecurityPolicy: { directives: { ...directives, frameAncestors: ["*"] } },
  frameguard: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "cross-origin" },
  strictTransportSecurity: false,
});

const unframed = helmet({
  contentSecurityPolicy: { directives: { ...directives, frameAncestors: ["'none'"] } },
  frameguard: { action: "deny" },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-site" },
  strictTransportSecurity: false,
});

export function securityHeaders(): RequestHandler {
  return (req, res, next) => (isFrameable(req.path) ? framed : unframed)(req, res, next);
}

/** Only the embed page works inside other sites' iframes; its assets and calls are same-origin to it. */
function isFrameable(path: string): boolean {
  return path.startsWith("/embed/");
}
