import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type CompanyRecord,
  createClientUser,
  createCompany,
  createSdrUser,
} from "../../../../tests/helpers/factories.js";
import { drained, mailsTo, waitForJobs } from "../../../../tests/helpers/mail.js";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import { openSecondServer } from "../../../../tests/helpers/second-server.js";
import {
  authed,
  createTestApp,
  login,
  type TestApp,
  testConfig,
} from "../../../../tests/helpers/test-app.js";
import type { DigestSettings } from "../../../shared/contracts/digest.js";
import { queryRows } from "../../core/db/raw.js";
import { resolvePeriod } from "../../core/time/periods.js";
import { queueDueDigests } from "./digest-sending.service.js";

const onPglite = inject("testDatabase").kind === "pglite";
const DAY_MS = 86_400_000;

const backdate = (t: TestApp, companyId: string) =>
  queryRows(t.db, sql`update companies set created_at = now() - interval '30 days' where id = ${companyId}`);

/** A received mail's headers and decoded body (quoted-printable soft breaks and escapes undone). */
interface ReceivedMail {
  to: string;
  raw: string;
  decoded: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ""));
  }
  return Buffer.from(bytes).toString("utf8");
}

const digestPath = (campaignId: string) => `/api/campaigns/${campaignId}/digest`;

describe("the weekly digest", () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  let sdrCookie: string;
  let sdrEmail: string;
  const config = () => ({ timeZone: testConfig().timeZone, publicUrl: testConfig().publicUrl });

  /**
   * A company with a client login, set up by `setup`, then dated a month back: this week's sending
   * time came after it was created, so its digest of last week is due.
   */
  async function company(
    status: "Active" | "Paused" = "Active",
    setup: (record: CompanyRecord) => Promise<void> = async () => {},
  ): Promise<CompanyRecord & { client: string }> {
    const record = await createCompany(t.db, { status });
    const { email } = await createClientUser(t.db, { companyId: record.companyId });
    await setup(record);
    await backdate(t, record.companyId);
    return { ...record, client: email };
  }

  /** Queues what is due at `now` and waits for every delivery. */
  async function runDigests(now = new Date()) {
    await queueDueDigests(t.db, t.app.jobs, config(), now);
    await waitForJobs(t.db, "mail-delivery", drained);
  }

  const receivedBy = (email: string) => received.filter((mail) => mail.to === email);
  const sends = async (companyId: string) =>
    queryRows<{ weekStart: string; recipients: number }>(
      t.db,
      sql`select week_start::text as "weekStart", recipients from digest_sends where company_id = ${companyId} order by week_start`,
    );

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, done) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          for (const to of session.envelope.rcptTo)
            received.push({ to: to.address, raw, decoded: decodeQuotedPrintable(raw) });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      // These tests run the digests themselves, at the times they choose: the five-minute schedule would
      // run them too, whenever it falls, and queue a week a test expects none for.
      jobs: { ...testConfig().jobs, pollIntervalSeconds: 0.5, schedules: false },
    });
    const sdr = await createSdrUser(t.db);
    sdrEmail = sdr.email;
    sdrCookie = await login(t.app, sdr.email, sdr.password, "sdr");
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("reports last week's figures as the dashboard API does, with the replies and meetings by name", async () => {
    const lastWeek = resolvePeriod("last-week", new Date(), config().timeZone);
    if (!lastWeek) throw new Error("no last week");
    const inLastWeek = new Date(lastWeek.start.getTime() + 2 * DAY_MS + 10 * 3_600_000);
    const weekBefore = new Date(lastWeek.start.getTime() - 3 * DAY_MS);
    const a = await company("Active", async ({ campaignId }) => {
      await createProspects(t.db, campaignId, 6, (i) => ({
        inviteAt: i < 5 ? inLastWeek : weekBefore,
        connectedAt: i < 3 ? inLastWeek : null,
        m1At: i < 2 ? inLastWeek : null,
        ...(i === 0
          ? {
              firstName: "Ada",
              lastName: "<script>alert(1)</script>",
              jobTitle: "VP Sales & Ops",
              company: "Acme",
            }
          : {}),
        ...(i === 0 ? { finalDisposition: "Reply" as const, dispositionAt: inLastWeek } : {}),
        ...(i === 1
          ? {
              firstName: "Grace",
              lastName: "Hopper",
              jobTitle: "CTO",
              finalDisposition: "Meeting" as const,
              dispositionAt: inLastWeek,
            }
          : {}),
        ...(i === 5
          ? {
              firstName: "Old",
              lastName: "Reply",
              finalDisposition: "Reply" as const,
              dispositionAt: weekBefore,
            }
          : {}),
      }));
    });
    await runDigests();

    const api = (
      await authed(t.app, sdrCookie).get(`/api/campaigns/${a.campaignId}/metrics?period=last-week`)
    ).json();
    const [mail] = receivedBy(a.client);
    if (!mail) throw new Error("no digest received");
    const figure = (label: string) => {
      const match = mail.decoded.match(new RegExp(`  ${label}: ([0-9.,]+)%? \\(week before`));
      return Number(match?.[1]?.replace(/,/g, ""));
    };
    expect({
      invited: figure("Invitations sent"),
      connected: figure("Connections"),
      messagesSent: figure("Messages sent"),
      followUpsSent: figure("Follow-ups sent"),
      replied: figure("Replies"),
      positiveReplies: figure("Positive replies"),
      meetingsBooked: figure("Meetings booked"),
      inviteToConnectionRate: figure("Invite to connection rate"),
      connectionToReplyRate: figure("Connection to reply rate"),
    }).toEqual({
      invited: api.invited,
      connected: api.connected,
      messagesSent: api.messagesSent,
      followUpsSent: api.followUpsSent,
      replied: api.replied,
      positiveReplies: api.positiveReplies,
      meetingsBooked: api.meetingsBooked,
      inviteToConnectionRate: api.inviteToConnectionRate,
      connectionToReplyRate: api.connectionToReplyRate,
    });
    expect(api.invited).toBe(5);
    expect(mail.decoded).toContain("Invitations sent: 5 (week before 1; +400%)");
    expect(mail.decoded).toContain("Grace Hopper – CTO");
    expect(mail.decoded).not.toContain("Old Reply");
    expect(mail.decoded).toContain(`http://localhost:3000/campaign/${a.campaignId}/dashboard`);
    expect(await sends(a.companyId)).toEqual([{ weekStart: lastWeek.firstDay, recipients: 1 }]);
  });

  it("sends an HTML part with escaped names and no scripts, a text part, and the List-Unsubscribe headers", async () => {
    const lastWeek = resolvePeriod("last-week", new Date(), config().timeZone);
    if (!lastWeek) throw new Error("no last week");
    const a = await company("Active", async ({ campaignId }) => {
      await createProspects(t.db, campaignId, 1, {
        firstName: "Eve",
        lastName: "<script>x()</script>",
        finalDisposition: "Reply",
        dispositionAt: new Date(lastWeek.start.getTime() + DAY_MS),
      });
    });
    await runDigests();
    const [mail] = receivedBy(a.client);
    if (!mail) throw new Error("no digest received");
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/api\/digest\/unsubscribe\?token=[A-Za-z0-9_%-]+>/,
    );
    expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const html = mail.decoded.slice(mail.decoded.indexOf("<!DOCTYPE html>"));
    expect(html).toContain("Eve &lt;script&gt;x()&lt;/script&gt;");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("<table");
  });

  it("an unsubscribe link works once and stops that address for that company only", async () => {
    const shared = "shared-reader@example.test";
    const addShared = async ({ campaignId }: CompanyRecord) => {
      const saved = await authed(t.app, sdrCookie).put(digestPath(campaignId), {
        weekday: 1,
        hour: 0,
        extraRecipients: [shared],
      });
      expect(saved.statusCode).toBe(200);
    };
    const a = await company("Active", addShared);
    const b = await company("Active", addShared);
    await runDigests();
    const [toShared] = await mailsTo(t.db, shared);
    const token = toShared?.body.match(/unsubscribe\?token=([A-Za-z0-9_%-]+)/)?.[1];
    if (!token) throw new Error("no unsubscribe link");
    const url = `/api/digest/unsubscribe?token=${token}`;

    const confirm = await t.app.inject({ method: "GET", url });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<form method="post"');
    const oneClick = {
      method: "POST" as const,
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    };
    const first = await t.app.inject(oneClick);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("will no longer get");
    const again = await t.app.inject(oneClick);
    expect(again.statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/digest/unsubscribe?token=nonsense" })).statusCode,
    ).toBe(404);

    const listed = (c: CompanyRecord) =>
      authed(t.app, sdrCookie)
        .get(digestPath(c.campaignId))
        .then((r) => (r.json() as DigestSettings).recipients);
    expect(await listed(a)).toEqual([
      { email: a.client, source: "client-login", unsubscribed: false },
      { email: shared, source: "extra", unsubscribed: true },
    ]);
    expect((await listed(b)).find((r) => r.email === shared)?.unsubscribed).toBe(false);

    // Next week: company A's digest no longer goes to the address, company B's still does.
    const before = await mailsTo(t.db, shared);
    expect(before).toHaveLength(2);
    await runDigests(new Date(Date.now() + 7 * DAY_MS));
    const after = await mailsTo(t.db, shared);
    expect(after).toHaveLength(3);
    expect(after[2]?.subject).toContain(b.companyName);
    expect(await mailsTo(t.db, a.client)).toHaveLength(2);
  });

  it("a paused or terminated company gets none", async () => {
    const paused = await company("Paused");
    const terminated = await company("Active", async ({ companyId }) => {
      await queryRows(t.db, sql`update companies set status = 'Terminated' where id = ${companyId}`);
    });
    const active = await company();
    await runDigests();
    expect(await mailsTo(t.db, active.client)).toHaveLength(1);
    expect(await mailsTo(t.db, paused.client)).toEqual([]);
    expect(await mailsTo(t.db, terminated.client)).toEqual([]);
    expect(await sends(paused.companyId)).toEqual([]);
    const settings = (
      await authed(t.app, sdrCookie).get(digestPath(paused.campaignId))
    ).json() as DigestSettings;
    expect(settings.active).toBe(false);
  });

  it("queues a week once when two runs overlap", async () => {
    const a = await company();
    await Promise.all([runDigests(), runDigests(), runDigests()]);
    expect(await mailsTo(t.db, a.client)).toHaveLength(1);
    expect(await sends(a.companyId)).toHaveLength(1);
  });

  it("mails a preview of last week to the signed-in manager; clients may read the settings but not change them", async () => {
    const a = await company();
    const preview = await authed(t.app, sdrCookie).post(`${digestPath(a.campaignId)}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ sentTo: sdrEmail });
    await waitForJobs(t.db, "mail-delivery", drained);
    const mail = receivedBy(sdrEmail).at(-1);
    expect((await mailsTo(t.db, sdrEmail)).at(-1)?.subject).toMatch(/^Preview: /);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(await sends(a.companyId)).toEqual([]);

    const clientCookie = await login(t.app, a.client, "correct-horse-battery", "client");
    const client = authed(t.app, clientCookie);
    const read = await client.get(digestPath(a.campaignId));
    expect(read.statusCode).toBe(200);
    expect((read.json() as DigestSettings).recipients.map((r) => r.email)).toEqual([a.client]);
    expect(
      (await client.put(digestPath(a.campaignId), { weekday: 2, hour: 8, extraRecipients: [] })).statusCode,
    ).toBe(403);
    expect((await client.post(`${digestPath(a.campaignId)}/preview`)).statusCode).toBe(403);
    const other = await company();
    expect((await client.get(digestPath(other.campaignId))).statusCode).toBe(404);
  });

  it("refuses bad settings with a message naming the problem and keeps the saved ones", async () => {
    const a = await company();
    const api = authed(t.app, sdrCookie);
    const cases: [unknown, string][] = [
      [
        { weekday: 8, hour: 9, extraRecipients: [] },
        "Day must be a weekday number from 1 (Monday) to 7 (Sunday)",
      ],
      [{ weekday: 1, hour: 24, extraRecipients: [] }, "Hour must be a whole hour from 0 to 23"],
      [
        { weekday: 1, hour: 9, extraRecipients: ["not-an-address"] },
        "Enter valid e-mail addresses (one is not)",
      ],
      [
        { weekday: 1, hour: 9, extraRecipients: ["x@example.test", "X@example.test"] },
        "An extra address is listed twice",
      ],
      [
        { weekday: 1, hour: 9, extraRecipients: [], sendTo: "x" },
        "Unknown field in the digest settings: sendTo",
      ],
      [{}, "Extra recipients must be a list of e-mail addresses"],
    ];
    for (const [body, message] of cases) {
      const response = await api.put(digestPath(a.campaignId), body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    const saved = (await api.get(digestPath(a.campaignId))).json() as DigestSettings;
    expect(saved).toMatchObject({ weekday: 1, hour: 9, extraRecipients: [], updatedAt: null });
  });
});

describe.skipIf(onPglite)("two app servers on one PostgreSQL database", () => {
  // An embedded PGlite database belongs to one process, so there is no second server to run.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("queue each company's week once", async () => {
    const record = await createCompany(t.db);
    const { email } = await createClientUser(t.db, { companyId: record.companyId });
    await backdate(t, record.companyId);
    const second = await openSecondServer(t);
    try {
      // Both servers work the digest job: several runs, taken by either, queue the week once.
      await Promise.all([
        t.app.jobs.enqueue("send-digests", {}),
        second.app.jobs.enqueue("send-digests", {}),
        t.app.jobs.enqueue("send-digests", {}),
        second.app.jobs.enqueue("send-digests", {}),
      ]);
      await waitForJobs(
        t.db,
        "send-digests",
        (jobs) => jobs.filter((job) => job.state === "completed").length >= 4,
        30_000,
      );
    } finally {
      await second.close();
    }
    expect(await mailsTo(t.db, email)).toHaveLength(1);
    const [sent] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from digest_sends where company_id = ${record.companyId}`,
    );
    expect(sent?.n).toBe(1);
  });
});
