import type { Locator, Page } from "@playwright/test";
import type { Prospect } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  createConnectedCompany,
  DEMO_CLIENT,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  mainNav,
  shot,
  test,
  toasts,
} from "./support/fixtures";
import { demoCampaignId, findRow, nameOf, prospects, table } from "./support/scheduler";

const SESSION_ENDED = "Your session ended. Sign in again.";
const UNREACHABLE_SAVE = "Can't reach the server. Your change was not saved.";
/** The note over a list kept from before the server stopped answering ("... from 10:42 AM. Retrying…"). */
const STALE_NOTE = /^Can't reach the server — showing data from \d{1,2}:\d{2}\s?[AP]M\. Retrying…$/;

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Signs in on the sign-in page as it is (keeping its return address), as the manager. */
async function signInHere(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "SDR", exact: true }).click();
  await page.getByLabel("Email").fill(MANAGER.email);
  await page.getByLabel("Password").fill(MANAGER.password);
  await page.getByRole("button", { name: "Sign In as SDR" }).click();
}

/** A demo prospect other tests of this file leave alone. */
async function pick(page: Page, campaignId: string, where: (prospect: Prospect) => boolean) {
  const found = (await prospects(page, campaignId)).filter(where);
  expect(found.length, "a matching demo prospect").toBeGreaterThan(0);
  return found[found.length - 1] as Prospect;
}

test.describe("sessions that end and servers that do not answer", () => {
  let campaignId = "";

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
    campaignId ||= await demoCampaignId(page);
  });

  test("a session that ends mid-work signs out quietly, keeps the draft, and sign-in returns to the Scheduler", async ({
    page,
    context,
  }) => {
    expectConsoleLines(/ 401 \(Unauthorized\) \(.*\/api\/[^)]*\)$/);
    const prospect = await pick(page, campaignId, (row) => row.finalDisposition === "New" && !row.m3);
    const name = nameOf(prospect);
    const schedulerPath = `/campaign/${campaignId}/scheduler`;
    await page.goto(schedulerPath);
    let found = await findRow(page, prospect);

    // A reply typed into the open dialog when the session ends.
    await choose(page, found.getByRole("combobox", { name: `Final Disposition for ${name}` }), "Reply");
    const dialog = page.getByRole("dialog", { name: `What was ${prospect.firstName}'s reply?` });
    const draft = "Happy to talk next week, send me a time.";
    await dialog.getByLabel("Reply Message").fill(draft);
    await context.clearCookies();
    await dialog.getByRole("button", { name: "Save Reply" }).click();

    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(schedulerPath)}`);
    await expect(page.getByRole("status").filter({ hasText: SESSION_ENDED })).toBeVisible();
    // Quietly: no error toast about the request the ended session refused.
    await expect(toasts(page).getByText("Error", { exact: true })).toHaveCount(0);
    await expect(toasts(page).getByText("Failed to save reply")).toHaveCount(0);
    await shot(page, "session-ended-login");

    await signInHere(page);
    await expect(page).toHaveURL(schedulerPath);
    await expect(page.getByRole("heading", { name: "Scheduler", level: 1 })).toBeVisible();
    found = await findRow(page, prospect);
    // The draft survived: choosing Reply again opens the dialog with it.
    await choose(page, found.getByRole("combobox", { name: `Final Disposition for ${name}` }), "Reply");
    await expect(dialog.getByLabel("Reply Message")).toHaveValue(draft);
    await shot(page, "session-ended-draft-kept");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // A tick once the session has ended again.
    await context.clearCookies();
    const m3 = found.getByRole("checkbox", { name: `M3 for ${name}` });
    await m3.click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(schedulerPath)}`);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await signInHere(page);
    await expect(page).toHaveURL(schedulerPath);
    found = await findRow(page, prospect);
    // The refused tick was not saved, and the list shows the server's state.
    await expect(found.getByRole("checkbox", { name: `M3 for ${name}` })).not.toBeChecked();
    // A cancelled draft does not come back.
    await choose(page, found.getByRole("combobox", { name: `Final Disposition for ${name}` }), "Reply");
    await expect(dialog.getByLabel("Reply Message")).toHaveValue("");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  test("a wrong password on the sign-in page is an answer, not an ended session", async ({
    page,
    context,
  }) => {
    expectConsoleLines(/ 401 \(Unauthorized\) \(.*\/api\/[^)]*\)$/);
    await context.clearCookies();
    await page.goto("/login?next=%2Fteam-kpis");
    await page.getByRole("tab", { name: "SDR", exact: true }).click();
    await page.getByLabel("Email").fill(MANAGER.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In as SDR" }).click();
    await expectToast(page, "Login failed");
    await expect(page).toHaveURL("/login?next=%2Fteam-kpis");
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
    // A return address to another site is ignored.
    await page.goto(`/login?next=${encodeURIComponent("//evil.example/")}`);
    await signInHere(page);
    await expect(page).toHaveURL("/manage-campaigns");
  });

  test("with the server unreachable during a tick the rows stay, a note says how old they are, and they refresh once it answers", async ({
    page,
  }) => {
    expectConsoleLines(/^error: Failed to load resource: .*(502|net::ERR_FAILED)/);
    const prospect = await pick(page, campaignId, (row) => !row.ff2 && !row.ff3);
    const name = nameOf(prospect);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const list = table(page, "All Assigned Prospects");
    const found = await findRow(page, prospect);

    // The save answers 502 with an empty body (a proxy in front of a stopped server); the list's
    // refetch cannot connect at all.
    const listPath = `**/api/campaigns/${campaignId}/prospects`;
    let listTries = 0;
    await page.route(`**/api/prospects/${prospect.id}`, (route) => route.fulfill({ status: 502, body: "" }));
    await page.route(listPath, (route) => {
      listTries += 1;
      return route.abort("failed");
    });
    const ff2 = found.getByRole("checkbox", { name: `FF2 for ${name}` });
    await ff2.click();
    await expectToast(page, "Error", UNREACHABLE_SAVE);
    await expect(ff2).not.toBeChecked();
    const note = page.getByRole("status").filter({ hasText: "showing data from" });
    await expect(note).toHaveText(STALE_NOTE);
    // The rows are still there, never replaced by an error.
    await expect(list.getByRole("button", { name: `Details for ${name}` })).toBeVisible();
    await expect(page.getByText(/Could not load prospects/)).toHaveCount(0);
    await expect.poll(() => listTries).toBeGreaterThan(1);
    await shot(page, "server-unreachable-rows-kept");

    // Meanwhile someone else saves a change; once the server answers again, the list shows it.
    await page.unroute(`**/api/prospects/${prospect.id}`);
    const saved = await page.request.patch(`/api/prospects/${prospect.id}`, { data: { ff3: true } });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.unroute(listPath);
    await expect(note).toBeHidden({ timeout: 40_000 });
    await expect(found.getByRole("checkbox", { name: `FF3 for ${name}` })).toBeChecked();
    await shot(page, "server-back-banner-gone");
  });

  test("Escape closes a dialog even with a toast showing; an error toast goes when its dialog closes or the screen is left", async ({
    page,
  }) => {
    expectConsoleLines(/ 500 \(Internal Server Error\) \(.*\/api\/[^)]*\)$/);
    const prospect = await pick(page, campaignId, (row) => row.finalDisposition === "New" && !row.m2);
    const name = nameOf(prospect);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const found = await findRow(page, prospect);

    // The reply's save fails while the dialog is open: its error toast shows over the dialog.
    await page.route(`**/api/prospects/${prospect.id}/reply`, (route) =>
      route.fulfill({ status: 500, json: { message: "The database is not reachable" } }),
    );
    await choose(page, found.getByRole("combobox", { name: `Final Disposition for ${name}` }), "Reply");
    const dialog = page.getByRole("dialog", { name: `What was ${prospect.firstName}'s reply?` });
    await dialog.getByLabel("Reply Message").fill("Sounds good.");
    await dialog.getByRole("button", { name: "Save Reply" }).click();
    // The page behind a dialog (the toasts too) is hidden from the accessibility tree.
    const overDialog = page.getByRole("region", { name: /Notifications/, includeHidden: true });
    await expect(overDialog.getByText("Failed to save reply")).toBeVisible();
    await shot(page, "toast-over-dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The toast belonged to the dialog.
    await expect(overDialog.getByText("Failed to save reply")).toHaveCount(0);

    // A failed tick's error toast does not follow the user to the next screen.
    await page.route(`**/api/prospects/${prospect.id}`, (route) =>
      route.fulfill({ status: 500, json: { message: "The database is not reachable" } }),
    );
    await found.getByRole("checkbox", { name: `M2 for ${name}` }).click();
    await expectToast(page, "Error", "The database is not reachable");
    await mainNav(page).getByRole("link", { name: "Team KPIs" }).click();
    await expect(page.getByRole("heading", { name: "Team KPIs", level: 1 })).toBeVisible();
    await expect(toasts(page).getByText("The database is not reachable")).toHaveCount(0);
    await shot(page, "error-toast-gone-after-navigation");
  });
});

test.describe("campaign links the user may not see", () => {
  /** Counts the requests whose path starts with `prefix`. */
  function countRequests(page: Page, prefix: string): () => number {
    let count = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(prefix)) count += 1;
    });
    return () => count;
  }

  test("a client opening another company's campaign, or an unknown one, sees not-found at once with the way to their dashboard", async ({
    page,
  }) => {
    // Opened directly, the Scheduler's list starts loading before the session is known: refused once.
    expectConsoleLines(/ 404 \(Not Found\) \(.*\/api\/campaigns\/[^)]*\)$/);
    await apiSignIn(page, MANAGER);
    const other = await createConnectedCompany(page.request, { prefix: "E2E Foreign" });
    await apiSignIn(page, DEMO_CLIENT);
    const me = (await (await page.request.get("/api/auth/me")).json()) as { campaignId: string };

    for (const segment of ["dashboard", "scheduler"]) {
      const asked = countRequests(page, `/api/campaigns/${other.campaignId}`);
      await page.goto(`/campaign/${other.campaignId}/${segment}`);
      await expect(page.getByRole("heading", { name: "Campaign not found", level: 1 })).toBeVisible();
      const home = page.getByRole("link", { name: "Go to your dashboard" });
      await expect(home).toHaveAttribute("href", `/campaign/${me.campaignId}/dashboard`);
      // Not under the client's own heading.
      await expect(page.getByRole("heading", { name: /Dashboard$|^Scheduler$/, level: 1 })).toHaveCount(0);
      await page.waitForTimeout(1_500);
      expect(asked(), `requests about the other company's campaign (${segment})`).toBeLessThanOrEqual(1);
      if (segment === "dashboard") await shot(page, "campaign-not-found-client");
    }

    const unknown = countRequests(page, "/api/campaigns/999999");
    await page.goto("/campaign/999999/scheduler");
    await expect(page.getByRole("heading", { name: "Campaign not found", level: 1 })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(unknown()).toBe(0);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL(`/campaign/${me.campaignId}/dashboard`);
  });

  test("a manager opening an unknown campaign sees not-found after one refused request, with the way home", async ({
    page,
  }) => {
    expectConsoleLines(/ 404 \(Not Found\) \(.*\/api\/campaigns\/[^)]*\)$/);
    await apiSignIn(page, MANAGER);
    const unknownId = "00000000-0000-4000-8000-00000000abcd";
    const asked = countRequests(page, `/api/campaigns/${unknownId}/prospects`);
    await page.goto(`/campaign/${unknownId}/scheduler`);
    await expect(page.getByRole("heading", { name: "Campaign not found", level: 1 })).toBeVisible();
    // A retry would come a second after the refusal: there is none.
    await page.waitForTimeout(1_500);
    expect(asked()).toBe(1);
    await shot(page, "campaign-not-found-sdr");
    await page.getByRole("link", { name: "Go to Manage Campaigns" }).click();
    await expect(page).toHaveURL("/manage-campaigns");
  });
});
