/**
 * Every error code of the shared list has a text the app shows, so no screen reads the server's
 * English; the text is in the language in use when it is shown.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CODES, MESSAGES } from "@lectern/shared";
import { chooseLanguage } from "../i18n/language.ts";
import { ERROR_TEXTS, errorText } from "./error-text.ts";

afterEach(() => chooseLanguage("en"));

describe("error texts", () => {
  it("cover every code of the shared list, and no other", () => {
    expect(Object.keys(ERROR_TEXTS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each([...ERROR_CODES])("%s has a text, with or without details", (code) => {
    expect(errorText(code).trim()).not.toBe("");
    expect(errorText(code, { issues: [], triesLeft: 0 }).trim()).not.toBe("");
  });

  it("say what the server said, from the code and its details", () => {
    expect(errorText("poll_closed")).toBe(MESSAGES.pollClosed);
    expect(errorText("otp_invalid", { triesLeft: 4 })).toBe(
      "That code is not correct. 4 tries left.",
    );
    expect(errorText("otp_invalid", { triesLeft: 1 })).toBe(
      "That code is not correct. 1 try left.",
    );
    expect(errorText("invalid", { issues: [{ path: "title", message: "Required" }] })).toBe(
      "title: Required",
    );
  });

  it("speak the language in use when they are shown, with its plural forms", async () => {
    await chooseLanguage("de");
    expect(errorText("poll_closed")).toBe("Diese Umfrage ist gerade geschlossen.");
    expect(errorText("otp_invalid", { triesLeft: 1 })).toBe(
      "Dieser Code ist nicht richtig. Noch 1 Versuch.",
    );
    expect(errorText("otp_invalid", { triesLeft: 3 })).toBe(
      "Dieser Code ist nicht richtig. Noch 3 Versuche.",
    );
    await chooseLanguage("fr");
    expect(
      errorText("invalid", { issues: [{ path: "email", message: MESSAGES.invalidEmail }] }),
    ).toBe("email\u00a0: Veuillez saisir une adresse e-mail valide");
  });
});
