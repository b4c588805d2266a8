import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { PRIVACY_LOG } from "../../../../tests/helpers/privacy-person.js";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import { prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import {
  type ExportFormat,
  metricsExportPath,
  type ProspectScreen,
  prospectExportPath,
  teamKpisExportPath,
} from "../../../shared/contracts/exports.js";
import type { Metrics } from "../../../shared/contracts/metrics.js";
import type { PrivacyLogEntry } from "../../../shared/contracts/privacy.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { KPI_FIGURES, OTHERS_LABEL, type TeamKpis } from "../../../shared/contracts/team-kpis.js";
import { queryRows } from "../../core/db/raw.js";
import { readCsv } from "../imports/csv/read-csv.js";
import { prospectPages } from "./prospect-export.service.js";

const { t, w } = workspaceSuite("Lantern & Co");

type Api = typeof w.sdr.api;
type Response = Awaited<ReturnType<Api["get"]>>;

/** The data rows of a CSV answer, header first. */
function csvRows(response: Response): string[][] {
  const table = readCsv(response.rawPayload);
  expect(table.problemRows).toEqual([]);
  return [table.headers, ...Array.from({ length: table.rowCount }, (_, index) => table.row(index))];
}

/** Every row of each sheet of an .xlsx answer, as text ("" for an empty cell), header first. */
async function xlsxSheets(response: Response): Promise<Map<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(
        Array.from({ length: sheet.columnCount }, (_, index) => {
          const value = values[index];
          return value === undefined || value === null ? "" : String(value);
        }),
      );
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

const exportOf = (api: Api, campaignId: string, screen: ProspectScreen, format: ExportFormat, q?: string) =>
  api.get(prospectExportPath(campaignId, { screen, format, ...(q === undefined ? {} : { q }) }));

/** The screen's rows as the client lists them: the campaign's list with the screen's filter. */
async function screenRows(api: Api, campaignId: string, screen: ProspectScreen, q?: string) {
  const response = await api.get(prospectsPath(campaignId, q));
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as Prospect[];
  if (screen === "connections") return list.filter((prospect) => prospect.connected);
  if (screen === "replies") return list.filter((prospect) => prospect.finalDisposition === "Reply");
  return list;
}

const HYPERLINK = '=HYPERLINK("https://evil.test","Click")';

describe("prospect exports", () => {
  beforeAll(async () => {
    const at = "2026-11-20T10:00:00.000Z";
    await createProspects(t.db, w.company.campaignId, 24, (index) => ({
      company: index % 3 === 0 ? "Harbor Lights" : `Company ${index}`,
      connectedAt: index % 2 === 0 ? at : null,
      inviteAt: at,
      finalDisposition: index % 4 === 0 ? "Reply" : "New",
      phone: index === 5 ? "+44 20 7946 0000" : null,
      // The same moment for several rows: pages must break ties by name and id.
      assignedAt: index < 12 ? at : "2026-11-21T10:00:00.000Z",
    }));
    await createProspects(t.db, w.company.campaignId, 1, {
      firstName: HYPERLINK,
      lastName: "@Formula",
      company: "Harbor Lights",
      connectedAt: "2026-11-20T10:00:00.000Z",
    });
    // Bad data is not listed, so not exported either.
    await createProspects(t.db, w.company.campaignId, 2, {
      company: "Harbor Lights",
      badDataAt: "2026-11-22T10:00:00.000Z",
    });
  });

  it.each([
    ["scheduler", undefined],
    ["scheduler", "harbor"],
    ["connections", "HARBOR"],
    ["replies", undefined],
    ["replies", "  harbor "],
  ] as const)("%s with search %j: the same rows, in the same order, as the screen", async (screen, q) => {
    const expected = await screenRows(w.sdr.api, w.company.campaignId, screen, q);
    expect(expected.length).toBeGreaterThan(0);
    const response = await exportOf(w.sdr.api, w.company.campaignId, screen, "csv", q);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = csvRows(response);
    expect(rows).toHaveLength(expected.length);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => row[column("Last Name")])).toEqual(
      expected.map((prospect) => prospect.lastName.replace(/^@/, "'@")),
    );
    expect(rows.map((row) => row[column("Email")])).toEqual(expected.map((prospect) => prospect.email ?? ""));
  });

  it("writes every column of the table, contact details, dates and the next step", async () => {
    const response = await exportOf(w.sdr.api, w.company.campaignId, "scheduler", "csv");
    const [header, ...rows] = csvRows(response);
    expect(header).toEqual([
      "#",
      "First Name",
      "Last Name",
      "Job Title",
      "Company",
      "LinkedIn Name",
      "Invite",
      "Connected",
      "M1",
      "M2",
      "M3",
      "M4",
      "FF1",
      "FF2",
      "FF3",
      "FF4",
      "FF5",
      "Sequence Tag",
      "Final Disposition",
      "Next Step",
      "LinkedIn URL",
      "Last Touch (UTC)",
      "Email",
      "Phone",
      "SDR",
      "Do Not Contact",
      "Imported (UTC)",
      "Assigned (UTC)",
      "Updated (UTC)",
    ]);
    // A leading "+" could start a formula too: neutralised like any other cell.
    const withPhone = rows.find((row) => row[23] === "'+44 20 7946 0000");
    expect(withPhone?.slice(6, 8)).toEqual(["Yes", ""]);
    expect(withPhone?.[27]).toBe("2026-11-20T10:00:00.000Z");
    // Planned by the list's cadence (the next step is planned before the rows are read).
    expect(rows.every((row) => (row[19] ?? "") !== "")).toBe(true);
    expect(rows.map((row) => row[0])).toEqual(rows.map((_, index) => String(index + 1)));
  });

  it("re-reads as .xlsx with the same rows as the CSV", async () => {
    const csv = csvRows(await exportOf(w.sdr.api, w.company.campaignId, "connections", "csv", "harbor"));
    const response = await exportOf(w.sdr.api, w.company.campaignId, "connections", "xlsx", "harbor");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const sheets = await xlsxSheets(response);
    expect([...sheets.keys()]).toEqual(["Prospects"]);
    expect(sheets.get("Prospects")).toEqual(csv);
  });

  it("neutralises a cell that would run as a formula, in both formats", async () => {
    const csv = await exportOf(w.sdr.api, w.company.campaignId, "scheduler", "csv", "HYPERLINK");
    expect(csv.body).toContain(`"'=HYPERLINK(""https://evil.test"",""Click"")",'@Formula,`);
    const [, row] = csvRows(csv);
    expect(row?.slice(1, 3)).toEqual([`'${HYPERLINK}`, "'@Formula"]);

    const xlsx = await xlsxSheets(
      await exportOf(w.sdr.api, w.company.campaignId, "scheduler", "xlsx", "hyperlink"),
    );
    expect(xlsx.get("Prospects")?.[1]?.slice(1, 3)).toEqual([`'${HYPERLINK}`, "'@Formula"]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await exportOf(w.sdr.api, w.company.campaignId, "scheduler", "xlsx", "hyperlink"))
        .rawPayload as unknown as ArrayBuffer,
    );
    // A text cell, not a formula.
    expect(workbook.worksheets[0]?.getCell("B2").type).toBe(ExcelJS.ValueType.String);
  });

  it("names the file after the company, the screen and the day, with a plain ASCII fallback", async () => {
    const company = await createCompany(t.db, { companyName: "Zürich/Söhne" });
    const response = await exportOf(w.sdr.api, company.campaignId, "replies", "xlsx");
    expect(response.statusCode, response.body).toBe(200);
    const disposition = String(response.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="Z_rich-S_hne - Replies - \d{4}-\d{2}-\d{2}\.xlsx"; /);
    expect(disposition).toContain("filename*=UTF-8''Z%C3%BCrich-S%C3%B6hne%20-%20Replies%20-%20");
    // An empty list is a header alone.
    expect((await xlsxSheets(response)).get("Prospects")).toHaveLength(1);
  });

  it("reads the rows a page at a time, each once, in the list's order", async () => {
    const expected = (await screenRows(w.sdr.api, w.company.campaignId, "scheduler")).map((p) => p.id);
    const pages: string[][] = [];
    for await (const page of prospectPages(t.db, w.company.campaignId, "scheduler", undefined, 4)) {
      pages.push(page.map((row) => row.id));
    }
    expect(pages.every((page) => page.length <= 4)).toBe(true);
    expect(pages.flat()).toEqual(expected);
  });

  it("records who exported which campaign and how many rows in the privacy log, without personal data", async () => {
    const response = await exportOf(w.sdr.api, w.company.campaignId, "scheduler", "csv", "harbor");
    const rows = csvRows(response).length - 1;
    const [entry] = await queryRows<{
      actor_id: string;
      company_id: string;
      summary: string;
      detail: object;
    }>(
      t.db,
      sql`select actor_id, company_id, summary, detail from privacy_log
          where action = 'prospect.export' order by id desc limit 1`,
    );
    expect(entry).toEqual({
      actor_id: w.sdr.userId,
      company_id: w.company.companyId,
      summary: `Exported ${rows} prospects of Lantern & Co (Scheduler, CSV)`,
      detail: { campaignId: w.company.campaignId, screen: "scheduler", format: "csv", rows, searched: true },
    });
    const log = await w.sdr.api.get(`${PRIVACY_LOG}?action=prospect.export`);
    expect((log.json() as { entries: PrivacyLogEntry[] }).entries[0]).toMatchObject({
      action: "prospect.export",
      companyName: "Lantern & Co",
      summary: entry?.summary,
    });
    // The search is not kept: it could be a person's name.
    expect(JSON.stringify(entry)).not.toMatch(/harbor/i);
  });
});

describe("who may export", () => {
  it("a client exports its own campaign, and only its rows", async () => {
    const other = await createCompany(t.db, { companyName: "Elsewhere Ltd" });
    await createProspects(t.db, other.campaignId, 3, { company: "Harbor Lights" });
    const response = await exportOf(w.client.api, w.company.campaignId, "scheduler", "csv", "harbor");
    expect(response.statusCode, response.body).toBe(200);
    const expected = await screenRows(w.client.api, w.company.campaignId, "scheduler", "harbor");
    const ids = new Set(expected.map((prospect) => prospect.email));
    const [header, ...rows] = csvRows(response);
    const email = header?.indexOf("Email") ?? -1;
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((row) => ids.has(row[email] ?? ""))).toBe(true);

    const elsewhere = await exportOf(w.client.api, other.campaignId, "scheduler", "csv");
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: "Campaign not found" });
    expect((await w.client.api.get(metricsExportPath(other.campaignId, "all-time", "csv"))).statusCode).toBe(
      404,
    );
    expect(
      (await w.client.api.get(metricsExportPath(w.company.campaignId, "all-time", "csv"))).statusCode,
    ).toBe(200);
  });

  it("an SDR exports any campaign; an unknown one is 404", async () => {
    const response = await exportOf(w.sdr.api, UNKNOWN_ID, "scheduler", "csv");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Campaign not found" });
  });

  it("signed out is 401; Team KPIs and every campaign's figures are for agency staff", async () => {
    expect((await exportOf(w.anonymous, w.company.campaignId, "scheduler", "csv")).statusCode).toBe(401);
    expect((await w.anonymous.get(teamKpisExportPath("this-week", "csv"))).statusCode).toBe(401);
    expect((await w.client.api.get(teamKpisExportPath("this-week", "csv"))).statusCode).toBe(403);
    expect((await w.client.api.get(metricsExportPath(null, "this-week", "csv"))).statusCode).toBe(403);
  });

  it("refuses a format, screen or period it does not know, naming it", async () => {
    const bad = await w.sdr.api.get(`/api/campaigns/${w.company.campaignId}/prospects/export?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("format must be csv or xlsx");
    const screen = await w.sdr.api.get(
      `/api/campaigns/${w.company.campaignId}/prospects/export?screen=today`,
    );
    expect(screen.statusCode).toBe(400);
    expect(screen.body).toContain("screen must be one of");
    const period = await w.sdr.api.get("/api/team-kpis/export?period=forever");
    expect(period.statusCode).toBe(400);
    expect(period.body).toContain("period must be one of");
  });
});

describe("figure exports", () => {
  it("the dashboard's cards and funnel for the period, as the metrics API answers them", async () => {
    const metrics = (
      await w.sdr.api.get(`/api/campaigns/${w.company.campaignId}/metrics?period=all-time`)
    ).json() as Metrics;
    const response = await w.sdr.api.get(metricsExportPath(w.company.campaignId, "all-time", "xlsx"));
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers["content-disposition"])).toMatch(
      /filename="Lantern & Co - Dashboard - All Time - \d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const sheets = await xlsxSheets(response);
    expect([...sheets.keys()]).toEqual(["Report", "Figures", "Funnel"]);
    expect(sheets.get("Report")?.[2]).toEqual(["Period", "All Time"]);
    const figures = new Map(sheets.get("Figures")?.map((row) => [row[1], row[2]]));
    expect(figures.get("Invited")).toBe(String(metrics.invited));
    expect(figures.get("Connected")).toBe(String(metrics.connected));
    expect(figures.get("Total Prospects")).toBe(String(metrics.totalProspects));
    expect(figures.get("Invite-to-Connection Rate (%)")).toBe(String(metrics.inviteToConnectionRate));
    expect(sheets.get("Funnel")?.[1]).toEqual(["Invited", String(metrics.invited), "100"]);

    const csv = await w.sdr.api.get(metricsExportPath(null, "this-week", "csv"));
    expect(csv.statusCode, csv.body).toBe(200);
    // Three blocks, a blank line apart.
    expect(csv.body.split("\r\n\r\n")).toHaveLength(3);
    expect(csv.body).toContain("Dashboard,All Campaigns\r\n");
  });

  it("Team KPIs' table and totals for the period", async () => {
    const kpis = (await w.sdr.api.get("/api/team-kpis?period=last-30-days")).json() as TeamKpis;
    const response = await w.sdr.api.get(teamKpisExportPath("last-30-days", "csv"));
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers["content-disposition"])).toMatch(/filename="Team KPIs - Last 30 Days - /);
    const blocks = response.body.replace(/^\uFEFF/, "").split("\r\n\r\n");
    const table = blocks[1]?.trim().split("\r\n");
    expect(table?.[0]).toBe("SDR,Email,Invited,Connected,Messages Sent,Follow-Ups Sent,Replied");
    // The header, the SDRs, what no SDR's work accounts for (when anything) and the totals.
    const othersRow = KPI_FIGURES.some((figure) => kpis.others[figure] !== 0);
    expect(table).toHaveLength(kpis.sdrs.length + (othersRow ? 3 : 2));
    if (othersRow) {
      expect(table?.at(-2)).toBe(
        [`"${OTHERS_LABEL}"`, "", ...KPI_FIGURES.map((figure) => kpis.others[figure])].join(","),
      );
    }
    const { invited, connected, messagesSent, followUpsSent, replied } = kpis.totals;
    expect(table?.at(-1)).toBe(
      `Team total,,${invited},${connected},${messagesSent},${followUpsSent},${replied}`,
    );
  });
});
