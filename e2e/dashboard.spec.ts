import type { Page, Response } from "@playwright/test";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import type { Metrics } from "../src/shared/contracts/metrics";
import {
  apiSignIn,
  CAMPAIGN_DASHBOARD_URL,
  DEMO_CLIENT,
  expect,
  MANAGER,
  PHONE,
  registerClient,
  shot,
  signIn,
  test,
} from "./support/fixtures";

const SECTIONS = ["Activity Metrics", "Conversion Metrics", "Efficiency Metrics", "Pipeline Hygiene"];
const LAUNCH = "Launch your campaign!";
const count = (value: number) => new Intl.NumberFormat("en-US").format(value);
const percent = (value: number) =>
  `${new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;

/** Waits for the metrics answer of one period; `scope` is "campaigns/<id>" or "" for all campaigns. */
function metricsResponse(page: Page, period: string, scope?: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    const path = scope === undefined ? /\/metrics$/ : new RegExp(`^/api/${scope ? `${scope}/` : ""}metrics$`);
    return path.test(url.pathname) && url.searchParams.get("period") === period;
  });
}

function figure(page: Page, label: string) {
  return page.getByRole("group", { name: label, exact: true });
}

/** Every card of the four sections shows the figure the API answered, formatted. */
async function expectFigures(page: Page, metrics: Metrics) {
  const expected: [string, string][] = [
    ["Invited", count(metrics.invited)],
    ["Messages Sent", count(metrics.messagesSent)],
    ["Follow-Ups Sent", count(metrics.followUpsSent)],
    ["Connected", count(metrics.connected)],
    ["Replied", count(metrics.replied)],
    ["Positive Replies", count(metrics.positiveReplies)],
    ["Meetings Booked", count(metrics.meetingsBooked)],
    ["Invite-to-Connection Rate", percent(metrics.inviteToConnectionRate)],
    ["Connection-to-Reply Rate", percent(metrics.connectionToReplyRate)],
    ["Prospects Marked Bad Data", count(metrics.badDataCount)],
    [
      "Average Last Touch (days)",
      metrics.averageLastTouchDays === null ? "—" : metrics.averageLastTouchDays.toFixed(1),
    ],
  ];
  for (const [label, value] of expected) {
    // The exact figure, so a stale "23" never passes for a fresh "2".
    await expect(figure(page, label).getByText(value, { exact: true }), label).toBeVisible();
  }
}

async function choosePeriod(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

test.describe("campaign dashboard", () => {
  test("the demo client sees the four sections with the API's figures, and the period really filters", async ({
    page,
  }) => {
    const allTime = metricsResponse(page, "all-time");
    await signIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    await expect(page).toHaveTitle(/Northwind Demo Co Dashboard/);
    await expect(
      page.getByRole("heading", { name: `${DEMO_COMPANY_NAME} Dashboard`, exact: true, level: 1 }),
    ).toBeVisible();
    const main = page.getByRole("main");
    // One campaign's dashboard leads with its LinkedIn budget, then the spec's four sections.
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["LinkedIn budget", ...SECTIONS]);

    const response = await allTime;
    expect(response.status()).toBe(200);
    const metrics = (await response.json()) as Metrics;
    // The seeded demo campaign (spec "Demo dashboard"): 100 prospects, 23 connected, 8 meetings.
    expect(metrics).toMatchObject({ totalProspects: 100, invited: 100, connected: 23, meetingsBooked: 8 });
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("All Time");
    await expect(figure(page, "Connected")).toContainText("23");
    await expectFigures(page, metrics);
    await expect(page.getByRole("figure", { name: "Funnel" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Daily Activity" })).toBeVisible();
    await shot(page, "dashboard-demo-all-time");

    // Spec's four date ranges, in its order.
    await page.getByRole("combobox", { name: "Date range" }).click();
    await expect(page.getByRole("option")).toHaveText(["All Time", "Last 30 Days", "Last 7 Days", "Today"]);
    await page.keyboard.press("Escape");

    for (const [label, period] of [
      ["Last 7 Days", "last-7-days"],
      ["Today", "today"],
      ["Last 30 Days", "last-30-days"],
    ] as const) {
      const next = metricsResponse(page, period);
      const activity = page.waitForRequest(
        (request) =>
          /\/activity$/.test(new URL(request.url()).pathname) &&
          new URL(request.url()).searchParams.get("period") === period,
      );
      await choosePeriod(page, label);
      const answer = await next;
      await activity;
      expect(answer.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`[?&]period=${period}$`));
      await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText(label);
      const figures = (await answer.json()) as Metrics;
      expect(figures.invited).toBeLessThanOrEqual(metrics.invited);
      await expectFigures(page, figures);
    }
    await shot(page, "dashboard-demo-last-30-days");

    // The period survives a reload (it lives in the URL).
    const reloaded = metricsResponse(page, "last-30-days");
    await page.reload();
    await reloaded;
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("Last 30 Days");
  });

  test("the Launch button and its tooltip show for the demo client and open onboarding", async ({ page }) => {
    await signIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    const launch = page.getByRole("button", { name: LAUNCH });
    await expect(launch).toBeVisible();
    await launch.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Start your real campaign in 5 minutes!");
    await shot(page, "dashboard-launch-tooltip");
    // Every edge of the button takes clicks once the sign-in toast has gone: nothing fixed lies over it.
    const box = await launch.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      const hits = await page.evaluate(
        ({ x, y, width, height }) =>
          [
            [x + width / 2, y + 2],
            [x + width / 2, y + height - 2],
            [x + 4, y + height / 2],
            [x + width - 4, y + height / 2],
          ].map(([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest("button")?.textContent),
        box,
      );
      expect(hits).toEqual(Array(4).fill(LAUNCH));
    }

    // /dashboard shows the client's own campaign too.
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { name: `${DEMO_COMPANY_NAME} Dashboard`, level: 1 }),
    ).toBeVisible();
    await expect(figure(page, "Connected")).toBeVisible();
    await page.getByRole("button", { name: LAUNCH }).click();
    await expect(page.getByRole("dialog", { name: "Launch Your Campaign" })).toBeVisible();
  });

  test("on a phone the cards stack two per row and nothing overflows", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    const connected = figure(page, "Connected");
    const replied = figure(page, "Replied");
    const positive = figure(page, "Positive Replies");
    await expect(connected).toContainText("23");
    const [a, b, c] = await Promise.all([
      connected.boundingBox(),
      replied.boundingBox(),
      positive.boundingBox(),
    ]);
    expect(a && b && c).toBeTruthy();
    if (!a || !b || !c) return;
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    expect(c.y).toBeGreaterThan(a.y + a.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "dashboard-demo-phone");
  });

  test("an SDR sees All Campaigns with a per-client selector, and no Launch button", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    const companyName = `E2E Dash ${Date.now().toString(36)}`;
    const client = await page.request.post("/api/management-clients", {
      data: { companyName, clientName: "Dana Dashboard" },
    });
    expect(client.ok(), await client.text()).toBe(true);
    const { id: companyId, campaignId } = (await client.json()) as { id: string; campaignId: string };
    const connection = await page.request.post("/api/connection-matrix", { data: { companyId } });
    expect(connection.ok(), await connection.text()).toBe(true);
    const { id: connectionId } = (await connection.json()) as { id: string };
    const launched = await page.request.post(`/api/connection-matrix/${connectionId}/launch`);
    expect(launched.ok(), await launched.text()).toBe(true);

    const all = metricsResponse(page, "all-time", "");
    await page.goto("/dashboard");
    expect((await all).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
    const picker = page.getByRole("combobox", { name: "Campaign" });
    await expect(picker).toHaveText("All Campaigns");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SECTIONS);
    await expect(page.getByRole("button", { name: LAUNCH })).toHaveCount(0);
    await shot(page, "dashboard-sdr-all-campaigns");

    await picker.click();
    await expect(page.getByRole("option").first()).toHaveText("All Campaigns");
    const own = metricsResponse(page, "all-time", `campaigns/${campaignId}`);
    await page.getByRole("option", { name: companyName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}/dashboard$`));
    const figures = (await (await own).json()) as Metrics;
    await expect(page.getByRole("heading", { name: `${companyName} Dashboard`, level: 1 })).toBeVisible();
    await expect(picker).toHaveText(companyName);
    await expectFigures(page, figures);
    await expect(page.getByRole("button", { name: LAUNCH })).toHaveCount(0);

    // The chosen period goes along when switching back to All Campaigns.
    const week = metricsResponse(page, "last-7-days", `campaigns/${campaignId}`);
    await choosePeriod(page, "Last 7 Days");
    await week;
    const allWeek = metricsResponse(page, "last-7-days", "");
    await picker.click();
    await page.getByRole("option", { name: "All Campaigns", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?period=last-7-days$/);
    expect((await allWeek).status()).toBe(200);
  });

  test("a client without a campaign is told it appears once the agency sets it up", async ({ page }) => {
    await registerClient(page);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
    await expect(page.getByText("Your campaign appears here once the agency sets it up.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: LAUNCH })).toHaveCount(0);
  });
});
