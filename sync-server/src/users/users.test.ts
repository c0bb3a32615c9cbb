/** A speaker's own record over real HTTP: self-only reads and changes, the profile rules, pictures. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, PROFILE_PICTURE_MAX_BYTES, type User } from "@lectern/shared";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { errorOf, signUpSpeaker, TINY_PDF, TINY_PNG } from "../test/seed.ts";

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function speaker(): Promise<{ client: TestClient; id: number }> {
  const client = server.client();
  const user = await signUpSpeaker(server, client, {
    firstName: "Grace",
    lastName: "Hopper",
    email: `grace${++counter}@example.com`,
  });
  return { client, id: user.id };
}

function pictureForm(bytes: Buffer, name: string, type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  form.append("type", "profile");
  form.append("title", "Profile picture");
  form.append("description", "");
  return form;
}

async function uploadPicture(client: TestClient, bytes: Buffer = TINY_PNG, name = "me.png") {
  return client.request<{ filePath: string }>("POST", "/api/upload-profile", {
    form: pictureForm(bytes, name),
  });
}

const complete = {
  firstName: "Grace",
  lastName: "Hopper",
  designation: "Rear Admiral",
  company: "US Navy",
};

describe("GET and PUT /api/users/:id", () => {
  it("lets a speaker read and complete only their own profile", async () => {
    const { client, id } = await speaker();
    const read = await client.get(`/api/users/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      firstName: "Grace",
      profileCompleted: false,
      designation: null,
    });

    const saved = await client.put<User>(`/api/users/${id}`, {
      ...complete,
      bio: "  Wrote the first compiler.  ",
      linkedinUrl: "linkedin.com/in/grace-hopper",
      profileCompleted: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...complete,
      bio: "Wrote the first compiler.",
      profileCompleted: true,
    });
    expect(saved.body.linkedinUrl).toMatch(/^https:\/\/(www\.)?linkedin\.com\/in\/grace-hopper/);
    expect((await client.get<{ user: User }>("/api/auth/me")).body.user.profileCompleted).toBe(
      true,
    );

    const partial = await client.put(`/api/users/${id}`, { bio: "" });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ ...complete, bio: null, profileCompleted: true });
  });

  it("completes a profile with names alone; designation and company stay optional", async () => {
    const { client, id } = await speaker();
    const named = await client.put<User>(`/api/users/${id}`, {
      firstName: "Grace",
      lastName: "Hopper",
      profileCompleted: true,
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ designation: null, company: null, profileCompleted: true });
    await client.put(`/api/users/${id}`, complete);
    const blanked = await client.put<User>(`/api/users/${id}`, { company: "  " });
    expect(blanked.status).toBe(200);
    expect(blanked.body.company).toBeNull();
    const unnamed = await client.put(`/api/users/${id}`, { lastName: "  " });
    expect(unnamed.status).toBe(400);
    expect((await client.get<User>(`/api/users/${id}`)).body.lastName).toBe("Hopper");
  });

  it("answers 401 signed out, 403 for another user and 404 for nobody", async () => {
    const a = await speaker();
    const b = await speaker();
    const anonymous = server.client();
    expect((await anonymous.get(`/api/users/${a.id}`)).status).toBe(401);
    expect((await anonymous.put(`/api/users/${a.id}`, { company: "X" })).status).toBe(401);
    const other = await b.client.put(`/api/users/${a.id}`, { company: "Hijacked" });
    expect(other.status).toBe(403);
    expect((await b.client.get(`/api/users/${a.id}`)).status).toBe(403);
    expect((await a.client.get<User>(`/api/users/${a.id}`)).body.company).toBeNull();
    expect((await a.client.put("/api/users/99999", { company: "X" })).status).toBe(404);
    expect((await a.client.get("/api/users/abc")).status).toBe(400);
  });

  it("refuses bad bodies with a 400", async () => {
    const { client, id } = await speaker();
    const broken = await client.request("PUT", `/api/users/${id}`, {
      raw: { body: "{not json", contentType: "application/json" },
    });
    expect(broken.status).toBe(400);
    expect((await client.put(`/api/users/${id}`, { profileCompleted: "yes" })).status).toBe(400);
    expect((await client.put(`/api/users/${id}`, { firstName: "" })).status).toBe(400);
    expect((await client.put(`/api/users/${id}`, { email: "new@example.com" })).status).toBe(400);
    const badLink = await client.put(`/api/users/${id}`, {
      linkedinUrl: "https://example.com/grace",
    });
    expect(badLink.status).toBe(400);
    expect(errorOf(badLink).message).toContain(MESSAGES.linkedinInvalid);
  });

  it("accepts only a picture the speaker uploaded", async () => {
    const a = await speaker();
    const b = await speaker();
    const uploaded = await uploadPicture(b.client);
    expect(
      (await a.client.put(`/api/users/${a.id}`, { profilePicture: uploaded.body.filePath })).status,
    ).toBe(400);
    expect(
      (await a.client.put(`/api/users/${a.id}`, { profilePicture: "https://evil.example/x.png" }))
        .status,
    ).toBe(400);
    expect(
      (
        await a.client.put(`/api/users/${a.id}`, {
          profilePicture: "/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.png",
        })
      ).status,
    ).toBe(400);
    const own = await b.client.put<User>(`/api/users/${b.id}`, {
      profilePicture: uploaded.body.filePath,
    });
    expect(own.status).toBe(200);
    expect(own.body.profilePicture).toBe(uploaded.body.filePath);
    const cleared = await b.client.put<User>(`/api/users/${b.id}`, { profilePicture: null });
    expect(cleared.body.profilePicture).toBeNull();
  });
});

describe("POST /api/upload-profile", () => {
  it("stores a PNG under a random name", async () => {
    const { client } = await speaker();
    const uploaded = await uploadPicture(client, TINY_PNG, "portrait.png");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.filePath).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.png$/);
    expect(uploaded.body.filePath).not.toContain("portrait");

    const served = await fetch(server.baseUrl + uploaded.body.filePath);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it("names a JPEG by its bytes even when called .png", async () => {
    const { client } = await speaker();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const uploaded = await uploadPicture(client, jpeg, "photo.png");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.filePath).toMatch(/\.jpg$/);
    const served = await fetch(server.baseUrl + uploaded.body.filePath);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("refuses a PDF and a text file named .png with 415", async () => {
    const { client } = await speaker();
    const pdf = await uploadPicture(client, TINY_PDF, "slides.png");
    expect(pdf.status).toBe(415);
    expect(errorOf(pdf).message).toBe(MESSAGES.imageTypeNotAllowed);
    const text = await uploadPicture(client, Buffer.from("<svg onload=alert(1)>"), "picture.png");
    expect(text.status).toBe(415);
    expect(errorOf(text).message).toBe(MESSAGES.imageTypeNotAllowed);
    const rows = await server.lectern.ctx.db.selectFrom("files").selectAll().execute();
    expect(rows.every((r) => r.mimeType.startsWith("image/"))).toBe(true);
  });

  it("refuses a picture over 5 MB with 413 and the documented message", async () => {
    const { client } = await speaker();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const response = await uploadPicture(client, big, "huge.png");
    expect(response.status).toBe(413);
    expect(errorOf(response).message).toBe(MESSAGES.profilePictureTooLarge);
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("requires a signed-in speaker and a file", async () => {
    expect((await uploadPicture(server.client())).status).toBe(401);
    const { client } = await speaker();
    const form = new FormData();
    form.append("type", "profile");
    const empty = await client.request("POST", "/api/upload-profile", { form });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toMatch(/choose a picture/);
  });
});
