import type { Browser, Locator, Page } from "@playwright/test";
import type { Prospect } from "../src/shared/contracts/prospects";
import { E2E_BASE_URL } from "./support/env";
import {
  apiSignIn,
  type Credentials,
  DEMO_CLIENT,
  expect,
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
import { importPeople } from "./support/import-people";
import { findRow, nameOf, prospects } from "./support/scheduler";

/** A token of this run: imports dedupe people across the whole database, and list values are global. */
const RUN = Date.now().toString(36);
const CLIENT_PASSWORD = "amber-lantern-quartz-73";
/** Dana goes on the list from Prospect Details; Eli works at the company added by name. */
const DANA = { first: "Dana", last: `Nocontact${RUN}`, company: `Quiet Works ${RUN}` };
const ELI = { first: "Eli", last: `Nocontact${RUN}`, company: `Rival Partners ${RUN}` };
const RIVAL = ELI.company;
const ANN = `ann.${RUN}@example.test`;
const BEN = `ben.${RUN}@example.test`;

interface Company {
  companyName: string;
  campaignId: string;
}

interface Setup {
  own: Company;
  client: Credentials;
  /** Another client's company, with an entry of its own the client must not see. */
  otherEntry: string;
  /** An agency-wide entry, which only agency staff see. */
  agencyEntry: string;
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A launched client company (its campaign active), with a client login when `login` is given. */
async function launchedCompany(page: Page, prefix: string, login?: Credentials): Promise<Company> {
  const companyName = uniqueName(prefix);
  const client = await post<{ id: string; campaignId: string }>(page, "/api/management-clients", {
    companyName,
    clientName: "Noa Client",
    ...(login ? { loginEmail: login.email, loginPassword: login.password } : {}),
  });
  const connection = await post<{ id: string }>(page, "/api/connection-matrix", { companyId: client.id });
  await post(page, `/api/connection-matrix/${connection.id}/launch`, {});
  return { companyName, campaignId: client.campaignId };
}

async function importDanaAndEli(page: Page, campaignId: string): Promise<void> {
  const people = [DANA, ELI].map((person) => ({
    ...person,
    linkedinUrl: `https://www.linkedin.com/in/${`${person.first}-${person.last}`.toLowerCase()}`,
  }));
  await importPeople(page, people, { campaignId, fileName: "dnc-people.csv" });
}

/**
 * As the manager: the client's company (with a login) and its two prospects; another company with an
 * entry of its own; and an agency-wide entry. Neither entry names anyone of this run's prospects.
 */
async function seed(browser: Browser): Promise<Setup> {
  const page = await managerPage(browser);
  const client: Credentials = { email: uniqueEmail("dnc-client"), password: CLIENT_PASSWORD, type: "client" };
  const own = await launchedCompany(page, "Hushed Co", client);
  await importDanaAndEli(page, own.campaignId);
  const other = await launchedCompany(page, "Elsewhere Co");
  const otherEntry = `Elsewhere Target ${RUN}`;
  await post(page, "/api/suppressions", {
    kind: "company",
    value: otherEntry,
    campaignId: other.campaignId,
    reason: "customer",
    note: "",
  });
  const agencyEntry = `agency-${RUN}.example`;
  await post(page, "/api/suppressions", {
    kind: "domain",
    value: agencyEntry,
    campaignId: null,
    reason: "competitor",
    note: "Agency-wide",
  });
  await page.context().close();
  return { own, client, otherEntry, agencyEntry };
}

async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await apiSignIn(page, MANAGER);
  return page;
}

/** Picks an option of a select (a combobox named `name`) inside `scope`. */
async function choose(page: Page, scope: Locator, name: string, option: string): Promise<void> {
  await scope.getByRole("combobox", { name, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

function entries(page: Page): Locator {
  return page.getByRole("table", { name: "Do-not-contact entries" });
}

function entryRow(page: Page, value: string): Locator {
  return entries(page).getByRole("row").filter({ hasText: value });
}

/** Closes the toasts on screen, so that a picture shows what they would cover. */
async function dismissToasts(page: Page): Promise<void> {
  const closes = toasts(page).getByRole("button", { name: "Close" });
  for (const close of await closes.all()) await close.click();
  await expect(closes).toHaveCount(0);
}

/** The whole page at desktop width, then at a phone's, without toasts. */
async function shotBothWidths(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await shot(page, name);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, "nothing makes the page scroll sideways").toBeLessThanOrEqual(innerWidth);
  await shot(page, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

test.describe("Do Not Contact", () => {
  test.describe.configure({ mode: "serial" });
  let setup: Setup;

  test.beforeAll(async ({ browser }) => {
    setup = await seed(browser);
  });

  test("a manager puts a prospect on the list from Prospect Details; the Scheduler marks the row and locks its progress", async ({
    browser,
  }) => {
    const page = await managerPage(browser);
    const dana = (await prospects(page, setup.own.campaignId)).find(
      (prospect) => prospect.lastName === DANA.last && prospect.firstName === DANA.first,
    ) as Prospect;
    expect(dana, "Dana was imported").toBeDefined();
    expect(dana.doNotContact).toBeNull();
    const name = nameOf(dana);

    await page.goto(`/campaign/${setup.own.campaignId}/scheduler`);
    const row = await findRow(page, dana);
    await expect(row.getByRole("checkbox", { name: `Invite for ${name}` })).toBeEnabled();
    await row.getByRole("button", { name: `Details for ${name}` }).click();
    const panel = page.getByRole("dialog", { name: "Prospect Details" });
    await panel.getByRole("button", { name: "Do not contact", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: `Do not contact ${name}` });
    await expect(dialog.getByRole("radio", { name: /Only this client/ })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: /All clients \(agency-wide\)/ })).not.toBeChecked();
    // Without a reason nothing is sent.
    await dialog.getByRole("button", { name: "Add to the list" }).click();
    await expect(dialog.getByRole("combobox", { name: "Reason" })).toHaveAccessibleDescription(
      "Choose a reason",
    );
    await choose(page, dialog, "Reason", "Objected");
    await dialog.getByLabel("Note (optional)").fill("Asked us to stop on LinkedIn");
    await shot(page, "do-not-contact-prospect-dialog");
    await dialog.getByRole("button", { name: "Add to the list" }).click();
    // The details panel is modal, so the toast region is hidden from the accessibility tree meanwhile.
    const region = page.getByRole("region", { name: /Notifications/, includeHidden: true });
    await expect(region.getByText("Added to the do-not-contact list", { exact: true })).toBeVisible();
    await expect(
      region.getByText(`${name} is kept out of ${setup.own.companyName}'s campaign.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // The panel says so instead of offering the action.
    await expect(panel.getByText("Do not contact: Objected", { exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Do not contact", exact: true })).toHaveCount(0);
    await shot(page, "do-not-contact-prospect-details");
    await panel.getByRole("button", { name: "Close" }).click();

    // The row shows why, and its progress boxes are disabled with the reason as their description.
    await expect(row.getByText("Do not contact: Objected", { exact: true })).toBeVisible();
    for (const flag of ["Invite", "Connected", "M1", "FF5"]) {
      const box = row.getByRole("checkbox", { name: `${flag} for ${name}`, exact: true });
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription(
        "Do not contact: Objected. Its progress cannot change while it is on the do-not-contact list.",
      );
    }
    // Its other controls stay as they were.
    await expect(row.getByRole("combobox", { name: `Sequence Tag for ${name}` })).toBeEnabled();
    await shotBothWidths(page, "do-not-contact-scheduler-row");

    // The server keeps the mark: a reload shows it.
    await page.reload();
    const reloaded = await findRow(page, dana);
    await expect(reloaded.getByText("Do not contact: Objected", { exact: true })).toBeVisible();
    await page.context().close();
  });

  test("on /do-not-contact a manager adds a company, imports e-mails, sees what failed, and removes an entry", async ({
    browser,
  }) => {
    const page = await managerPage(browser);
    await page.goto("/do-not-contact");
    await expect(page.getByRole("heading", { name: "Do Not Contact", level: 1 })).toBeVisible();
    await choose(page, page.locator("main"), "Client", setup.own.companyName);
    await expect(page).toHaveURL(new RegExp(`/do-not-contact\\?campaign=${setup.own.campaignId}$`));
    // Only the client's entries: Dana's profile, from Prospect Details.
    const danaEntry = entryRow(page, `dana-nocontact${RUN}`);
    await expect(danaEntry).toContainText("LinkedIn profile");
    await expect(danaEntry).toContainText("Objected");
    await expect(danaEntry).toContainText("Asked us to stop on LinkedIn");
    await expect(danaEntry).toContainText("1 prospect");
    await expect(entryRow(page, setup.agencyEntry)).toHaveCount(0);
    await expect(entryRow(page, setup.otherEntry)).toHaveCount(0);

    await test.step("Add entry: a company name, for this client", async () => {
      await page.getByRole("button", { name: "Add entry" }).click();
      const dialog = page.getByRole("dialog", { name: "Add entry" });
      await choose(page, dialog, "What it names", "Company name");
      await dialog.getByLabel("Company name").fill(RIVAL);
      // The filter's client is the entry's scope unless another is chosen.
      await expect(dialog.getByRole("combobox", { name: "Applies to" })).toHaveText(setup.own.companyName);
      await choose(page, dialog, "Reason", "Competitor");
      await dialog.getByRole("button", { name: "Add entry" }).click();
      await expectToast(
        page,
        "Added to the do-not-contact list",
        `Company name: ${RIVAL} (${setup.own.companyName}) keeps 1 campaign prospect out.`,
      );
      await expect(dialog).toBeHidden();
      const rival = entryRow(page, RIVAL);
      await expect(rival).toContainText("Competitor");
      await expect(rival).toContainText("1 prospect");

      // The same company again: the server's answer shows under the value, and the draft stays.
      await page.getByRole("button", { name: "Add entry" }).click();
      await choose(page, dialog, "What it names", "Company name");
      await dialog.getByLabel("Company name").fill(RIVAL.toUpperCase());
      await choose(page, dialog, "Reason", "Other");
      await dialog.getByRole("button", { name: "Add entry" }).click();
      await expect(dialog.getByLabel("Company name")).toHaveAccessibleDescription(
        "This company name is already on the do-not-contact list",
      );
      await expect(dialog.getByLabel("Company name")).toHaveValue(RIVAL.toUpperCase());
      await shot(page, "do-not-contact-add-conflict");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await dismissToasts(page);
    });

    await test.step("Import CSV: two e-mails added, a repeat already listed, a bad row reported", async () => {
      await page.getByRole("button", { name: "Import CSV" }).click();
      const dialog = page.getByRole("dialog", { name: "Import CSV" });
      await dialog.getByRole("button", { name: "Import", exact: true }).click();
      await expect(dialog.getByLabel("CSV file")).toHaveAccessibleDescription("Choose a CSV file");
      const csv = ["Email", ANN, BEN, "not-an-address", ANN].join("\n");
      await dialog.getByLabel("CSV file").setInputFiles({
        name: "bounces.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv),
      });
      await expect(dialog.getByText("bounces.csv", { exact: true })).toBeVisible();
      await choose(page, dialog, "Reason", "Bounced");
      await shot(page, "do-not-contact-import-form");
      await dialog.getByRole("button", { name: "Import", exact: true }).click();
      const result = dialog.getByRole("region", { name: "Import result" });
      await expect(result.getByRole("definition")).toHaveText(["2", "1", "1"]);
      await expect(result.getByRole("term")).toHaveText(["added", "already listed", "failed row"]);
      const failed = result.getByRole("list", { name: "Rows not imported" }).getByRole("listitem");
      await expect(failed).toHaveCount(1);
      await expect(failed).toContainText("Line 4:");
      await expect(failed).toContainText("not-an-address");
      await shot(page, "do-not-contact-import-result");
      await page.setViewportSize(PHONE);
      await shot(page, "do-not-contact-import-result-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
      await result.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toBeHidden();
      await expect(entryRow(page, ANN)).toContainText("Bounced");
      await expect(entryRow(page, BEN)).toContainText("E-mail");
    });

    await test.step("Remove asks first, then the entry leaves the list", async () => {
      await entryRow(page, BEN)
        .getByRole("button", { name: `Remove E-mail: ${BEN}` })
        .click();
      const confirm = page.getByRole("alertdialog", { name: "Remove this entry?" });
      await expect(confirm).toContainText(
        `E-mail: ${BEN} (${setup.own.companyName}) leaves the do-not-contact list.`,
      );
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(entryRow(page, BEN)).toHaveCount(1);
      await entryRow(page, BEN)
        .getByRole("button", { name: `Remove E-mail: ${BEN}` })
        .click();
      await confirm.getByRole("button", { name: "Remove", exact: true }).click();
      await expectToast(page, "Entry removed", `E-mail: ${BEN}`);
      await expect(entryRow(page, BEN)).toHaveCount(0);
    });

    // Searching finds by value across every client; the agency-wide entry shows as such.
    await choose(page, page.locator("main"), "Client", "All entries");
    await page.getByRole("searchbox", { name: "Search the do-not-contact list" }).fill(setup.agencyEntry);
    await expect(entries(page).getByRole("row")).toHaveCount(2);
    await expect(entryRow(page, setup.agencyEntry)).toContainText("Agency-wide");
    await page.getByRole("searchbox", { name: "Search the do-not-contact list" }).fill(`nothing-${RUN}`);
    await expect(page.getByRole("heading", { name: `No entries match "nothing-${RUN}"` })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the do-not-contact list" }).fill(RUN);
    await expect(entryRow(page, RIVAL)).toBeVisible();
    await shotBothWidths(page, "do-not-contact-manager");
    await page.context().close();
  });

  test("a client sees only its own company's entries, adds one, and cannot remove any", async ({ page }) => {
    await signIn(page, setup.client);
    await mainNav(page).getByRole("link", { name: "Do Not Contact" }).click();
    await expect(page).toHaveURL(/\/do-not-contact$/);
    await expect(entryRow(page, RIVAL)).toBeVisible();
    await expect(entryRow(page, ANN)).toBeVisible();
    await expect(entryRow(page, `dana-nocontact${RUN}`)).toBeVisible();
    await expect(entryRow(page, setup.otherEntry)).toHaveCount(0);
    await expect(entryRow(page, setup.agencyEntry)).toHaveCount(0);
    await expect(page.getByText("Agency-wide", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Client" })).toHaveCount(0);

    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add entry" });
    await expect(dialog.getByText(setup.own.companyName, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Applies to" })).toHaveCount(0);
    await choose(page, dialog, "What it names", "E-mail domain");
    const domain = `customer-${RUN}.example`;
    await dialog.getByLabel("E-mail domain").fill(domain);
    await dialog.getByRole("combobox", { name: "Reason" }).click();
    await expect(page.getByRole("option", { name: "Erased" })).toHaveCount(0);
    await page.getByRole("option", { name: "Existing customer", exact: true }).click();
    await shot(page, "do-not-contact-client-add");
    await dialog.getByRole("button", { name: "Add entry" }).click();
    await expectToast(page, "Added to the do-not-contact list");
    const added = entryRow(page, domain);
    await expect(added).toContainText("E-mail domain");
    await expect(added).toContainText(setup.own.companyName);
    await expect(added).toContainText("Existing customer");
    await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await shotBothWidths(page, "do-not-contact-client");
  });

  test("in God Mode a manager sees the client's list as the client does, read-only", async ({ browser }) => {
    const page = await managerPage(browser);
    // God Mode is kept per tab (sessionStorage), as the God Mode screen stores it.
    await page.addInitScript(
      (client) => sessionStorage.setItem("outreach-desk.god-mode", JSON.stringify(client)),
      { campaignId: setup.own.campaignId, companyName: setup.own.companyName },
    );
    await page.goto("/do-not-contact");
    await expect(page.getByRole("note")).toContainText(`viewing the app as ${setup.own.companyName}`);
    await expect(entryRow(page, RIVAL)).toBeVisible();
    await expect(entryRow(page, setup.agencyEntry)).toHaveCount(0);
    await expect(entryRow(page, setup.otherEntry)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add entry" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Client" })).toHaveCount(0);
    await page.context().close();
  });

  test("the demo account sees its list but cannot change it", async ({ page }) => {
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto("/do-not-contact");
    await expect(page.getByRole("note")).toHaveText("The demo account cannot be changed.");
    await expect(page.getByRole("button", { name: "Add entry" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Import CSV" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No entries yet" }).or(entries(page))).toBeVisible();
  });
});
