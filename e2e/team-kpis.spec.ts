import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import type { Prospect } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  demoCampaignId,
  expect,
  MANAGER,
  PHONE,
  shot,
  test,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";

const PASSWORD = "second-sdr-pass-1";

/** A roster SDR with a login, made by the signed-in manager over the API; answers the roster id. */
async function createSdrWithLogin(page: Page, name: string, email: string): Promise<string> {
  const created = await page.request.post("/api/management-sdrs", { data: { name, email } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const login = await page.request.patch(`/api/management-sdrs/${id}`, { data: { loginPassword: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return id;
}

/**
 * A connection-matrix row naming the SDR for the demo company, so that the SDR works its campaign (an
 * SDR reaches only the campaigns whose rows name them); answers the row's id, to archive afterwards.
 */
async function assignToDemoCompany(page: Page, sdrId: string): Promise<string> {
  const clients = (await (await page.request.get("/api/management-clients")).json()) as {
    id: string;
    companyName: string;
  }[];
  const demo = clients.find((client) => client.companyName === DEMO_COMPANY_NAME);
  expect(demo, "the demo company is seeded").toBeDefined();
  const row = await page.request.post("/api/connection-matrix", { data: { companyId: demo?.id, sdrId } });
  expect(row.ok(), await row.text()).toBe(true);
  return ((await row.json()) as { id: string }).id;
}

/** The SDR's row in the Team KPIs table. */
function sdrRow(page: Page, name: string): Locator {
  return page.getByRole("table", { name: "SDRs" }).getByRole("row").filter({ hasText: name });
}

/** The figure in the row's column `index` (0 Invited, 1 Connected, ...), without its change badge. */
function figure(row: Locator, index: number): Locator {
  return row.getByRole("cell").nth(index).locator("span").first();
}

/** Runs `act` and waits for the PATCH it sends to be answered 200. */
async function saved(page: Page, act: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes("/api/prospects/") && response.request().method() === "PATCH",
    { timeout: 10_000 },
  );
  await act();
  expect((await answered).status()).toBe(200);
}

async function tickInvites(browser: Browser, email: string, campaignId: string, prospects: Prospect[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await apiSignIn(page, { email, password: PASSWORD, type: "sdr" });
    await page.goto(`/campaign/${campaignId}/scheduler`);
    for (const prospect of prospects) {
      const name = `${prospect.firstName} ${prospect.lastName}`;
      await page.getByRole("searchbox", { name: "Search prospects" }).fill(prospect.firstName);
      const invite = page.getByRole("checkbox", { name: `Invite for ${name}`, exact: true });
      await expect(invite).toHaveCount(1, { timeout: 15_000 });
      if (await invite.isChecked()) {
        await saved(page, () => invite.click());
        await expect(invite).not.toBeChecked();
      }
      // The row may still be settling after the untick: click until the tick is saved and shown.
      await expect(async () => {
        if (!(await invite.isChecked())) await saved(page, () => invite.click());
        await expect(invite).toBeChecked({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    }
    await shot(page, "team-kpis-second-sdr-ticked-invites");
  } finally {
    await context.close();
  }
}

test.describe("Team KPIs", () => {
  test("a manager sees a second SDR's invites counted after the SDR ticks them in the scheduler", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await apiSignIn(page, MANAGER);
    const sdrName = uniqueName("E2E KPI SDR");
    const sdrEmail = uniqueEmail("kpi-sdr");
    const sdrId = await createSdrWithLogin(page, sdrName, sdrEmail);
    const connectionId = await assignToDemoCompany(page, sdrId);
    const campaignId = await demoCampaignId(page);
    const response = await page.request.get(`/api/campaigns/${campaignId}/prospects`);
    // Two prospects, preferably not invited yet (an invited one is unticked first, then ticked).
    const all = (await response.json()) as Prospect[];
    const chosen = [...all.filter((row) => !row.invite), ...all.filter((row) => row.invite)].slice(0, 2);
    expect(chosen).toHaveLength(2);

    await test.step("the manager opens Team KPIs: the new SDR is listed at 0", async () => {
      await page.goto("/team-kpis");
      await expect(page.getByRole("heading", { name: "Team KPIs", level: 1 })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("This Week");
      const totals = page.getByRole("region", { name: "Team totals" });
      for (const label of ["Invited", "Connected", "Messages Sent", "Follow-Ups Sent", "Replied"]) {
        await expect(totals.getByRole("group", { name: label })).toBeVisible();
      }
      await expect(figure(sdrRow(page, sdrName), 0)).toHaveText("0", { timeout: 15_000 });
      await expect(page.getByRole("figure", { name: "SDRs compared" })).toBeVisible();
      await shot(page, "team-kpis-before");
    });

    const invitedBefore = Number(
      ((await page.getByRole("group", { name: "Invited" }).locator("p").nth(1).textContent()) ?? "").replace(
        /,/g,
        "",
      ),
    );

    await test.step("the second SDR ticks two invites in the scheduler", async () => {
      try {
        await tickInvites(browser, sdrEmail, campaignId, chosen);
      } finally {
        // The demo company's campaign leaves this SDR again.
        const archived = await page.request.delete(`/api/connection-matrix/${connectionId}`);
        expect(archived.ok(), await archived.text()).toBe(true);
      }
    });

    await test.step("after a reload the manager sees the SDR's invited count go up", async () => {
      await page.reload();
      const row = sdrRow(page, sdrName);
      await expect(figure(row, 0)).toHaveText("2", { timeout: 15_000 });
      await expect(figure(row, 1)).toHaveText("0");
      await expect(page.getByRole("group", { name: "Invited" }).locator("p").nth(1)).toHaveText(
        (invitedBefore + 2).toLocaleString("en-US"),
      );
      // The chart loads in its own chunk after the reload: wait for it, so the picture is complete.
      await expect(page.getByRole("figure", { name: "SDRs compared" })).toBeVisible();
      await shot(page, "team-kpis-after");
    });

    await test.step("another period, then the phone layout", async () => {
      await page.getByRole("combobox", { name: "Date range" }).click();
      await page.getByRole("option", { name: "All Time", exact: true }).click();
      await expect(page).toHaveURL(/\/team-kpis\?period=all-time$/);
      await expect(figure(sdrRow(page, sdrName), 0)).toHaveText("2");
      await page.setViewportSize(PHONE);
      await page.goto("/team-kpis");
      await expect(figure(sdrRow(page, sdrName), 0)).toHaveText("2", { timeout: 15_000 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, "team-kpis-phone");
    });
  });
});
