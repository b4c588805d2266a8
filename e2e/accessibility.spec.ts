import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import {
  apiSignIn,
  CAMPAIGN_SEGMENTS,
  createConnectedCompany,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  expectConsoleLines,
  MANAGER,
  mainNav,
  PHONE,
  test,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { createSeat, importExport, seatProspects, writeExportZip } from "./support/seats";

const DESKTOP = { width: 1280, height: 800 };
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Waits until the screen (or the open dialog) has its heading and no loading spinner is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading").first()).toBeVisible();
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
}

/** Runs the WCAG 2.1 A/AA rules on what is on screen; every serious or critical finding is reported. */
async function audit(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        // For contrast, axe's own account of the colours found.
        const detail = violation.id === "color-contrast" ? ` (${node.any[0]?.message})` : "";
        return `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${violation.help}${detail}`;
      }),
    );
  expect.soft(findings, `${screen} at ${page.viewportSize()?.width}px`).toEqual([]);
}

/** Audits the screen as it is at 1280 px, then at 390 px, and leaves the page at 1280 px. */
async function auditBothWidths(page: Page, screen: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await audit(page, screen);
  await page.setViewportSize(PHONE);
  await settled(page);
  await audit(page, screen);
  await page.setViewportSize(DESKTOP);
}

async function visit(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(path);
  await auditBothWidths(page, screen);
}

test.describe("accessibility (WCAG 2.1 AA)", () => {
  test("public screens", async ({ page, request }) => {
    test.setTimeout(180_000);
    // The pages opened with an unknown token are answered as the server refuses such a token.
    expectConsoleLines(
      / 410 \(Gone\) \(.*\/api\/invitations\/preview\)$/,
      / 400 .*\/api\/auth\/verify-email\)$/,
    );
    const screens: [string, string][] = [
      ["/", "Landing"],
      ["/login", "Login"],
      ["/forgot-password", "Forgot Password"],
      ["/demo/dashboard", "Demo Dashboard"],
      ["/success", "Success"],
      ["/cancel", "Cancel"],
      ["/no-such-page", "Not Found"],
      ["/invitation?token=unknown", "Invitation"],
      ["/reset-password?token=unknown", "Reset Password"],
      ["/verify-email?token=unknown", "Verify Email"],
    ];
    for (const [path, screen] of screens) await visit(page, path, screen);

    await page.goto("/?onboarding=true");
    await expect(page.getByRole("dialog", { name: "Launch Your Campaign" })).toBeVisible();
    await auditBothWidths(page, "Onboarding wizard");

    const login = await request.post("/api/auth/login", {
      data: { email: MANAGER.email, password: MANAGER.password, userType: "sdr" },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const clients = (await (await request.get("/api/management-clients")).json()) as {
      companyName: string;
      campaignId: string;
    }[];
    const demo = clients.find((client) => client.companyName === DEMO_COMPANY_NAME);
    const created = await request.post(`/api/campaigns/${demo?.campaignId}/share-links`, {
      data: { label: "Accessibility check" },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { url } = (await created.json()) as { url: string };
    await visit(page, new URL(url).pathname, "Shared dashboard");
  });

  test("manager screens and dialogs", async ({ page }) => {
    test.setTimeout(420_000);
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);

    const screens: [string, string][] = [
      ["/today", "Today"],
      ["/team-kpis", "Team KPIs"],
      ["/subscriptions", "Subscriptions"],
      ["/god-mode", "God Mode"],
      ["/resources", "Resources"],
      ["/do-not-contact", "Do Not Contact"],
      ["/privacy", "Privacy"],
    ];
    for (const [path, screen] of screens) await visit(page, path, screen);
    for (const tab of ["connections", "sdrs", "clients", "schedulers"]) {
      await visit(page, `/manage-campaigns?tab=${tab}`, `Manage Campaigns (${tab})`);
    }
    for (const tab of ["api-keys", "webhooks", "calendly", "audit-log", "side-panel"]) {
      await visit(page, `/settings?tab=${tab}`, `Settings (${tab})`);
    }
    for (const segment of [...CAMPAIGN_SEGMENTS, "scheduler-import-csv"]) {
      await visit(page, `/campaign/${campaignId}/${segment}`, `Campaign ${segment}`);
    }

    await page.goto("/manage-campaigns?tab=sdrs");
    await page.getByRole("button", { name: "Add SDR", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Add SDR" })).toBeVisible();
    await auditBothWidths(page, "Add SDR dialog");

    await page.goto(`/campaign/${campaignId}/scheduler`);
    await settled(page);
    const details = page.getByRole("button", { name: /^Details for / }).first();
    const name = ((await details.getAttribute("aria-label")) ?? "").replace(/^Details for /, "");
    await details.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await auditBothWidths(page, "Prospect details");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: `Bad Data for ${name}` }).click();
    await expect(page.getByRole("dialog", { name: `Flag ${name} as bad data` })).toBeVisible();
    await auditBothWidths(page, "Bad data dialog");
    await page.keyboard.press("Escape");

    const disposition = page.getByRole("combobox", { name: `Final Disposition for ${name}` });
    await disposition.click();
    await page.getByRole("option", { name: "Reply", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await auditBothWidths(page, "Reply dialog");
    await page.keyboard.press("Escape");
  });

  test("seat screens and the Add seat dialog", async ({ page }) => {
    test.setTimeout(180_000);
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "E2E Axe Seat" });
    const people = seatProspects("Axe", 4);
    await importPeople(page, people, { campaignId: company.campaignId });
    const profileUrl = `https://www.linkedin.com/in/axe-seat-${Date.now().toString(36)}`;
    const seat = await createSeat(page.request, {
      name: `Axe seat ${Date.now().toString(36)}`,
      profileUrl,
      companyId: company.companyId,
      campaignIds: [company.campaignId],
    });
    const imported = await importExport(page.request, seat.id, writeExportZip(profileUrl, people));

    await visit(page, "/seats", "Seats");
    await visit(page, `/seats/${seat.id}`, "Seat");
    await visit(page, `/seats/${seat.id}/imports/${imported.id}`, "Reconciliation report");
    await visit(page, `/campaign/${company.campaignId}/dashboard`, "Campaign dashboard with a seat");

    await page.goto("/seats");
    await page.getByRole("button", { name: "Add seat" }).click();
    await expect(page.getByRole("dialog", { name: "Add seat" })).toBeVisible();
    await auditBothWidths(page, "Add seat dialog");
  });

  test("the client's screens, and God Mode's client view", async ({ page, browser }) => {
    test.setTimeout(300_000);
    await apiSignIn(page, DEMO_CLIENT);
    await visit(page, "/dashboard", "Client dashboard");
    for (const link of ["Scheduler", "Scripts", "Prospect Chat"]) {
      await mainNav(page).getByRole("link", { name: link, exact: true }).click();
      await auditBothWidths(page, `Client ${link}`);
    }

    const context = await browser.newContext({ viewport: DESKTOP });
    const manager = await context.newPage();
    await apiSignIn(manager, MANAGER);
    const live = await createConnectedCompany(manager.request, { prefix: "E2E Axe God" });
    await manager.goto("/god-mode");
    await manager.getByRole("combobox", { name: "Client" }).click();
    await manager.getByRole("option", { name: live.companyName, exact: true }).click();
    await manager.getByRole("button", { name: "View Client Dashboard" }).click();
    await expect(mainNav(manager).getByRole("heading", { name: "DASHBOARD", exact: true })).toBeVisible();
    await auditBothWidths(manager, "God Mode client view");
    await context.close();
  });
});
