import type { Locator, Page } from "@playwright/test";
import type { ComparedMetrics } from "../src/shared/contracts/metrics";
import type { Prospect } from "../src/shared/contracts/prospects";
import type { TeamKpis } from "../src/shared/contracts/team-kpis";
import {
  apiSignIn,
  createConnectedCompany,
  expect,
  MANAGER,
  mainNav,
  shot,
  test,
  uniqueName,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";

const FIGURES = ["Invited", "Connected", "Messages Sent", "Follow-Ups Sent", "Replied"] as const;
const API_FIGURE = {
  Invited: "invited",
  Connected: "connected",
  "Messages Sent": "messagesSent",
  "Follow-Ups Sent": "followUpsSent",
  Replied: "replied",
} as const;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function patchProspect(page: Page, id: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.patch(`/api/prospects/${id}`, { data });
  expect(response.ok(), `PATCH ${JSON.stringify(data)}: ${await response.text()}`).toBe(true);
}

/** One of the Scheduler's five KPI cards, by its label. */
function kpiCard(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: "Key figures" })
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

/** A figure card's number (dashboards and Team KPIs name each card by its label). */
function cardValue(scope: Locator, label: string): Locator {
  return scope.getByRole("group", { name: label, exact: true }).locator("p").nth(1);
}

test.describe("Figures that can be true, and a new manager's first minutes", () => {
  test("card percentages on a seeded week compare like with like", async ({ page }) => {
    test.setTimeout(90_000);
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "E2E Rates" });
    const tag = company.campaignId.slice(0, 8);
    await importPeople(
      page,
      ["Ann", "Ben", "Cas", "Dee"].map((first) => ({
        first,
        last: "Rate",
        company: "Acme",
        linkedinUrl: `https://www.linkedin.com/in/${first.toLowerCase()}-rate-${tag}`,
      })),
      { campaignId: company.campaignId },
    );
    const prospects = await getJson<Prospect[]>(page, `/api/campaigns/${company.campaignId}/prospects`);
    const byName = (first: string) => prospects.find((row) => row.firstName === first)?.id ?? "";
    // This week: Ann invited, connected, replied; Ben invited; Cas connected and a meeting, never
    // invited here; Dee replied without either. Before: "Replied 3 — 150% of invited" beside "Invited 2".
    for (const patch of [{ invite: true }, { connected: true }, { finalDisposition: "Reply" }]) {
      await patchProspect(page, byName("Ann"), patch);
    }
    await patchProspect(page, byName("Ben"), { invite: true });
    await patchProspect(page, byName("Cas"), { connected: true });
    await patchProspect(page, byName("Cas"), { finalDisposition: "Meeting" });
    await patchProspect(page, byName("Dee"), { finalDisposition: "Reply" });

    await test.step("Scheduler, This Week: the rates are of the two invited in the period", async () => {
      await page.goto(`/campaign/${company.campaignId}/scheduler`);
      await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("This Week");
      const replied = kpiCard(page, "Replied");
      await expect(replied).toContainText("3", { timeout: 15_000 });
      await expect(replied).toContainText("50% of the 2 invited in the period");
      await expect(kpiCard(page, "Connected")).toContainText("50% of the 2 invited in the period");
      await expect(kpiCard(page, "Invited")).toContainText("2");
      await expect(page.getByRole("region", { name: "Key figures" })).not.toContainText("150%");
      await shot(page, "figures-scheduler-this-week");
    });

    await test.step("Scheduler, All Time: the share of invited", async () => {
      await page.getByRole("combobox", { name: "Date range" }).click();
      await page.getByRole("option", { name: "All Time", exact: true }).click();
      await expect(kpiCard(page, "Replied")).toContainText("50% of invited");
      await expect(kpiCard(page, "Connected")).toContainText("50% of invited");
    });

    await test.step("Dashboard, Last 7 Days: efficiency rates say what they divide", async () => {
      await page.goto(`/campaign/${company.campaignId}/dashboard?period=last-7-days`);
      const main = page.getByRole("main");
      await expect(cardValue(main, "Invite-to-Connection Rate")).toHaveText("50.0%", { timeout: 15_000 });
      await expect(main.getByRole("group", { name: "Invite-to-Connection Rate" })).toContainText(
        "Of those invited in the period, now connected",
      );
      // Ann and Cas connected in these days, and both replied.
      await expect(cardValue(main, "Connection-to-Reply Rate")).toHaveText("100.0%");
      await expect(page.getByText("Share of the prospects invited in the period")).toBeVisible();
      await shot(page, "figures-dashboard-last-7-days");
    });
  });

  test("Team KPIs' totals are the dashboards' totals, This Week and All Time", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    for (const period of ["this-week", "all-time"] as const) {
      await page.goto(`/team-kpis?period=${period}`);
      await expect(page.getByRole("heading", { name: "Team KPIs", level: 1 })).toBeVisible();
      const totals = page.getByRole("region", { name: "Team totals" });
      await expect(cardValue(totals, "Invited")).not.toHaveText("", { timeout: 15_000 });
      const dashboards = await getJson<ComparedMetrics>(page, `/api/metrics?period=${period}`);
      const kpis = await getJson<TeamKpis>(page, `/api/team-kpis?period=${period}`);
      for (const label of FIGURES) {
        const value = dashboards[API_FIGURE[label]].toLocaleString("en-US");
        await expect(cardValue(totals, label), `${period} ${label}`).toHaveText(value);
        // The SDR rows and the others row add up to the same totals.
        const rows = kpis.sdrs.reduce((sum, row) => sum + row[API_FIGURE[label]], 0);
        expect(rows + kpis.others[API_FIGURE[label]]).toBe(dashboards[API_FIGURE[label]]);
      }
      const table = page.getByRole("table", { name: "SDRs" });
      if (FIGURES.some((label) => kpis.others[API_FIGURE[label]] !== 0)) {
        await expect(
          table.getByRole("rowheader", { name: /Imports, integrations and corrections/ }),
        ).toBeVisible();
      }
      await expect(page.getByRole("figure", { name: "SDRs compared" })).toBeVisible();
      await shot(page, `figures-team-kpis-${period}`);
    }
  });

  test("a new manager's first run: summary and sidebar agree, Launch waits, long names, Saved", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await apiSignIn(page, MANAGER);
    const stamp = uniqueName("").trim();
    // Two long company names that differ only at the end, an SDR, a scheduler, and an empty row.
    const names = [`${stamp} Whitfield Logistics Europe`, `${stamp} Whitfield Logistics Americas`];
    const companies: { id: string }[] = [];
    for (const companyName of names) {
      const created = await page.request.post("/api/management-clients", {
        data: { companyName, clientName: "Whit Field" },
      });
      expect(created.ok(), await created.text()).toBe(true);
      companies.push((await created.json()) as { id: string });
    }
    const sdrName = `First Run SDR ${stamp}`;
    const sdr = await page.request.post("/api/management-sdrs", {
      data: { name: sdrName, email: `first-run-${stamp.replace(/\W/g, "")}@agency.test` },
    });
    expect(sdr.ok(), await sdr.text()).toBe(true);
    for (const company of companies) {
      const row = await page.request.post("/api/connection-matrix", { data: { companyId: company.id } });
      expect(row.ok(), await row.text()).toBe(true);
    }
    const empty = await page.request.post("/api/connection-matrix", { data: {} });
    expect(empty.ok(), await empty.text()).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/manage-campaigns");
    await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();

    await test.step("Active Clients counts what the sidebar lists under CLIENTS", async () => {
      const active = await getJson<{ id: string }[]>(page, "/api/campaigns/active");
      const summary = page.getByRole("region", { name: "Summary" });
      await expect(summary).toContainText(new RegExp(`Active Clients\\s*${active.length}(?!\\d)`));
      const sidebarCampaigns = mainNav(page).locator('a[href$="/scripts"]');
      if (active.length === 0) {
        await expect(mainNav(page)).toContainText("No active campaigns yet.");
      } else {
        await expect(sidebarCampaigns).toHaveCount(active.length);
      }
    });

    const matrix = page.getByRole("table", { name: "Connection Matrix" });
    const rows = matrix.getByRole("row");
    const emptyRow = rows.filter({ has: page.getByRole("combobox", { name: /^Company for/ }) }).last();

    await test.step("Launch waits for a company, SDR and scheduler, and says so", async () => {
      const launch = emptyRow.getByRole("button", { name: /^Launch Scheduler for connection/ });
      await expect(launch).toHaveAttribute("aria-disabled", "true");
      await expect(launch).toHaveAccessibleDescription("Choose a company, SDR and scheduler to launch");
      await launch.hover();
      await expect(page.getByRole("tooltip")).toHaveText("Choose a company, SDR and scheduler to launch");
      await shot(page, "first-run-launch-waits");
      // A click does nothing: no request, no error.
      const launches: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/launch")) launches.push(request.url());
      });
      await launch.click({ force: true });
      await page.waitForTimeout(300);
      expect(launches).toEqual([]);
      await expect(page.getByRole("region", { name: /Notifications/ })).not.toContainText("Error");
    });

    await test.step("two long, similar company names read differently at 1280 px", async () => {
      for (const name of names) {
        const select = matrix.getByRole("combobox", { name: /^Company for connection \d+$/ }).filter({
          hasText: name,
        });
        await expect(select).toHaveCount(1);
        await expect(select).toHaveText(name);
        // The whole name shows: its text box is not cut short.
        const clipped = await select
          .locator("span")
          .first()
          .evaluate((element) => element.scrollHeight > element.clientHeight + 1);
        expect(clipped, name).toBe(false);
      }
      await shot(page, "first-run-long-company-names");
    });

    await test.step("an inline edit says Saved", async () => {
      await page.getByRole("tab", { name: "SDRs", exact: true }).click();
      const nameCell = page
        .getByRole("table", { name: "SDRs", exact: true })
        .getByRole("textbox", { name: `Name for ${sdrName}`, exact: true });
      await nameCell.fill(`${sdrName} Jr`);
      await nameCell.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
      await shot(page, "first-run-inline-saved");
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveCount(0, { timeout: 5_000 });
    });
  });

  test("the landing page leads a signed-in user to their dashboard, not to Login or the demo", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    await page.goto("/");
    const banner = page.getByRole("banner");
    const go = banner.getByRole("link", { name: "Go to your dashboard" });
    await expect(go).toBeVisible();
    await expect(banner.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await expect(banner.getByRole("button", { name: "Interactive Demo" })).toHaveCount(0);
    await shot(page, "landing-signed-in");
    await go.click();
    await expect(page).toHaveURL(/\/manage-campaigns$/);
  });
});
