/**
 * CSRF defence for state-changing API calls: requests a browser marks as cross-site (Origin or
 * Sec-Fetch-Site) are refused, and bodies must be JSON or multipart, so a plain HTML form on
 * another site cannot post. The poll vote is exempt by design: embeds on other sites vote.
 */
import type { RequestHandler } from "express";
import { DomainError } from "@lectern/shared";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE_ALLOWED = [/^\/polls\/\d+\/vote$/];

export const crossSiteRefusal = () =>
  new DomainError("cross_site", "Cross-site requests are not allowed");

export function originGuard(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const exempt = CROSS_SITE_ALLOWED.some((pattern) => pattern.test(req.path));
    if (!exempt) {
      const fetchSite = req.get("sec-fetch-site");
      const origin = req.get("origin");
      const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
      const crossSiteFetch =
        fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
      const foreignOrigin =
        origin !== undefined &&
        origin !== "null" &&
        origin !== publicOrigin &&
        origin !== ownOrigin;
      if (crossSiteFetch || foreignOrigin || origin === "null") {
        return next(crossSiteRefusal());
      }
    }
    const hasBody =
      Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    if (hasBody && !req.is(["application/json", "multipart/form-data"])) {
      return next(
        new DomainError(
          "unsupported_media_type",
          "Send JSON (Content-Type: application/json) or a multipart upload",
        ),
      );
    }
    next();
  };
}
