/**
 * The edit screen's Team tab (docs/product.md, Team): the owner invites an address with a role and
 * sees the new member; a viewer sees the team but neither the invitation form nor Remove; removing
 * asks first and sends nothing when cancelled; a role changes at once; handing over mails a code
 * and sends it, naming each member by name (the address only beside a namesake); the activity log
 * reads as sentences, newest first, with Load more, naming a member's new role in the reader's
 * language; a speaker of an event's talk is marked Speaker.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActivityEntry, ActivityPage, Member } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { chooseLanguage } from "../../i18n/language.ts";
import { testSession } from "../../test-fixtures.ts";
import { TeamTab } from "./team-tab.tsx";

afterEach(async () => {
  vi.restoreAllMocks();
  await chooseLanguage("en");
});

const owner = testSession({ id: 12, owned: true, role: "owner" });

const member = (id: number, fields: Partial<Member> = {}): Member => ({
  id,
  email: `person${id}@example.com`,
  role: "moderator",
  status: "active",
  name: `Person ${id}`,
  invitedAt: "2026-01-10T09:00:00.000Z",
  speaker: false,
  ...fields,
});

const entry = (id: number, fields: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  action: "poll_opened",
  actor: { id: 3, name: "Ada Lovelace" },
  subject: "How is the talk?",
  role: null,
  at: "2026-01-10T09:00:00.000Z",
  ...fields,
});

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/**
 * Answers GET members with `members` (as it is at each read), GET activity with `activity` (by its
 * `?before`), and every other call with `answer`; returns the calls other than reads.
 */
function serve({
  members = () => [],
  activity = () => ({ entries: [], nextBefore: null }),
  answer = () => json({}),
}: {
  members?: () => Member[];
  activity?: (before: string | null) => ActivityPage;
  answer?: (sent: Sent) => Response;
}): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(input as string, "http://localhost");
    const method = init?.method ?? "GET";
    if (method === "GET") {
      if (url.pathname === "/api/sessions/12/members") return Promise.resolve(json(members()));
      if (url.pathname === "/api/sessions/12/activity")
        return Promise.resolve(json(activity(url.searchParams.get("before"))));
      return Promise.resolve(json({ code: "not_found", message: "Not found" }, 404));
    }
    const request = {
      url: input as string,
      method,
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
    };
    sent.push(request);
    return Promise.resolve(answer(request));
  });
  return sent;
}

describe("inviting", () => {
  it("sends the address and role, then lists the new member as invited", async () => {
    const invited = member(40, {
      email: "kim@example.com",
      role: "cohost",
      status: "invited",
      name: null,
    });
    let list: Member[] = [];
    const sent = serve({
      members: () => list,
      answer: () => {
        list = [invited];
        return json(invited, 201);
      },
    });
    renderWithProviders(<TeamTab session={owner} />);
    expect(await screen.findByText("No one else has access yet.")).toBeInTheDocument();

    const email = screen.getByLabelText(/Email/);
    await userEvent.type(email, "kim@example.com");
    await userEvent.selectOptions(screen.getByLabelText("Role"), "Co-host");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText("Invitation sent to kim@example.com.")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: "/api/sessions/12/members",
        method: "POST",
        body: { email: "kim@example.com", role: "cohost" },
      },
    ]);
    expect(email).toHaveValue("");
    const row = screen.getByText("kim@example.com").closest("li") as HTMLElement;
    expect(within(row).getByText("Invited")).toBeInTheDocument();
    expect(within(row).getByLabelText("Role of kim@example.com")).toHaveValue("cohost");
    expect(screen.queryByText("No one else has access yet.")).not.toBeInTheDocument();
  });

  it("says at the field what is wrong with the address and sends nothing", async () => {
    const sent = serve({});
    renderWithProviders(<TeamTab session={owner} />);
    await userEvent.type(screen.getByLabelText(/Email/), "kim-at-example");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("says at the field that the owner's own address cannot be invited", async () => {
    serve({
      answer: () => json({ code: "member_is_owner", message: "That is the owner" }, 409),
    });
    renderWithProviders(<TeamTab session={owner} />);
    await userEvent.type(screen.getByLabelText(/Email/), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
        "This is the session's owner",
      ),
    );
    expect(await screen.findByText("The invitation could not be sent")).toBeInTheDocument();
  });
});

describe("what a viewer sees", () => {
  it("lists the team with roles as text, without the invitation form, Remove or hand-over", async () => {
    serve({ members: () => [member(40), member(41, { role: "viewer" })] });
    renderWithProviders(<TeamTab session={testSession({ id: 12, role: "viewer" })} />);
    expect(await screen.findByText("person40@example.com")).toBeInTheDocument();
    expect(screen.getByText("Person 40")).toBeInTheDocument();
    const row = screen.getByText("person41@example.com").closest("li") as HTMLElement;
    expect(within(row).getByText("Viewer")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send invitation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Hand over the session" }),
    ).not.toBeInTheDocument();
  });
});

describe("an event's talk", () => {
  it("marks the talk's speakers, who are co-hosts, with a Speaker badge", async () => {
    serve({ members: () => [member(40, { role: "cohost", speaker: true }), member(41)] });
    renderWithProviders(<TeamTab session={owner} />);
    const speaker = (await screen.findByText("person40@example.com")).closest("li") as HTMLElement;
    expect(within(speaker).getByText("Speaker")).toBeInTheDocument();
    expect(within(speaker).getByLabelText("Role of person40@example.com")).toHaveValue("cohost");
    const other = screen.getByText("person41@example.com").closest("li") as HTMLElement;
    expect(within(other).queryByText("Speaker")).not.toBeInTheDocument();
  });
});

describe("the owner's controls on each member", () => {
  it("asks before removing, sends nothing when cancelled, and removes when confirmed", async () => {
    let list = [member(40), member(41)];
    const sent = serve({
      members: () => list,
      answer: () => {
        list = [member(41)];
        return json({ ok: true });
      },
    });
    renderWithProviders(<TeamTab session={owner} />);
    const remove = await screen.findByRole("button", { name: "Remove person40@example.com" });
    await userEvent.click(remove);
    let dialog = await screen.findByRole("alertdialog", {
      name: "Remove person40@example.com?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent).toEqual([]);
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(remove);
    dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("person40@example.com was removed")).toBeInTheDocument();
    expect(sent).toEqual([
      { url: "/api/sessions/12/members/40", method: "DELETE", body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.queryByText("person40@example.com")).not.toBeInTheDocument();
    // Focus goes to the row now in the removed one's place.
    await waitFor(() =>
      expect(screen.getByLabelText("Role of person41@example.com")).toHaveFocus(),
    );
  });

  it("changes a role as soon as it is picked, and says so", async () => {
    let list = [member(40)];
    const sent = serve({
      members: () => list,
      answer: () => {
        list = [member(40, { role: "viewer" })];
        return json(list[0]);
      },
    });
    renderWithProviders(<TeamTab session={owner} />);
    const role = await screen.findByLabelText("Role of person40@example.com");
    await userEvent.selectOptions(role, "Viewer");
    expect(await screen.findByText("person40@example.com is now Viewer.")).toBeInTheDocument();
    expect(sent).toEqual([
      { url: "/api/sessions/12/members/40", method: "PATCH", body: { role: "viewer" } },
    ]);
    expect(role).toHaveValue("viewer");
  });
});

describe("handing the session over", () => {
  it("offers active members only, mails a code, then sends it", async () => {
    const sent = serve({
      members: () => [member(40), member(41, { status: "invited", name: null })],
      answer: ({ body }) =>
        (body as { code?: string }).code
          ? json({ sessionId: 12, ownerId: 9 })
          : json({ message: "Code sent" }, 202),
    });
    renderWithProviders(<TeamTab session={owner} />);
    const newOwner = await screen.findByLabelText("New owner");
    expect(
      within(newOwner)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Person 40"]);
    await userEvent.click(screen.getByRole("button", { name: "Hand over" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Hand the session to Person 40?",
    });
    expect(dialog).toHaveTextContent("You become a co-host");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send code" }));

    const code = await within(dialog).findByLabelText("Code to hand over the session");
    await waitFor(() => expect(code).toHaveFocus());
    const confirm = within(dialog).getByRole("button", { name: "Hand over the session" });
    expect(confirm).toBeDisabled();
    await userEvent.type(code, "12 34 56");
    await userEvent.click(confirm);

    expect(await screen.findByText("Person 40 now owns the session")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      { url: "/api/sessions/12/transfer", method: "POST", body: { memberId: 40 } },
      { url: "/api/sessions/12/transfer", method: "POST", body: { memberId: 40, code: "123456" } },
    ]);
  });

  it("names each member by name alone, with the address only beside a namesake", async () => {
    serve({
      members: () => [
        member(40, { name: "Grace Hopper" }),
        member(41, { name: "Ada Lovelace" }),
        member(42, { name: "Grace Hopper", email: "grace@navy.example" }),
      ],
    });
    renderWithProviders(<TeamTab session={owner} />);
    const newOwner = await screen.findByLabelText("New owner");
    expect(
      within(newOwner)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Grace Hopper (person40@example.com)",
      "Ada Lovelace",
      "Grace Hopper (grace@navy.example)",
    ]);
  });

  it("says in the dialog why a code was refused", async () => {
    serve({
      members: () => [member(40)],
      answer: ({ body }) =>
        (body as { code?: string }).code
          ? json({ code: "otp_invalid", message: "Wrong code", triesLeft: 2 }, 400)
          : json({ message: "Code sent" }, 202),
    });
    renderWithProviders(<TeamTab session={owner} />);
    await userEvent.click(await screen.findByRole("button", { name: "Hand over" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    await userEvent.type(await within(dialog).findByLabelText(/Code to hand over/), "654321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hand over the session" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "That code is not correct. 2 tries left.",
    );
  });
});

describe("the activity log", () => {
  it("reads each entry as a sentence, newest first, and loads more on asking", async () => {
    serve({
      activity: (before) =>
        before === null
          ? {
              entries: [
                entry(9, { action: "question_approved", subject: "Why offline?" }),
                entry(8, { actor: null, action: "poll_closed", subject: "Mood" }),
              ],
              nextBefore: 8,
            }
          : {
              entries: [entry(3, { action: "member_added", subject: "kim@example.com" })],
              nextBefore: null,
            },
    });
    renderWithProviders(<TeamTab session={owner} />);
    const log = await screen.findByRole("region", { name: "Activity" });
    await within(log).findByText("Ada Lovelace approved the question “Why offline?”");
    const items = () => within(within(log).getByRole("list")).getAllByRole("listitem");
    expect(items().map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Ada Lovelace approved the question “Why offline?”",
      "Presenter link closed the poll “Mood”",
    ]);

    await userEvent.click(within(log).getByRole("button", { name: "Load more" }));
    expect(
      await within(log).findByText("Ada Lovelace added kim@example.com to the team"),
    ).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    await waitFor(() => expect(items()[2]).toHaveFocus());
    expect(within(log).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("names the role a member was given, and a hand-over as one", async () => {
    serve({
      activity: () => ({
        entries: [
          entry(5, { action: "member_changed", subject: "kim@example.com", role: "owner" }),
          entry(4, { action: "member_changed", subject: "kim@example.com", role: "cohost" }),
          entry(3, { action: "member_added", subject: "kim@example.com", role: "moderator" }),
          // An entry written before entries kept the role says it without one.
          entry(2, { action: "member_changed", subject: "lee@example.com", role: null }),
          entry(1, { action: "member_added", subject: "lee@example.com", role: null }),
        ],
        nextBefore: null,
      }),
    });
    renderWithProviders(<TeamTab session={owner} />);
    const log = await screen.findByRole("region", { name: "Activity" });
    await within(log).findByText("Ada Lovelace handed the session to kim@example.com");
    expect(
      within(within(log).getByRole("list"))
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual([
      "Ada Lovelace handed the session to kim@example.com",
      "Ada Lovelace changed the role of kim@example.com to Co-host",
      "Ada Lovelace added kim@example.com to the team as Moderator",
      "Ada Lovelace changed the role of lee@example.com",
      "Ada Lovelace added lee@example.com to the team",
    ]);
  });

  it("names the role in the reader's language", async () => {
    serve({
      activity: () => ({
        entries: [
          entry(4, { action: "member_changed", subject: "kim@example.com", role: "owner" }),
          entry(3, { action: "member_added", subject: "kim@example.com", role: "viewer" }),
        ],
        nextBefore: null,
      }),
    });
    await chooseLanguage("de");
    renderWithProviders(<TeamTab session={owner} />);
    const log = await screen.findByRole("region", { name: "Aktivität" });
    expect(
      await within(log).findByText(
        "Ada Lovelace hat kim@example.com als Betrachter zum Team hinzugefügt",
      ),
    ).toBeInTheDocument();
    expect(
      within(log).getByText("Ada Lovelace hat die Session an kim@example.com übergeben"),
    ).toBeInTheDocument();
  });

  it("says when nothing has happened yet", async () => {
    serve({});
    renderWithProviders(<TeamTab session={owner} />);
    expect(await screen.findByText("Nothing has happened yet.")).toBeInTheDocument();
  });
});
