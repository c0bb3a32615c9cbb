/**
 * The day-after report on several instances (docs/product.md, Insights, Report; docs/decisions.md,
 * Several instances): two processes of the real entry point (test/cluster.ts) on one database and
 * one SMTP sink, each looking for due reports every second. A talk whose report is due is claimed
 * by one of them alone, so the owner and the member who opted in each get exactly one mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clusterUnavailable, startCluster, type Cluster } from "../test/cluster.ts";
import type { TestClient } from "../test/harness.ts";
import { addMember, createSession, must, signUpSpeaker, uniqueEmail } from "../test/seed.ts";
import { CHART_CID } from "./mail.ts";

const skipped = await clusterUnavailable();
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

describe.skipIf(skipped !== null)(title("the day-after report on two real instances"), () => {
  let cluster: Cluster;
  let owner: TestClient;
  const ownerEmail = uniqueEmail("owner");

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, env: { REPORT_INTERVAL_SECONDS: "1" } });
    owner = cluster.client();
    await signUpSpeaker(cluster, owner, {
      firstName: "Olivia",
      lastName: "Owner",
      email: ownerEmail,
    });
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it("sends a due report once, to each recipient", async () => {
    const session = await createSession(owner, { title: `Two-instance report ${Date.now()}` });
    const cohost = await addMember(cluster, owner, session.id, "cohost");
    must(
      await cohost.client.put(`/api/sessions/${session.id}/report/subscription`, {
        subscribed: true,
      }),
      200,
      "opt in",
    );
    // The talk was heard two days ago: its report was due yesterday at 09:00 (UTC, no event).
    const since = Date.now();
    const heard = new Date(Math.floor((since - 2 * 24 * 60 * 60 * 1000) / 60_000) * 60_000);
    await cluster.query(
      "insert into audience_minutes (session_id, minute, count) values ($1, $2, 25)",
      [session.id, heard.toISOString()],
    );

    const reports = (email: string) =>
      cluster.mail.messages.filter(
        (mail) =>
          mail.to.includes(email.toLowerCase()) &&
          mail.subject === `Your report for "${session.title}"` &&
          mail.attachments.some((file) => file.cid === CHART_CID),
      );
    await cluster.mail.waitFor(ownerEmail, since, 20_000);
    await cluster.mail.waitFor(cohost.email, since, 20_000);
    // Both instances have looked twice more since: neither sends it again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(reports(ownerEmail)).toHaveLength(1);
    expect(reports(cohost.email)).toHaveLength(1);

    const claims = await cluster.query<{ recipients: number; sent_at: string | null }>(
      "select recipients, sent_at from session_reports where session_id = $1",
      [session.id],
    );
    expect(claims).toEqual([{ recipients: 2, sent_at: expect.any(String) as string }]);
    const senders = cluster.instances.filter((instance) =>
      instance.log().includes(`Sent the report of session ${session.id} `),
    );
    expect(senders).toHaveLength(1);
  });
});
