/**
 * The server speaks the visitor's language (docs/product.md, Languages): a page's first HTML is
 * written in the language of `?lang=`, else the remembered choice, else Accept-Language, with
 * <html lang> to say so; a speaker's sign-in e-mail is in the language they signed up in, or the
 * one they chose later on their profile.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { User } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { createSession, errorOf, must, signUpSpeaker, uniqueEmail } from "../test/seed.ts";

const SHELL = fs.readFileSync(path.resolve(import.meta.dirname, "../../../pwa/index.html"), "utf8");

let server: TestServer;
let distDir: string;
let owner: TestClient;
let sessionPath: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-dist-"));
  fs.writeFileSync(path.join(distDir, "index.html"), SHELL);
  server = await startTestServer({ pwaDistDir: distDir });
  owner = server.client();
  const speaker = await signUpSpeaker(server, owner, {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail("languages"),
  });
  must(
    await owner.put(`/api/users/${speaker.id}`, {
      linkedinUrl: "https://www.linkedin.com/in/ada",
    }),
    200,
    "profile",
  );
  sessionPath = `/session/${(await createSession(owner, { title: "Engines" })).id}`;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.baseUrl + pathname, {
    headers: { accept: "text/html", ...headers },
  });
  return { res, html: await res.text() };
}

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe("a session page's first HTML", () => {
  it("is German for a browser that prefers German, and says so in <html lang>", async () => {
    const { res, html } = await page(sessionPath, {
      "accept-language": "de-DE,de;q=0.9,en;q=0.8",
    });
    expect(htmlLang(html)).toBe("de");
    expect(res.headers.get("content-language")).toBe("de");
    expect(res.headers.get("vary")).toMatch(/Accept-Language/);
    expect(html).toContain("LinkedIn-Profil");
    expect(html).not.toContain(">LinkedIn profile<");
  });

  it("follows ?lang= before the remembered choice, and the remembered choice before the browser", async () => {
    const browserGerman = { "accept-language": "de" };
    const remembersJapanese = { ...browserGerman, cookie: "lectern-language=ja" };
    expect(htmlLang((await page(`${sessionPath}?lang=fr`, remembersJapanese)).html)).toBe("fr");
    const japanese = await page(sessionPath, remembersJapanese);
    expect(htmlLang(japanese.html)).toBe("ja");
    expect(japanese.html).toContain("LinkedIn プロフィール");
    expect(htmlLang((await page(sessionPath, browserGerman)).html)).toBe("de");
  });

  it("is English for a language Lectern does not speak, and picks pt-BR for any Portuguese", async () => {
    expect(htmlLang((await page(sessionPath, { "accept-language": "ko-KR,ko" })).html)).toBe("en");
    expect(htmlLang((await page(sessionPath, { "accept-language": "pt-PT" })).html)).toBe("pt-BR");
    expect(htmlLang((await page(`${sessionPath}?lang=xx`)).html)).toBe("en");
  });
});

describe("every other app route", () => {
  it("gets the shell in the visitor's language, compressed or not", async () => {
    expect(htmlLang((await page("/dashboard", { "accept-language": "es" })).html)).toBe("es");
    const plain = await page("/signin", { "accept-language": "fr", "accept-encoding": "identity" });
    expect(htmlLang(plain.html)).toBe("fr");
  });
});

describe("the sign-in e-mail", () => {
  it("is written in the language the speaker signed up in, then in the one they chose", async () => {
    const client = server.client();
    const email = uniqueEmail("sprache");
    let since = Date.now();
    const registered = await client.post<{ userId: number }>("/api/auth/register", {
      firstName: "Grete",
      lastName: "Hermann",
      email,
      language: "de",
    });
    must(registered, 201, "register");
    const german = await server.mail.waitFor(email, since);
    expect(german.subject).toMatch(/^Dein Lectern-Code: \d{6}$/);
    // The first mail to an address nobody has confirmed carries no name a stranger could choose.
    expect(german.text).toContain("Hallo,");
    expect(german.text).not.toContain("Grete");
    expect(german.text).toContain("Er läuft in 10 Minuten ab.");

    const code = await server.codeFor(email, since);
    const { user } = must(
      await client.post<{ user: User }>("/api/auth/verify-otp", {
        userId: registered.body.userId,
        otpCode: code,
      }),
      200,
      "verify",
    );
    expect(user.language).toBe("de");
    const changed = must(
      await client.put<User>(`/api/users/${user.id}`, { language: "ja" }),
      200,
      "change language",
    );
    expect(changed.language).toBe("ja");

    since = Date.now();
    must(await server.client().post("/api/auth/signin", { email }), 200, "sign in");
    const japanese = await server.mail.waitFor(email, since);
    expect(japanese.subject).toMatch(/^Lectern のコード：\d{6}$/);
    expect(japanese.text).toContain("Grete さん");
  });

  it("refuses a language Lectern does not speak, and keeps the one it had", async () => {
    const client = server.client();
    const speaker = await signUpSpeaker(server, client, {
      firstName: "Emmy",
      lastName: "Noether",
      email: uniqueEmail("noether"),
    });
    expect(speaker.language).toBe("en");
    const refused = await client.put(`/api/users/${speaker.id}`, { language: "tlh" });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).code).toBe("invalid");
    const after = must(await client.get<User>(`/api/users/${speaker.id}`), 200, "read");
    expect(after.language).toBe("en");
  });
});
