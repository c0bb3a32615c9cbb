/**
 * Turns a users row into the shared `User` shape every answer uses: 0/1 integers become real
 * booleans, so no route hands a raw row (or a column the contract does not name) to a client.
 */
import { localeOf, type User } from "@lectern/shared";
import type { UserRow } from "../db/schema.ts";

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    designation: row.designation,
    company: row.company,
    bio: row.bio,
    linkedinUrl: row.linkedinUrl,
    profilePicture: row.profilePicture,
    profileCompleted: row.profileCompleted === 1,
    language: localeOf(row.language) ?? "en",
    consentText: row.consentText,
    privacyUrl: row.privacyUrl,
    createdAt: row.createdAt,
  };
}
