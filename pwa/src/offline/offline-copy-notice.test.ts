/** The offline-copy note says where what is on screen comes from, in the visitor's language. */
import { createTranslator, loadTranslator } from "@lectern/shared";
import { expect, it } from "vitest";
import { offlineCopyText } from "./offline-copy-notice.tsx";

const copyAt = new Date(2026, 10, 23, 16, 26);

it("names the copy's time, or says the page is as last seen", () => {
  const en = createTranslator("en", {});
  expect(offlineCopyText(en, true, undefined)).toBeNull();
  expect(offlineCopyText(en, false, undefined)).toBe(
    "You're offline - showing the page as last seen",
  );
  expect(offlineCopyText(en, true, null)).toBe("Connection problem - showing the last saved copy");
  expect(offlineCopyText(en, false, copyAt)).toMatch(
    /^Offline - showing the copy from Nov 23, 2026, 4:26\sPM$/,
  );
});

it("writes the date as the visitor's language does", async () => {
  expect(offlineCopyText(await loadTranslator("de"), false, copyAt)).toBe(
    "Offline – du siehst die Kopie vom 23.11.2026, 16:26",
  );
  expect(offlineCopyText(await loadTranslator("ja"), true, copyAt)).toBe(
    "接続に問題があります。2026/11/23 16:26 時点のコピーを表示しています",
  );
});
