/**
 * Keeps a profile picture: the type comes from the bytes (docs/decisions.md, Files), only images
 * are kept, the account's storage quota holds (files/quota.ts), and the stored file is recorded as
 * the user's so only they can put it on their profile. A picture replaced or removed from the
 * profile is deleted at once (`forgetPicture`); one uploaded and never set is removed by
 * housekeeping an hour later.
 */
import { MESSAGES, DomainError } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { requireRoom } from "../files/quota.ts";
import { headOf } from "../files/receive-file.ts";
import { isImage, sniffFileType, type SniffedType } from "../files/sniff.ts";
import { filePathOf } from "../files/storage.ts";
import { recordFile } from "./repo.ts";

function imageType(head: Uint8Array): SniffedType {
  const type = sniffFileType(head);
  if (!type || !isImage(type))
    throw new DomainError("image_type_not_allowed", MESSAGES.imageTypeNotAllowed);
  return type;
}

async function keep(
  ctx: AppContext,
  userId: number,
  type: SniffedType,
  size: number,
  save: () => Promise<string>,
): Promise<string> {
  await requireRoom(ctx.db, ctx.config, userId, size);
  const storedName = await save();
  try {
    await recordFile(ctx.db, userId, storedName, type, size);
  } catch (error) {
    await ctx.storage.remove(storedName);
    throw error;
  }
  return filePathOf(storedName);
}

/** Stores `bytes` as the user's picture and returns its /api/files path; refused when not an image. */
export async function storeProfilePicture(
  ctx: AppContext,
  userId: number,
  bytes: Uint8Array,
): Promise<string> {
  const type = imageType(bytes);
  return keep(ctx, userId, type, bytes.length, () => ctx.storage.save(bytes, type));
}

/** The same for an upload received into a temporary file (files/receive-file.ts). */
export async function storeProfilePictureFile(
  ctx: AppContext,
  userId: number,
  tempPath: string,
  size: number,
): Promise<string> {
  const type = imageType(await headOf(tempPath));
  return keep(ctx, userId, type, size, () => ctx.storage.saveFile(tempPath, type));
}

/** The stored name inside an /api/files path. */
export function storedNameOf(filePath: string): string {
  return filePath.slice(filePathOf("").length);
}

/** Deletes a picture the profile no longer shows, when it is one of the user's uploads. */
export async function forgetPicture(
  ctx: AppContext,
  userId: number,
  filePath: string | null,
): Promise<void> {
  if (!filePath?.startsWith(filePathOf(""))) return;
  const storedName = storedNameOf(filePath);
  const removed = await ctx.db
    .deleteFrom("files")
    .where("storedName", "=", storedName)
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0)
    await ctx.storage
      .remove(storedName)
      .catch((error: unknown) => ctx.log.warn(`Could not remove file ${storedName}`, error));
}
