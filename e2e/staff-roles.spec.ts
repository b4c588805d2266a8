import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import { E2E_BASE_URL } from "./support/env";
import {
  apiSignIn,
  createConnectedCompany,
  expect,
  expectToast,
  MANAGER,
  mainNav,
  shot,
  test,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

const INVITEE_PASSWORD = "amber-lantern-meadow-58";
const MEMBER_PASSWORD = "copper-orchard-violin-27";

/** The pages of the Manager section that staff in the SDR role never see. */
const MANAGERS_ONLY_LINKS = ["Manage Campaigns", "Team KPIs", "Subscriptions", "God Mode", "Privacy"];

function sdrsTable(page: Page): Locator {
  return page.getByRole("table", { name: "SDRs", exact: true });
}

/** The SDRs table's row of the member named `name`. */
function sdrRow(page: Page, name: string): Locator {
  return sdrsTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("textbox", { name: `Name for ${name}`, exact: true }) });
}

async function openRowMenu(page: Page, name: string): Promise<Locator> {
  await sdrsTable(page)
    .getByRole("button", { name: `Actions for ${name}`, exact: true })
    .click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens a select and picks an option. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/**
 * The matrix row of a company ("connection 7"). A long matrix only renders the rows near the screen,
 * so the page is scrolled until the row is there.
 */
async function matrixRowName(page: Page, companyName: string): Promise<string> {
  const company = page
    .getByRole("combobox", { name: /^Company for connection \d+$/ })
    .filter({ hasText: companyName });
  await expect(async () => {
    if ((await company.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(company).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const label = await company.getAttribute("aria-label");
  return (label ?? "").replace("Company for ", "");
}

/** The invitation link of a mail the app sent. */
function invitationLink(mail: string): string {
  const link = /https?:\/\/\S+\/invitation\?token=[^\s"<>]+/.exec(mail)?.[0];
  expect(link, "invitation link in the mail").toBeTruthy();
  return link as string;
}

async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function rosterId(page: Page, email: string): Promise<string> {
  const response = await page.request.get("/api/management-sdrs");
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as { id: string; email: string }[];
  const row = rows.find((sdr) => sdr.email === email);
  expect(row, `${email} is on the roster`).toBeDefined();
  return (row as { id: string }).id;
}

/**
 * If the member now owns the agency, they hand it back to the e2e manager (`ownerRowId`), so the other
 * specs find the manager owning it.
 */
async function handBack(
  page: Page,
  browser: Browser,
  member: { email: string; password: string },
  ownerRowId: string,
): Promise<void> {
  const response = await page.request.get("/api/management-sdrs");
  const rows = (await response.json()) as { email: string; role: string }[];
  if (rows.find((row) => row.email === member.email)?.role !== "owner") return;
  const owner = await newBrowserPage(browser);
  try {
    await apiSignIn(owner, { ...member, type: "sdr" });
    const back = await owner.request.post(`/api/management-sdrs/${ownerRowId}/transfer-ownership`);
    expect(back.ok(), await back.text()).toBe(true);
  } finally {
    await owner.context().close();
  }
}

test.describe("staff roles", () => {
  // Each test follows two people in two browsers.
  test.describe.configure({ timeout: 120_000 });

  test("a manager invites an SDR onto one campaign: the SDR lands on Today and reaches only that campaign", async ({
    page,
    browser,
  }) => {
    await apiSignIn(page, MANAGER);
    const worked = await createConnectedCompany(page.request, { prefix: "Roles Worked Co" });
    const other = await createConnectedCompany(page.request, { prefix: "Roles Other Co" });
    const name = uniqueName("Riley Role");
    const email = uniqueEmail("role-sdr");

    const sentAfter = Date.now();
    await test.step("the manager adds the SDR from the SDRs tab, in the SDR role", async () => {
      await page.goto("/manage-campaigns?tab=sdrs");
      await page.getByRole("button", { name: "Add SDR", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add SDR" });
      await dialog.getByLabel("Name", { exact: true }).fill(name);
      await dialog.getByLabel("Email", { exact: true }).fill(email);
      const role = dialog.getByRole("combobox", { name: "Role" });
      await expect(role).toHaveText("SDR");
      await expect(
        dialog.getByText("SDRs work only the campaigns the connection matrix assigns them."),
      ).toBeVisible();
      await shot(page, "staff-roles-add-sdr-dialog");
      await dialog.getByRole("button", { name: "Add SDR", exact: true }).click();
      await expectToast(page, "SDR Created", `An invitation was mailed to ${email}.`);
      await expect(dialog).toBeHidden();
      await expect(sdrRow(page, name).getByRole("combobox", { name: `Role for ${name}` })).toHaveText("SDR");
    });

    await test.step("the manager names the SDR on one company's connection-matrix row", async () => {
      await page.goto("/manage-campaigns?tab=connections");
      const matrix = page.getByRole("table", { name: "Connection Matrix", exact: true });
      await expect(matrix.getByText("Loading connections...")).toHaveCount(0);
      const row = await matrixRowName(page, worked.companyName);
      await choose(page, matrix.getByRole("combobox", { name: `SDR for ${row}`, exact: true }), name);
      await shot(page, "staff-roles-matrix-sdr-linked");
    });

    const sdr = await newBrowserPage(browser);
    try {
      await test.step("the SDR accepts the mailed invitation and lands on Today", async () => {
        await sdr.goto(invitationLink(await waitForMail(email, sentAfter)));
        await expect(sdr.getByRole("heading", { name: "Join Outreach Desk as an SDR" })).toBeVisible({
          timeout: 15_000,
        });
        await sdr.getByLabel("Name", { exact: true }).fill(name);
        await sdr.getByLabel("Password", { exact: true }).fill(INVITEE_PASSWORD);
        await sdr.getByLabel("Confirm password").fill(INVITEE_PASSWORD);
        await sdr.getByRole("button", { name: "Accept invitation" }).click();
        await expect(sdr).toHaveURL(/\/today$/);
        await expectToast(sdr, "Invitation accepted", `Welcome, ${name}`);
        await expect(sdr.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
        // Their own queue only: no choice of SDR.
        await expect(sdr.getByRole("combobox", { name: "SDR" })).toHaveCount(0);
      });

      await test.step("the sidebar lists their work and their one campaign, nothing of the managers'", async () => {
        const nav = mainNav(sdr);
        await expect(nav.getByRole("heading", { name: "MY WORK", exact: true })).toBeVisible();
        await expect(nav.getByRole("heading", { name: "MANAGER", exact: true })).toHaveCount(0);
        for (const [label, href] of [
          ["Today", "/today"],
          ["Resources", "/resources"],
          ["Do Not Contact", "/do-not-contact"],
          ["Settings", "/settings"],
        ] as const) {
          await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
        }
        for (const label of MANAGERS_ONLY_LINKS) {
          await expect(nav.getByRole("link", { name: label, exact: true })).toHaveCount(0);
        }
        await expect(nav.getByText(worked.companyName, { exact: true })).toBeVisible();
        await expect(nav.getByText(other.companyName, { exact: true })).toHaveCount(0);
        await expect(nav.getByText(DEMO_COMPANY_NAME, { exact: true })).toHaveCount(0);
        await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
          "href",
          `/campaign/${worked.campaignId}/dashboard`,
        );
        await shot(sdr, "staff-roles-sdr-today");
      });

      await test.step("Settings shows the SDR only their side panels", async () => {
        await sdr.goto("/settings?tab=api-keys");
        await expect(sdr.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
        const tabs = sdr.getByRole("tablist", { name: "Settings sections" });
        await expect(tabs.getByRole("tab")).toHaveText(["Side panel"]);
        await expect(sdr.getByRole("region", { name: "Connected side panels" })).toBeVisible();
      });

      await test.step("managers' pages send the SDR back to Today", async () => {
        for (const path of ["/manage-campaigns", "/team-kpis"]) {
          await sdr.goto(path);
          await expect(sdr, `the SDR visiting ${path}`).toHaveURL(/\/today$/);
          await expect(sdr.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
        }
      });

      await test.step("the dashboard shows their campaign, without All Campaigns", async () => {
        await sdr.goto("/dashboard");
        await expect(
          sdr.getByRole("heading", { name: `${worked.companyName} Dashboard`, level: 1 }),
        ).toBeVisible();
        const picker = sdr.getByRole("combobox", { name: "Campaign" });
        await expect(picker).toHaveText(worked.companyName);
        await picker.click();
        await expect(sdr.getByRole("option")).toHaveText([worked.companyName]);
        await sdr.keyboard.press("Escape");
        await shot(sdr, "staff-roles-sdr-dashboard");
      });

      await test.step("Resources is read-only for the SDR", async () => {
        await mainNav(sdr).getByRole("link", { name: "Resources", exact: true }).click();
        await expect(sdr.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
        await expect(sdr.getByText("Managers keep the list up to date.")).toBeVisible();
        await expect(sdr.getByRole("button", { name: "Add Row" })).toHaveCount(0);
        await expect(sdr.getByRole("button", { name: "Save" })).toHaveCount(0);
      });

      await test.step("their do-not-contact entries go to their campaign, never agency-wide", async () => {
        await mainNav(sdr).getByRole("link", { name: "Do Not Contact", exact: true }).click();
        await expect(sdr.getByRole("heading", { name: "Do Not Contact", level: 1 })).toBeVisible();
        await sdr.getByRole("button", { name: "Add entry" }).click();
        const dialog = sdr.getByRole("dialog");
        await dialog.getByRole("combobox", { name: "Applies to" }).click();
        await expect(sdr.getByRole("option")).toHaveText([worked.companyName]);
        await sdr.keyboard.press("Escape");
        await shot(sdr, "staff-roles-sdr-do-not-contact");
      });
    } finally {
      await sdr.context().close();
    }
  });

  test("the owner sees each member's role and hands ownership to a member who can sign in", async ({
    page,
    browser,
  }) => {
    await apiSignIn(page, MANAGER);
    const name = uniqueName("Morgan Member");
    const email = uniqueEmail("role-member");
    const created = await page.request.post("/api/management-sdrs", { data: { name, email } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    const login = await page.request.patch(`/api/management-sdrs/${id}`, {
      data: { loginPassword: MEMBER_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const invitedName = uniqueName("Ivy Invited");
    const invited = await page.request.post("/api/management-sdrs", {
      data: { name: invitedName, email: uniqueEmail("role-invited") },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    const ownerRowId = await rosterId(page, MANAGER.email);

    await page.goto("/manage-campaigns?tab=sdrs");
    await expect(sdrsTable(page).getByRole("columnheader", { name: "Role" })).toBeVisible();
    const ownerRow = sdrRow(page, "Manager");
    await expect(ownerRow.getByText("Owner", { exact: true })).toBeVisible();
    await expect(ownerRow.getByRole("combobox", { name: /^Role for / })).toHaveCount(0);
    const memberRole = sdrRow(page, name).getByRole("combobox", { name: `Role for ${name}` });
    await expect(memberRole).toHaveText("SDR");

    await test.step("a role chosen in the table is saved at once", async () => {
      await choose(page, memberRole, "Manager");
      await expect(sdrRow(page, name).getByText("Saved")).toBeVisible();
      await page.reload();
      await expect(memberRole).toHaveText("Manager");
    });

    await test.step("Transfer Ownership is offered for members who can sign in", async () => {
      const invitedMenu = await openRowMenu(page, invitedName);
      await expect(invitedMenu.getByRole("menuitem", { name: "Transfer Ownership" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      const menu = await openRowMenu(page, name);
      await expect(menu.getByRole("menuitem", { name: "Transfer Ownership" })).toBeVisible();
      await shot(page, "staff-roles-owner-row-menu");
      await menu.getByRole("menuitem", { name: "Transfer Ownership" }).click();
      const confirm = page.getByRole("alertdialog", { name: `Make ${name} the owner?` });
      await expect(confirm).toContainText("You become a manager.");
      await shot(page, "staff-roles-transfer-confirm");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
    });

    try {
      await test.step("the owner transfers: the member owns the agency and the owner becomes a manager", async () => {
        await (await openRowMenu(page, name)).getByRole("menuitem", { name: "Transfer Ownership" }).click();
        const confirm = page.getByRole("alertdialog", { name: `Make ${name} the owner?` });
        await confirm.getByRole("button", { name: "Transfer Ownership" }).click();
        await expectToast(page, "Ownership Transferred", `${name} now owns the agency. You are a manager.`);
        await expect(sdrRow(page, name).getByText("Owner", { exact: true })).toBeVisible();
        await expect(ownerRow.getByRole("combobox", { name: "Role for Manager" })).toHaveText("Manager");
        // No longer the owner, the signed-in manager has nothing to hand on.
        const menu = await openRowMenu(page, invitedName);
        await expect(menu.getByRole("menuitem", { name: "Edit" })).toBeVisible();
        await expect(menu.getByRole("menuitem", { name: "Transfer Ownership" })).toHaveCount(0);
        await page.keyboard.press("Escape");
        await shot(page, "staff-roles-ownership-transferred");
      });
    } finally {
      await handBack(page, browser, { email, password: MEMBER_PASSWORD }, ownerRowId);
    }
  });
});
