/**
 * Keeps a profile picture: the type comes from the bytes (docs/decisions.md, Files), only images
 * are kept, and the stored file is recorded as the user's so only they can put it on their profile.
 */
import { MESSAGES } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { isImage, sniffFileType } from "../files/sniff.ts";
import { filePathOf } from "../files/storage.ts";
import { DomainError } from "../domain-error.ts";
import { recordFile } from "./repo.ts";

/** Stores `bytes` as the user's picture and returns its /api/files path; refused when not an image. */
export async function storeProfilePicture(
  ctx: AppContext,
  userId: number,
  bytes: Uint8Array,
): Promise<string> {
  const type = sniffFileType(bytes);
  if (!type || !isImage(type))
    throw new DomainError("image_type_not_allowed", MESSAGES.imageTypeNotAllowed);
  const storedName = await ctx.storage.save(bytes, type);
  try {
    await recordFile(ctx.db, userId, storedName, type, bytes.length);
  } catch (error) {
    await ctx.storage.remove(storedName);
    throw error;
  }
  return filePathOf(storedName);
}

/** The stored name inside an /api/files path. */
export function storedNameOf(filePath: string): string {
  return filePath.slice(filePathOf("").length);
}
