/**
 * The profile lookup (docs/decisions.md, Where Lectern differs from its first brief): our server
 * calls LINKEDIN_LOOKUP_URL with {linkedin_url}, so the webhook's address never reaches browsers,
 * and turns its answer (an array or object whose message.content is JSON text) into the shared
 * lookup response. The picture it names is fetched (only from public https addresses:
 * fetch-picture.ts) and stored as the user's own upload, so it passes the profile's file check and
 * our CSP.
 */
import { MAX_LENGTH, type LinkedinLookupResponse, DomainError } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { fetchPicture } from "./fetch-picture.ts";
import { storeProfilePicture } from "./profile-picture.ts";

export const LOOKUP_TIMEOUT_MS = 5000;
export const LOOKUP_FAILED = "Failed to fetch LinkedIn data";
export const LOOKUP_NOT_CONFIGURED = "Profile lookup is not configured";
/** The webhook's answer is small JSON; anything larger is not one. */
const MAX_ANSWER_BYTES = 1024 * 1024;

interface LookupFields {
  displayPic: string | null;
  recentCompany: string | null;
  designation: string | null;
  speakerBio: string | null;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim().slice(0, max).trim();
  return trimmed === "" ? null : trimmed;
}

/** Reads the webhook's answer; null when it is not the documented shape. */
export function parseLookupAnswer(answer: unknown): LookupFields | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (!first || typeof first !== "object") return null;
  const content: unknown = (first as { message?: { content?: unknown } }).message?.content;
  let data: unknown = content;
  if (typeof content === "string") {
    try {
      data = JSON.parse(content);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const fields: LookupFields = {
    displayPic: text(d.displayPic, MAX_LENGTH.url),
    recentCompany: text(d.recentCompany, MAX_LENGTH.shortText),
    designation: text(d.designation, MAX_LENGTH.shortText),
    speakerBio: text(d.speakerBio, MAX_LENGTH.bio),
  };
  return Object.values(fields).some((v) => v !== null) ? fields : null;
}

/** Reads a response body up to `max` bytes; null when it is longer. */
async function readCapped(response: Response, max: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > max || !response.body) {
    await response.body?.cancel();
    return declared > max ? null : new Uint8Array();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches the picture the lookup named and keeps it as the user's upload; null when it may not be
 * fetched (fetch-picture.ts) or is not an image, and the profile is filled without it.
 */
async function importPicture(ctx: AppContext, userId: number, url: string): Promise<string | null> {
  try {
    return await storeProfilePicture(ctx, userId, await fetchPicture(url));
  } catch (error) {
    ctx.log.warn(`profile lookup picture for user ${userId} not imported`, String(error));
    return null;
  }
}

export async function lookupLinkedinProfile(
  ctx: AppContext,
  userId: number,
  linkedinUrl: string,
): Promise<LinkedinLookupResponse> {
  const endpoint = ctx.config.linkedinLookupUrl;
  if (!endpoint) throw new DomainError("lookup_not_configured", LOOKUP_NOT_CONFIGURED);
  let fields: LookupFields | null = null;
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ linkedin_url: linkedinUrl }),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    const bytes = response.ok ? await readCapped(response, MAX_ANSWER_BYTES) : null;
    if (!response.ok) await response.body?.cancel();
    if (bytes) fields = parseLookupAnswer(JSON.parse(Buffer.from(bytes).toString("utf8")));
  } catch (error) {
    ctx.log.warn(`profile lookup for user ${userId} failed`, String(error));
  }
  if (!fields) throw new DomainError("lookup_failed", LOOKUP_FAILED);
  return {
    designation: fields.designation,
    company: fields.recentCompany,
    bio: fields.speakerBio,
    profilePicture: fields.displayPic ? await importPicture(ctx, userId, fields.displayPic) : null,
  };
}
