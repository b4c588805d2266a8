import type { Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/env";
import {
  apiSignIn,
  CAMPAIGN_DASHBOARD_URL,
  expect,
  expectConsoleLines,
  MANAGER,
  shot,
  test,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

const INVITEE_PASSWORD = "violet-harbor-cactus-91";

function invitationLink(mail: string): string {
  const link = /https?:\/\/\S+\/invitation\?token=[^\s"<>]+/.exec(mail)?.[0];
  expect(link, "invitation link in the mail").toBeTruthy();
  return link as string;
}

async function inviteeBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test("a manager invites a second login for a client company; the colleague accepts and lands on its campaign", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The refused duplicate address below.
  expectConsoleLines(/ 409 \(Conflict\) \(.*\/api\/management-clients\/[^/]+\/logins\)$/);
  const companyName = uniqueName("Two Logins Co");
  const primary = uniqueEmail("primary-login");
  const colleague = uniqueEmail("head-of-sales");
  await apiSignIn(page, MANAGER);
  await page.goto("/manage-campaigns?tab=clients");

  await page.getByRole("button", { name: "Add Client", exact: true }).click();
  const addDialog = page.getByRole("dialog", { name: "Add Client" });
  await addDialog.getByLabel("Company name", { exact: true }).fill(companyName);
  await addDialog.getByLabel("Client name", { exact: true }).fill("Pat Primary");
  await addDialog.getByLabel("Login email (optional)").fill(primary);
  await addDialog.getByRole("button", { name: "Add Client", exact: true }).click();
  await expect(addDialog).toBeHidden();

  const clients = page.getByRole("table", { name: "Clients", exact: true });
  await clients.getByRole("button", { name: `Actions for ${companyName}`, exact: true }).click();
  await page.getByRole("menuitem", { name: "Logins" }).click();
  const dialog = page.getByRole("dialog", { name: `Logins of ${companyName}` });
  await expect(dialog.getByText(primary, { exact: true })).toBeVisible();
  await expect(dialog.getByText("Invited", { exact: true })).toBeVisible();

  // An address already in use is refused, and the draft stays.
  await dialog.getByLabel("Invite another person").fill(primary);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByText("This address is already a login of this client")).toBeVisible();
  await expect(dialog.getByLabel("Invite another person")).toHaveValue(primary);

  const sentAfter = Date.now();
  await dialog.getByLabel("Invite another person").fill(colleague);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  // The toast region sits behind the open dialog for assistive technology; its text shows.
  await expect(page.getByText("Invitation Sent", { exact: true })).toBeVisible();
  const colleagueRow = dialog.getByRole("listitem").filter({ hasText: colleague });
  await expect(colleagueRow.getByText("Invited", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Invite another person")).toHaveValue("");
  await shot(page, "client-logins-dialog-invited");

  const link = invitationLink(await waitForMail(colleague, sentAfter));
  const invitee = await inviteeBrowser(browser);
  try {
    await invitee.goto(link);
    await expect(
      invitee.getByRole("heading", { name: `Join ${companyName}'s campaign on Outreach Desk` }),
    ).toBeVisible({ timeout: 15_000 });
    await invitee.getByLabel("Name", { exact: true }).fill("Sam Sales");
    await invitee.getByLabel("Password", { exact: true }).fill(INVITEE_PASSWORD);
    await invitee.getByLabel("Confirm password").fill(INVITEE_PASSWORD);
    await invitee.getByRole("button", { name: "Accept invitation" }).click();
    await expect(invitee).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    await expect(
      invitee.getByRole("heading", { name: `${companyName} Dashboard`, exact: true, level: 1 }),
    ).toBeVisible();
    await expect(invitee.getByText("Loading your dashboard...")).toHaveCount(0, { timeout: 15_000 });
    await shot(invitee, "client-logins-colleague-dashboard");
  } finally {
    await invitee.context().close();
  }

  // Back in the manager's dialog the colleague is active; removing asks first.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await clients.getByRole("button", { name: `Actions for ${companyName}`, exact: true }).click();
  await page.getByRole("menuitem", { name: "Logins" }).click();
  await expect(colleagueRow.getByText("Active", { exact: true })).toBeVisible();
  await colleagueRow.getByRole("button", { name: "Remove" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Remove ${colleague}?` });
  await expect(confirm).toContainText("signed out at once and can no longer sign in");
  await expect(confirm).toContainText("last active login");
  await shot(page, "client-logins-remove-confirm");
  await confirm.getByRole("button", { name: "Remove Login" }).click();
  await expect(page.getByText("Login Removed", { exact: true })).toBeVisible();
  await expect(dialog.getByText(colleague, { exact: true })).toHaveCount(0);
  await shot(page, "client-logins-dialog-after-remove");
});
