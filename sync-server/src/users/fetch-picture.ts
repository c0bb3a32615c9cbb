/**
 * Fetches the picture a profile lookup names (docs/decisions.md, Profile lookup): the address comes
 * from the webhook's answer, which may echo what a stranger wrote, so it is fetched as any such
 * address is (http/public-fetch.ts), at most PROFILE_PICTURE_MAX_BYTES, and only bytes that sniff
 * as an image are kept.
 */
import { PROFILE_PICTURE_MAX_BYTES } from "@lectern/shared";
import { isImage, sniffFileType } from "../files/sniff.ts";
import {
  FetchRefused,
  fetchPublic,
  PUBLIC_SOURCES,
  type PublicSources,
} from "../http/public-fetch.ts";

/** The image at `address`; throws FetchRefused (or a network error) when it may not be had. */
export async function fetchPicture(
  address: string,
  sources: PublicSources = PUBLIC_SOURCES,
): Promise<Buffer> {
  const bytes = await fetchPublic(
    address,
    { accept: "image/*", maxBytes: PROFILE_PICTURE_MAX_BYTES },
    sources,
  );
  const type = sniffFileType(bytes);
  if (!type || !isImage(type)) throw new FetchRefused("not an image");
  return bytes;
}
