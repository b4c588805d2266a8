import type { Locator, Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/env";
import {
  apiSignIn,
  CAMPAIGN_SEGMENTS,
  type Credentials,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  mainNav,
  PHONE,
  shot,
  signIn,
  test,
  toasts,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";

/** The four list calls behind Manage Campaigns (with or without ?includeArchived=true). */
// With the active campaigns, which Active Clients counts (as the sidebar lists them).
const MANAGEMENT_LISTS =
  /\/api\/(management-(sdrs|clients|schedulers)|connection-matrix|campaigns\/active)(\?[^/]*)?$/;

const TABS = [
  {
    name: "Connection Matrix",
    table: "Connection Matrix",
    loading: "Loading connections...",
    empty: "No connections yet",
  },
  { name: "SDRs", table: "SDRs", loading: "Loading SDRs...", empty: "No SDRs yet" },
  { name: "Clients", table: "Clients", loading: "Loading clients...", empty: "No clients yet" },
  { name: "Schedulers", table: "Schedulers", loading: "Loading schedulers...", empty: "No schedulers yet" },
] as const;

function tab(page: Page, name: string): Locator {
  return page.getByRole("tab", { name, exact: true });
}

function table(page: Page, name: string): Locator {
  return page.getByRole("table", { name, exact: true });
}

function summary(page: Page): Locator {
  return page.getByRole("region", { name: "Summary" });
}

/** A summary card reads "<label><value><hint>"; the value is the number right after the label. */
function summaryValue(label: string, value: number | string): RegExp {
  return new RegExp(`${label}\\s*${value}(?!\\d)`);
}

/** The Matrix's company selects are named "Company for connection <n>", one per row. */
function companySelects(page: Page): Locator {
  return page.getByRole("combobox", { name: /^Company for connection \d+$/ });
}

/** Opens a row's select and picks an option. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

async function listLength(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

async function countWhere(page: Page, path: string, status: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { status: string }[]).filter((row) => row.status === status).length;
}

test.describe("Manage Campaigns", () => {
  test("loading texts, then the empty state of every tab and zero summary cards", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(MANAGEMENT_LISTS, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      await released;
      return route.fulfill({ json: [] });
    });

    await page.goto("/manage-campaigns");
    await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();
    for (const { name, loading } of TABS) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
      await expect(table(page, name).getByText(loading, { exact: true })).toBeVisible();
    }
    await shot(page, "manage-campaigns-loading");

    release();
    for (const { name, empty } of TABS) {
      await tab(page, name).click();
      await expect(table(page, name).getByText(empty, { exact: true })).toBeVisible();
      await expect(table(page, name).getByRole("textbox")).toHaveCount(0);
      await shot(page, `manage-campaigns-empty-${name.toLowerCase().replaceAll(" ", "-")}`);
    }
    for (const label of ["Total Connections", "Active SDRs", "Active Clients", "Ready Schedulers"]) {
      await expect(summary(page)).toHaveText(summaryValue(label, 0));
    }
  });

  test("the add dialogs show the spec messages under empty required fields", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    await page.goto("/manage-campaigns?tab=sdrs");

    await page.getByRole("button", { name: "Add SDR", exact: true }).click();
    const sdrDialog = page.getByRole("dialog", { name: "Add SDR" });
    await sdrDialog.getByRole("button", { name: "Add SDR", exact: true }).click();
    await expect(sdrDialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      "SDR name is required",
    );
    await expect(sdrDialog.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Valid email is required",
    );
    await expect(sdrDialog.getByText("SDR name is required", { exact: true })).toBeVisible();
    await expect(sdrDialog.getByText("Valid email is required", { exact: true })).toBeVisible();
    await sdrDialog.getByLabel("Email", { exact: true }).fill("not-an-email");
    await sdrDialog.getByRole("button", { name: "Add SDR", exact: true }).click();
    await expect(sdrDialog.getByText("Valid email is required", { exact: true })).toBeVisible();
    await shot(page, "add-sdr-dialog-errors");
    await sdrDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(sdrDialog).toBeHidden();

    await tab(page, "Clients").click();
    await page.getByRole("button", { name: "Add Client", exact: true }).click();
    const clientDialog = page.getByRole("dialog", { name: "Add Client" });
    await clientDialog.getByRole("button", { name: "Add Client", exact: true }).click();
    await expect(clientDialog.getByLabel("Company name", { exact: true })).toHaveAccessibleDescription(
      "Company name is required",
    );
    await expect(clientDialog.getByLabel("Client name", { exact: true })).toHaveAccessibleDescription(
      "Client name is required",
    );
    await expect(clientDialog.getByText("Company name is required", { exact: true })).toBeVisible();
    await expect(clientDialog.getByText("Client name is required", { exact: true })).toBeVisible();
    // The login fields are optional: left empty they carry no message.
    await expect(clientDialog.getByText("Valid email is required")).toHaveCount(0);
    await shot(page, "add-client-dialog-errors");
    await clientDialog.getByRole("button", { name: "Close" }).click();
    await expect(clientDialog).toBeHidden();

    await tab(page, "Schedulers").click();
    await page.getByRole("button", { name: "Add Scheduler", exact: true }).click();
    const schedulerDialog = page.getByRole("dialog", { name: "Add Scheduler" });
    await schedulerDialog.getByRole("button", { name: "Add Scheduler", exact: true }).click();
    await expect(schedulerDialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      "Scheduler name is required",
    );
    await expect(schedulerDialog.getByText("Scheduler name is required", { exact: true })).toBeVisible();
    await shot(page, "add-scheduler-dialog-errors");
    // Nothing was sent: no toast, and the dialog stays open until cancelled.
    await expect(toasts(page).getByText("Error", { exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(schedulerDialog).toBeHidden();
  });

  test("a manager creates an SDR, a client with a login and a scheduler, connects and launches them; the client signs in and sees only its campaign", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const sdrName = uniqueName("E2E SDR");
    const sdrEmail = uniqueEmail("sdr");
    const companyName = uniqueName("E2E Launch Co");
    const client: Credentials = {
      email: uniqueEmail("launch-client"),
      password: "launch-pass-1",
      type: "client",
    };
    const schedulerName = uniqueName("E2E Scheduler");

    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/manage-campaigns$/);
    await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Management tables" }).getByRole("tab")).toHaveText([
      "Connection Matrix",
      "SDRs",
      "Clients",
      "Schedulers",
    ]);
    await expect(tab(page, "Connection Matrix")).toHaveAttribute("aria-selected", "true");

    await test.step("SDRs: Add SDR", async () => {
      await tab(page, "SDRs").click();
      await expect(page).toHaveURL(/\/manage-campaigns\?tab=sdrs$/);
      // The manager's own SDR row is always there.
      await expect(
        table(page, "SDRs").getByRole("textbox", { name: "Name for Manager", exact: true }),
      ).toHaveValue("Manager");
      await page.getByRole("button", { name: "Add SDR", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add SDR" });
      await dialog.getByLabel("Name", { exact: true }).fill(sdrName);
      await dialog.getByLabel("Email", { exact: true }).fill(sdrEmail);
      await dialog.getByRole("button", { name: "Add SDR", exact: true }).click();
      await expectToast(page, "SDR Created", `${sdrName} was added to your team.`);
      await expect(dialog).toBeHidden();
      await expect(
        table(page, "SDRs").getByRole("textbox", { name: `Name for ${sdrName}`, exact: true }),
      ).toHaveValue(sdrName);
      await expect(
        table(page, "SDRs").getByRole("textbox", { name: `Email for ${sdrName}`, exact: true }),
      ).toHaveValue(sdrEmail);
      await expect(
        table(page, "SDRs").getByRole("combobox", { name: `Status for ${sdrName}`, exact: true }),
      ).toHaveText("Onboarding");
      await shot(page, "manage-campaigns-sdrs");
    });

    const campaignId = await test.step("Clients: Add Client with a login", async () => {
      await tab(page, "Clients").click();
      await page.getByRole("button", { name: "Add Client", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add Client" });
      await dialog.getByLabel("Company name", { exact: true }).fill(companyName);
      await dialog.getByLabel("Client name", { exact: true }).fill("Robin Client");
      await dialog.getByLabel("Login email (optional)").fill(client.email);
      await dialog.getByLabel("Login password (optional)").fill(client.password);
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/management-clients") && response.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Add Client", exact: true }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const body = (await response.json()) as { campaignId: string; hasLogin: boolean };
      expect(body).not.toHaveProperty("loginPassword");
      expect(body.hasLogin).toBe(true);
      await expectToast(page, "Client Created", `${companyName} was added with its campaign.`);
      await expect(dialog).toBeHidden();
      const clients = table(page, "Clients");
      await expect(
        clients.getByRole("textbox", { name: `Company name for ${companyName}`, exact: true }),
      ).toHaveValue(companyName);
      await expect(
        clients.getByRole("textbox", { name: `Login email for ${companyName}`, exact: true }),
      ).toHaveValue(client.email);
      await expect(
        clients
          .getByRole("row")
          .filter({ hasText: "Login" })
          .getByRole("textbox", {
            name: `Company name for ${companyName}`,
          }),
      ).toBeVisible();
      await shot(page, "manage-campaigns-clients");
      return body.campaignId;
    });

    await test.step("Schedulers: Add Scheduler", async () => {
      await tab(page, "Schedulers").click();
      await page.getByRole("button", { name: "Add Scheduler", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add Scheduler" });
      await dialog.getByLabel("Name", { exact: true }).fill(schedulerName);
      await dialog.getByRole("button", { name: "Add Scheduler", exact: true }).click();
      await expectToast(page, "Scheduler Created", `${schedulerName} is ready to be connected.`);
      await expect(dialog).toBeHidden();
      await expect(
        table(page, "Schedulers").getByRole("combobox", { name: `Status for ${schedulerName}`, exact: true }),
      ).toHaveText("Ready");
      await shot(page, "manage-campaigns-schedulers");
    });

    await test.step("summary cards are counted from the lists", async () => {
      const expected = {
        "Total Connections": await listLength(page, "/api/connection-matrix"),
        "Active SDRs": await countWhere(page, "/api/management-sdrs", "Active"),
        // As the sidebar's CLIENTS list counts them: clients with an Active matrix row.
        "Active Clients": await listLength(page, "/api/campaigns/active"),
        "Ready Schedulers": await countWhere(page, "/api/management-schedulers", "Ready"),
      };
      expect(expected["Ready Schedulers"]).toBeGreaterThanOrEqual(1);
      for (const [label, value] of Object.entries(expected)) {
        await expect(summary(page)).toHaveText(summaryValue(label, value));
      }
    });

    const row = await test.step("Connection Matrix: add a row and fill its selects", async () => {
      await tab(page, "Connection Matrix").click();
      await expect(page).toHaveURL(/\/manage-campaigns$/);
      const matrix = table(page, "Connection Matrix");
      await expect(matrix.getByText("Loading connections...")).toHaveCount(0);
      const before = await companySelects(page).count();
      await page.getByRole("button", { name: "Add Connection" }).click();
      await expectToast(page, "Connection Added", "New connection row added");
      await expect(companySelects(page)).toHaveCount(before + 1);
      const number = before + 1;
      const name = `connection ${number}`;
      const company = matrix.getByRole("combobox", { name: `Company for ${name}`, exact: true });
      await expect(company).toHaveText("Select company");
      await expect(matrix.getByRole("combobox", { name: `Status for ${name}`, exact: true })).toHaveText(
        "Onboarding",
      );
      await choose(page, company, companyName);
      await choose(page, matrix.getByRole("combobox", { name: `SDR for ${name}`, exact: true }), sdrName);
      await choose(
        page,
        matrix.getByRole("combobox", { name: `Scheduler for ${name}`, exact: true }),
        schedulerName,
      );
      // The choices were saved, not only shown.
      await page.reload();
      await expect(matrix.getByRole("combobox", { name: `Company for ${name}`, exact: true })).toHaveText(
        companyName,
      );
      await expect(matrix.getByRole("combobox", { name: `SDR for ${name}`, exact: true })).toHaveText(
        sdrName,
      );
      await expect(matrix.getByRole("combobox", { name: `Scheduler for ${name}`, exact: true })).toHaveText(
        schedulerName,
      );
      await shot(page, "manage-campaigns-connections");
      return name;
    });

    await test.step("Launch Scheduler: toast, CLIENTS entry, then the dashboard after about 1.5 s", async () => {
      const nav = mainNav(page);
      await expect(nav.getByRole("heading", { name: "CLIENTS", exact: true })).toBeVisible();
      await expect(nav.getByText(companyName, { exact: true })).toHaveCount(0);
      const launched = page.waitForResponse(
        (response) => response.url().endsWith("/launch") && response.request().method() === "POST",
      );
      await page.getByRole("button", { name: `Launch Scheduler for ${row}`, exact: true }).click();
      const response = await launched;
      const launchedAt = Date.now();
      expect(response.ok(), await response.text()).toBe(true);
      expect(((await response.json()) as { campaign: { id: string } }).campaign.id).toBe(campaignId);
      await expectToast(page, "Campaign Launched", `${companyName} is now live`);
      // Still on Manage Campaigns while the toast shows...
      expect(new URL(page.url()).pathname).toBe("/manage-campaigns");
      await expect(nav.getByText(companyName, { exact: true })).toBeVisible();
      await expect(
        table(page, "Connection Matrix").getByRole("combobox", { name: `Status for ${row}`, exact: true }),
      ).toHaveText("Active");
      await expect
        .poll(() =>
          nav
            .getByRole("link", { name: "Dashboard", exact: true })
            .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
        )
        .toContain(`/campaign/${campaignId}/dashboard`);
      // ...then on the campaign's dashboard.
      await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}/dashboard$`), { timeout: 5_000 });
      expect(Date.now() - launchedAt).toBeGreaterThanOrEqual(1_300);
      await expect(
        page.getByRole("heading", { name: `${companyName} Dashboard`, exact: true, level: 1 }),
      ).toBeVisible();
      // Under CLIENTS, only this campaign's Dashboard link is marked as the current page.
      await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute(
        "href",
        `/campaign/${campaignId}/dashboard`,
      );
    });

    await test.step("the launched row: Active, the scheduler Assigned", async () => {
      await page.goto("/manage-campaigns");
      const matrix = table(page, "Connection Matrix");
      await expect(matrix.getByRole("combobox", { name: `Status for ${row}`, exact: true })).toHaveText(
        "Active",
      );
      await expect(matrix.getByRole("combobox", { name: `Company for ${row}`, exact: true })).toHaveText(
        companyName,
      );
      await shot(page, "manage-campaigns-launched");
      await tab(page, "Schedulers").click();
      await expect(
        table(page, "Schedulers").getByRole("combobox", { name: `Status for ${schedulerName}`, exact: true }),
      ).toHaveText("Assigned");
    });

    await test.step("the client signs in in a second browser and sees only its own campaign", async () => {
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        viewport: { width: 1280, height: 800 },
      });
      try {
        const clientPage = await context.newPage();
        await signIn(clientPage, client);
        await expect(clientPage).toHaveURL(new RegExp(`/campaign/${campaignId}/dashboard$`));
        await expectToast(clientPage, "Login successful", `Welcome, ${companyName}`);
        await expect(
          clientPage.getByRole("heading", { name: `${companyName} Dashboard`, exact: true, level: 1 }),
        ).toBeVisible();
        const nav = mainNav(clientPage);
        await expect(nav.getByRole("heading", { name: "DASHBOARD", exact: true })).toBeVisible();
        await expect(nav.getByRole("heading", { name: "MANAGER", exact: true })).toHaveCount(0);
        await expect(nav.getByRole("heading", { name: "CLIENTS", exact: true })).toHaveCount(0);
        await expect(nav.getByRole("link", { name: "Manage Campaigns" })).toHaveCount(0);
        const links = nav.getByRole("link");
        await expect(links).toHaveCount(CAMPAIGN_SEGMENTS.length + 1);
        expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual([
          ...CAMPAIGN_SEGMENTS.map((segment) => `/campaign/${campaignId}/${segment}`),
          "/do-not-contact",
        ]);
        await expect(
          clientPage.getByRole("button", { name: new RegExp(`${companyName}.*Client Account`) }),
        ).toBeVisible();
        // The figures have arrived: the picture shows the dashboard, not its loading state.
        await expect(clientPage.getByText("Loading your dashboard...")).toHaveCount(0, { timeout: 15_000 });
        await shot(clientPage, "client-campaign-dashboard");

        await clientPage.goto("/manage-campaigns");
        await expect(clientPage).toHaveURL(/\/dashboard$/);
        await expect(
          clientPage.getByRole("heading", { name: `${companyName} Dashboard`, exact: true, level: 1 }),
        ).toBeVisible();
        await expect(clientPage.getByRole("heading", { name: "Manage Campaigns" })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });

  test("a failed inline edit shows the error and restores the old value; a saved edit survives a reload", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    const name = uniqueName("E2E Inline SDR");
    const renamed = `${name} Renamed`;
    const created = await page.request.post("/api/management-sdrs", {
      data: { name, email: uniqueEmail("inline-sdr") },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.goto("/manage-campaigns?tab=sdrs");
    const cell = table(page, "SDRs").getByRole("textbox", { name: `Name for ${name}`, exact: true });
    await expect(cell).toHaveValue(name);

    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/management-sdrs\/[\w-]+\)$/);
    await cell.fill("");
    await cell.blur();
    await expectToast(page, "Error", "SDR name is required");
    await expect(cell).toHaveValue(name);
    await shot(page, "manage-campaigns-inline-edit-error");
    await page.reload();
    await expect(
      table(page, "SDRs").getByRole("textbox", { name: `Name for ${name}`, exact: true }),
    ).toHaveValue(name);

    const again = table(page, "SDRs").getByRole("textbox", { name: `Name for ${name}`, exact: true });
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes("/api/management-sdrs/") && response.request().method() === "PATCH",
    );
    await again.fill(renamed);
    await again.press("Enter");
    expect((await saved).ok()).toBe(true);
    await expect(
      table(page, "SDRs").getByRole("textbox", { name: `Name for ${renamed}`, exact: true }),
    ).toHaveValue(renamed);
    await expect(toasts(page).getByText("Error", { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(
      table(page, "SDRs").getByRole("textbox", { name: `Name for ${renamed}`, exact: true }),
    ).toHaveValue(renamed);
    await expect(
      table(page, "SDRs").getByRole("textbox", { name: `Name for ${name}`, exact: true }),
    ).toHaveCount(0);
  });

  test("Delete in a row menu asks first and archives; Show archived lists the row with Restore", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    const companyName = uniqueName("E2E Archive Co");
    const created = await page.request.post("/api/management-clients", {
      data: { companyName, clientName: "Alex Archive" },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.goto("/manage-campaigns?tab=clients");
    const clients = table(page, "Clients");
    const companyCell = clients.getByRole("textbox", {
      name: `Company name for ${companyName}`,
      exact: true,
    });
    await expect(companyCell).toHaveValue(companyName);

    // Cancel keeps the row.
    await clients.getByRole("button", { name: `Actions for ${companyName}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${companyName}?`, exact: true });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("The client is archived");
    await shot(page, "manage-campaigns-delete-confirm");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(companyCell).toBeVisible();

    await clients.getByRole("button", { name: `Actions for ${companyName}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Client Deleted", `${companyName} was archived.`);
    await expect(confirm).toBeHidden();
    await expect(companyCell).toHaveCount(0);

    const showArchived = page.getByRole("switch", { name: "Show archived" });
    await expect(showArchived).toHaveAttribute("aria-checked", "false");
    await showArchived.click();
    await expect(showArchived).toHaveAttribute("aria-checked", "true");
    const archivedRow = clients
      .getByRole("row")
      .filter({ has: page.getByRole("textbox", { name: `Company name for ${companyName}`, exact: true }) });
    await expect(companyCell).toBeDisabled();
    await expect(archivedRow.getByText("Archived", { exact: true })).toBeVisible();
    await expect(
      archivedRow.getByRole("button", { name: `Actions for ${companyName}`, exact: true }),
    ).toHaveCount(0);
    await shot(page, "manage-campaigns-show-archived");

    const restore = archivedRow.getByRole("button", { name: `Restore ${companyName}`, exact: true });
    // The widest table still fits beside the sidebar: Restore is not cut off at the card's edge.
    await expect(restore).toBeInViewport({ ratio: 1 });
    await restore.click();
    await expectToast(page, "Client Restored", `${companyName} is back in the list.`);
    await expect(companyCell).toBeEnabled();
    await showArchived.click();
    await expect(showArchived).toHaveAttribute("aria-checked", "false");
    await expect(companyCell).toHaveValue(companyName);
    await expect(
      clients.getByRole("button", { name: `Actions for ${companyName}`, exact: true }),
    ).toBeVisible();
  });
});

test.describe("Manage Campaigns on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the summary, tabs and tables fit the screen; tables scroll inside their card", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    await page.goto("/manage-campaigns");
    await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();
    await expect(table(page, "Connection Matrix").getByText("Loading connections...")).toHaveCount(0);
    for (const { name } of TABS) await expect(tab(page, name)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Connection" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "manage-campaigns-phone");

    await tab(page, "SDRs").click();
    await expect(page.getByRole("button", { name: "Add SDR", exact: true })).toBeVisible();
    await expect(
      table(page, "SDRs").getByRole("textbox", { name: "Name for Manager", exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "manage-campaigns-phone-sdrs");
  });
});
