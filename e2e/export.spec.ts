import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { readCsv } from "../src/server/features/imports/csv/read-csv";
import type { Prospect } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  DEMO_CLIENT,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
} from "./support/fixtures";
import { demoCampaignId, prospects, searchBox } from "./support/scheduler";

/** The screen's search (spec section 5): first name, last name or company, ignoring case. */
const matches = (prospect: Prospect, text: string) =>
  [prospect.firstName, prospect.lastName, prospect.company].some((value) =>
    value.toLowerCase().includes(text.toLowerCase()),
  );

async function exportAs(page: Page, format: "CSV" | "Excel (.xlsx)"): Promise<Download> {
  await page.getByRole("button", { name: "Export Scheduler" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: format }).click();
  return downloading;
}

async function csvRows(download: Download): Promise<string[][]> {
  const table = readCsv(await readFile(await download.path()));
  return Array.from({ length: table.rowCount }, (_, index) => table.row(index));
}

async function xlsxRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? "")));
  });
  return rows;
}

test.describe("Exports", () => {
  let campaignId = "";

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
    campaignId ||= await demoCampaignId(page);
  });

  test("the Scheduler exports the rows its search shows, as CSV and Excel", async ({ page }) => {
    const list = await prospects(page, campaignId);
    // A company's name: a search that keeps a few rows, not all of them.
    const search = (list[0] as Prospect).company;
    const expected = list.filter((prospect) => matches(prospect, search));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(list.length);

    await page.goto(`/campaign/${campaignId}/scheduler`);
    await searchBox(page).fill(search);
    await expect(page.getByText(new RegExp(`^${expected.length} prospects?( ·|$)`))).toBeVisible();

    const csv = await exportAs(page, "CSV");
    expect(csv.suggestedFilename()).toMatch(/ - Scheduler - \d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await csvRows(csv);
    expect(rows.map((row) => `${row[1]} ${row[2]}`)).toEqual(
      expected.map((prospect) => `${prospect.firstName} ${prospect.lastName}`),
    );

    const xlsx = await exportAs(page, "Excel (.xlsx)");
    expect(xlsx.suggestedFilename()).toMatch(/ - Scheduler - \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await xlsxRows(xlsx)).map((row) => row.slice(0, 5))).toEqual(rows.map((row) => row.slice(0, 5)));

    await page.getByRole("button", { name: "Export Scheduler" }).click();
    await expect(page.getByRole("menuitem", { name: "CSV" })).toBeVisible();
    await shot(page, "export-scheduler-menu");
    await page.keyboard.press("Escape");
  });

  test("a refused export shows the server's message", async ({ page }) => {
    await page.goto(`/campaign/${campaignId}/connections`);
    // Longer than any search the server takes: the list just shows nothing, the export is refused.
    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/prospects\/export\?.*\)$/);
    await searchBox(page).fill("x".repeat(201));
    await expect(page.getByText("No connected prospects found")).toBeVisible();
    await page.getByRole("button", { name: "Export Connections" }).click();
    await page.getByRole("menuitem", { name: "CSV" }).click();
    await expectToast(page, "The export could not be downloaded", /q must be at most 200 characters/);
  });

  test("a client exports its own campaign; Team KPIs export for the period", async ({ page, browser }) => {
    const client = await browser.newPage({ viewport: PHONE });
    await apiSignIn(client, DEMO_CLIENT);
    await client.goto(`/campaign/${campaignId}/replies`);
    await expect(client.getByRole("table", { name: "Replied Prospects" })).toBeVisible();
    await shot(client, "export-replies-client-phone");
    await client.getByRole("button", { name: "Export Replies" }).click();
    const downloading = client.waitForEvent("download");
    await client.getByRole("menuitem", { name: "CSV" }).click();
    const download = await downloading;
    const replies = (await prospects(client, campaignId)).filter((p) => p.finalDisposition === "Reply");
    expect(await csvRows(download)).toHaveLength(replies.length);
    await client.close();

    await page.goto("/team-kpis?period=last-30-days");
    await page.getByRole("button", { name: "Export Team KPIs" }).click();
    const kpis = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Excel (.xlsx)" }).click();
    expect((await kpis).suggestedFilename()).toMatch(/^Team KPIs - Last 30 Days - \d{4}-\d{2}-\d{2}\.xlsx$/);
    await shot(page, "export-team-kpis");
  });

  test("the dashboard exports its cards and funnel for the period", async ({ page }) => {
    const figures = await page.request.get(`/api/campaigns/${campaignId}/metrics?period=last-30-days`);
    const metrics = (await figures.json()) as { invited: number; connected: number };
    await page.goto(`/campaign/${campaignId}/dashboard?period=last-30-days`);
    await page.getByRole("button", { name: "Export dashboard figures" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/ - Dashboard - Last 30 Days - \d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), "utf8");
    expect(text).toContain(`Activity Metrics,Invited,${metrics.invited}\r\n`);
    expect(text).toContain(`Connected,${metrics.connected},`);
    await shot(page, "export-dashboard");
    await page.setViewportSize(PHONE);
    await shot(page, "export-dashboard-phone");
  });
});
