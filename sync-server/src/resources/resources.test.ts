/** Resources through the real server: uploads checked by bytes and size, links, CTAs, edits, files. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ATTACHMENT_MAX_BYTES,
  MESSAGES,
  type PublicSession,
  type Resource,
  resourceSchema,
} from "@lectern/shared";
import {
  isStored,
  startTestServer,
  storedFileCount,
  type TestClient,
  type TestServer,
} from "../test/harness.ts";
import {
  createSession,
  errorOf,
  fileForm,
  must,
  signedInSpeaker,
  TINY_PDF,
  TINY_PNG,
  uploadPdf,
  gatedFileUrl,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
let sessionId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
  sessionId = (await createSession(owner)).id;
});
afterAll(() => server.close());

function upload(
  client: TestClient,
  fields: Record<string, string | number>,
  file?: { bytes: Uint8Array; name: string; type?: string },
) {
  return client.request<Resource>("POST", "/api/upload", { form: fileForm(fields, file) });
}

const stored = (filePath: string) => isStored(server, path.basename(filePath));

describe("uploading a file", () => {
  it("stores a PDF under a random name and answers the resource", async () => {
    const res = await upload(
      owner,
      { sessionId, type: "handout", title: "Cheat sheet", description: "One page" },
      { bytes: TINY_PDF, name: "../../../etc/evil name.pdf", type: "application/pdf" },
    );
    expect(res.status).toBe(201);
    const resource = resourceSchema.parse(res.body);
    expect(resource).toMatchObject({
      sessionId,
      type: "handout",
      title: "Cheat sheet",
      description: "One page",
      url: null,
      mimeType: "application/pdf",
      fileSize: TINY_PDF.length,
    });
    expect(resource.filePath).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.pdf$/);
    expect(resource.filePath).not.toContain("evil");
    // The owner's view names the stored file, which only the owner is served.
    const served = await fetch(server.baseUrl + resource.filePath!, {
      headers: { cookie: owner.cookieHeader() },
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    expect((await fetch(server.baseUrl + resource.filePath!)).status).toBe(404);
  });

  it("accepts an image and tells its type from the bytes, not the name", async () => {
    const res = await upload(
      owner,
      { sessionId, type: "additional", title: "Diagram", buttonText: "See it" },
      { bytes: TINY_PNG, name: "diagram.pdf" },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType: "image/png", buttonText: "See it" });
    expect(res.body.filePath).toMatch(/\.png$/);
  });

  it("accepts JPEG, GIF and WebP images by their first bytes", async () => {
    const images: [string, Buffer, string][] = [
      [
        "JPEG",
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]),
        "image/jpeg",
      ],
      [
        "GIF",
        Buffer.from("R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=", "base64"),
        "image/gif",
      ],
      [
        "WebP",
        Buffer.concat([
          Buffer.from("RIFF"),
          Buffer.from([0x1a, 0, 0, 0]),
          Buffer.from("WEBPVP8L"),
          Buffer.alloc(18),
        ]),
        "image/webp",
      ],
    ];
    for (const [title, bytes, mimeType] of images) {
      const res = await upload(
        owner,
        { sessionId, type: "handout", title },
        { bytes, name: "picture.bin" },
      );
      expect(res.status, title).toBe(201);
      expect(res.body.mimeType, title).toBe(mimeType);
    }
  });

  it("refuses a text file renamed .pdf with 415", async () => {
    const res = await upload(
      owner,
      { sessionId, type: "presentation", title: "Fake" },
      { bytes: Buffer.from("just some text\n"), name: "slides.pdf", type: "application/pdf" },
    );
    expect(res.status).toBe(415);
    expect(errorOf(res).message).toBe(MESSAGES.fileTypeNotAllowed);
  });

  it("refuses a file over 20 MB with 413 and keeps nothing", async () => {
    const filesBefore = await storedFileCount(server);
    const big = Buffer.alloc(21 * 1024 * 1024);
    TINY_PDF.copy(big);
    const res = await upload(
      owner,
      { sessionId, type: "presentation", title: "Huge" },
      { bytes: big, name: "huge.pdf" },
    );
    expect(res.status).toBe(413);
    expect(errorOf(res).message).toBe(MESSAGES.attachmentTooLarge);
    expect(await storedFileCount(server)).toBe(filesBefore);
    expect(big.length).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
  });

  it("refuses a missing title, a missing file and a bad type with 400", async () => {
    const noTitle = await upload(
      owner,
      { sessionId, type: "presentation", title: "  " },
      { bytes: TINY_PDF, name: "a.pdf" },
    );
    expect(noTitle.status).toBe(400);
    expect(errorOf(noTitle).message).toBe(MESSAGES.fileTitleRequired);
    expect(
      (await upload(owner, { sessionId, type: "presentation", title: "No file" })).status,
    ).toBe(400);
    expect(
      (
        await upload(
          owner,
          { sessionId, type: "link", title: "Wrong" },
          { bytes: TINY_PDF, name: "a.pdf" },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await upload(
          owner,
          { sessionId: "nope", type: "handout", title: "x" },
          { bytes: TINY_PDF, name: "a.pdf" },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await upload(
          owner,
          { sessionId: 987654, type: "handout", title: "x" },
          { bytes: TINY_PDF, name: "a.pdf" },
        )
      ).status,
    ).toBe(404);
  });

  it("answers 400, not a server error, to a malformed multipart body", async () => {
    for (const raw of [
      { body: "garbage", contentType: "multipart/form-data; boundary=xyz" },
      {
        body: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\ncut off',
        contentType: "multipart/form-data; boundary=xyz",
      },
      { body: "x", contentType: "multipart/form-data" },
    ]) {
      const res = await owner.request("POST", "/api/upload", { raw });
      expect(res.status).toBe(400);
      expect(typeof errorOf(res).message).toBe("string");
    }
  });
});

describe("links and calls to action", () => {
  it("prefixes https:// to a URL without a scheme and keeps http(s) URLs", async () => {
    const link = await owner.post("/api/resources", {
      sessionId,
      type: "link",
      title: "Repo",
      url: "example.com/repo",
    });
    expect(link.status).toBe(201);
    expect(resourceSchema.parse(link.body)).toMatchObject({
      type: "link",
      url: "https://example.com/repo",
      filePath: null,
      buttonText: null,
    });
    const plain = await owner.post<Resource>("/api/resources", {
      sessionId,
      type: "link",
      title: "Old",
      url: "http://example.com",
    });
    expect(plain.body.url).toBe("http://example.com");
  });

  it("refuses a link without a URL and a CTA without a description", async () => {
    const noUrl = await owner.post("/api/resources", { sessionId, type: "link", title: "Repo" });
    expect(noUrl.status).toBe(400);
    const noDescription = await owner.post("/api/resources", {
      sessionId,
      type: "cta",
      title: "Join",
      buttonText: "Go",
      url: "example.com",
    });
    expect(noDescription.status).toBe(400);
    const badUrl = await owner.post("/api/resources", {
      sessionId,
      type: "link",
      title: "Repo",
      url: "not a url",
    });
    expect(badUrl.status).toBe(400);
    const fileType = await owner.post("/api/resources", {
      sessionId,
      type: "presentation",
      title: "x",
      url: "example.com",
    });
    expect(fileType.status).toBe(400);
  });

  it("gives a CTA the default button text Learn More", async () => {
    const res = await owner.post("/api/resources", {
      sessionId,
      type: "cta",
      title: "Join",
      description: "Beta",
      url: "example.com/beta",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ buttonText: "Learn More", url: "https://example.com/beta" });
  });

  it("changes only the fields sent in an edit", async () => {
    const created = must(
      await owner.post<Resource>("/api/resources", {
        sessionId,
        type: "cta",
        title: "Join",
        description: "Beta",
        buttonText: "Go",
        url: "example.com",
      }),
      201,
      "cta",
    );
    const res = await owner.patch(`/api/resources/${created.id}`, {
      title: "Join now",
      url: "example.org/new",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Join now",
      url: "https://example.org/new",
      description: "Beta",
      buttonText: "Go",
    });
    expect((await owner.patch(`/api/resources/${created.id}`, { description: "" })).status).toBe(
      400,
    );
    expect((await owner.patch(`/api/resources/${created.id}`, { type: "link" })).status).toBe(400);
    expect((await owner.patch("/api/resources/987654", { title: "x" })).status).toBe(404);
  });
});

describe("file downloads and deletes", () => {
  it("serves the file as an attachment named from the title, non-ASCII included", async () => {
    const pdf = await uploadPdf(owner, sessionId, "Über: Offline / Sync");
    const res = await fetch(await gatedFileUrl(server, pdf.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition.startsWith("attachment;")).toBe(true);
    expect(disposition).toContain("filename*=UTF-8''%C3%9Cber%20Offline%20Sync.pdf");
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PDF)).toBe(true);

    const link = must(
      await owner.post<Resource>("/api/resources", {
        sessionId,
        type: "link",
        title: "L",
        url: "example.com",
      }),
      201,
      "link",
    );
    expect((await fetch(`${server.baseUrl}/api/resources/${link.id}/file`)).status).toBe(404);
  });

  it("deletes a resource and its file on disk", async () => {
    const pdf = await uploadPdf(owner, sessionId, "Temporary");
    expect(await stored(pdf.filePath!)).toBe(true);
    const res = await owner.delete(`/api/resources/${pdf.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await stored(pdf.filePath!)).toBe(false);
    const page = must(
      await owner.get<PublicSession>(`/api/sessions/${sessionId}/public`),
      200,
      "page",
    );
    expect(page.resources.map((r: { id: number }) => r.id)).not.toContain(pdf.id);
    expect((await owner.delete(`/api/resources/${pdf.id}`)).status).toBe(404);
  });
});
