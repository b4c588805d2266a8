import type { Browser, Locator, Page } from "@playwright/test";
import { INVALID_INVITATION, INVALID_VERIFICATION_LINK } from "../src/shared/contracts/invitations";
import { E2E_BASE_URL } from "./support/env";
import {
  apiSignIn,
  CAMPAIGN_DASHBOARD_URL,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  openProfileMenu,
  PHONE,
  registerClient,
  shot,
  test,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

const INVITEE_PASSWORD = "violet-harbor-cactus-91";

/** The invitation link of a mail the app sent. */
function invitationLink(mail: string): string {
  expect(mail).toContain("You are invited to Outreach Desk");
  const link = /https?:\/\/\S+\/invitation\?token=[^\s"<>]+/.exec(mail)?.[0];
  expect(link, "invitation link in the mail").toBeTruthy();
  return link as string;
}

/** Pictures of the page at desktop width and at a phone's (`<name>-phone`). */
async function shotBothWidths(page: Page, name: string): Promise<void> {
  await shot(page, name);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

/** A browser of the invitee's own, signed in as nobody. */
async function inviteeBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

function table(page: Page, name: "SDRs" | "Clients"): Locator {
  return page.getByRole("table", { name, exact: true });
}

/** The table row whose text box has this accessible name ("Name for Ada"). */
function rowOf(page: Page, tableName: "SDRs" | "Clients", textbox: string): Locator {
  return table(page, tableName)
    .getByRole("row")
    .filter({ has: page.getByRole("textbox", { name: textbox, exact: true }) });
}

/** The login badge beside a row's e-mail. */
function badge(row: Locator, text: string): Locator {
  return row.getByText(text, { exact: true });
}

async function openRowMenu(page: Page, tableName: "SDRs" | "Clients", name: string): Promise<Locator> {
  await table(page, tableName)
    .getByRole("button", { name: `Actions for ${name}`, exact: true })
    .click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

async function addSdrWithoutPassword(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole("button", { name: "Add SDR", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add SDR" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Add SDR", exact: true }).click();
  await expectToast(page, "SDR Created", `An invitation was mailed to ${email}.`);
  await expect(dialog).toBeHidden();
}

/** Fills the new-login form of the invitation page and accepts. */
async function acceptAsNew(page: Page, name: string): Promise<void> {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(INVITEE_PASSWORD);
  await page.getByLabel("Confirm password").fill(INVITEE_PASSWORD);
  await page.getByRole("button", { name: "Accept invitation" }).click();
}

/** Opens a mailed invitation link and waits for the invitation it shows (its page loads in its own chunk). */
async function openInvitation(page: Page, link: string, heading: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 15_000 });
}

async function expectInvalidLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("alert")).toHaveText(INVALID_INVITATION);
  await expect(page.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
}

test.describe("invitations", () => {
  // Each test follows mail between two browsers.
  test.describe.configure({ timeout: 120_000 });

  test("an SDR added without a password is invited, sets a password and signs in", async ({
    page,
    browser,
  }) => {
    const name = uniqueName("Invited SDR");
    const email = uniqueEmail("invited-sdr");
    await apiSignIn(page, MANAGER);
    await page.goto("/manage-campaigns?tab=sdrs");

    const sentAfter = Date.now();
    await addSdrWithoutPassword(page, name, email);
    const row = rowOf(page, "SDRs", `Name for ${name}`);
    await expect(badge(row, "Invited")).toBeVisible();
    await expect(badge(row, "Invited")).toHaveAttribute("title", /the link works until /);

    // The Status column explains what each status means for access, also from the keyboard.
    const help = table(page, "SDRs").getByRole("button", { name: "What SDR statuses mean" });
    await help.focus();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toContainText("Terminated:");
    await expect(tooltip).toContainText("refuses sign-in until the status changes back");
    await expect(tooltip).toContainText("Restricted:");
    await shot(page, "invitations-sdr-status-help");
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await shot(page, "invitations-sdr-row-invited");

    const menu = await openRowMenu(page, "SDRs", name);
    await expect(menu.getByRole("menuitem", { name: "Resend invitation" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Revoke invitation" })).toBeVisible();
    await page.keyboard.press("Escape");

    const link = invitationLink(await waitForMail(email, sentAfter));
    const invitee = await inviteeBrowser(browser);
    try {
      await openInvitation(invitee, link, "Join Outreach Desk as an SDR");
      await expect(invitee.getByText(email, { exact: true })).toBeVisible();
      await expect(invitee.getByText("Invited by")).toBeVisible();
      await expect(invitee.getByText("Link works until")).toBeVisible();
      await shotBothWidths(invitee, "invitation-page-sdr");

      // A mismatched confirmation stays on the page with what was typed.
      await invitee.getByLabel("Name", { exact: true }).fill(name);
      await invitee.getByLabel("Password", { exact: true }).fill(INVITEE_PASSWORD);
      await invitee.getByLabel("Confirm password").fill("another-sentence-of-words");
      await invitee.getByRole("button", { name: "Accept invitation" }).click();
      await expect(invitee.getByText("The passwords do not match")).toBeVisible();
      await expect(invitee.getByLabel("Name", { exact: true })).toHaveValue(name);

      await acceptAsNew(invitee, name);
      // Added in the SDR role, they start on their own queue.
      await expect(invitee).toHaveURL(/\/today$/);
      await expectToast(invitee, "Invitation accepted", `Welcome, ${name}`);
      await expect(invitee.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();

      // The password chosen is the login's.
      const signIn = await invitee.request.post("/api/auth/login", {
        data: { email, password: INVITEE_PASSWORD, userType: "sdr" },
      });
      expect(signIn.ok(), await signIn.text()).toBe(true);
    } finally {
      await invitee.context().close();
    }

    await page.reload();
    await expect(badge(row, "Accepted")).toBeVisible();
    await expect(badge(row, "Invited")).toHaveCount(0);
    await shot(page, "invitations-sdr-row-accepted");
    const acceptedMenu = await openRowMenu(page, "SDRs", name);
    await expect(acceptedMenu.getByRole("menuitem", { name: "Resend invitation" })).toHaveCount(0);
    await expect(acceptedMenu.getByRole("menuitem", { name: "Revoke invitation" })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  test("a resent invitation mails a second link: the first used wins; a revoked one no longer opens", async ({
    page,
    browser,
  }) => {
    await apiSignIn(page, MANAGER);
    await page.goto("/manage-campaigns?tab=sdrs");

    const name = uniqueName("Resent SDR");
    const email = uniqueEmail("resent-sdr");
    const firstSent = Date.now();
    await addSdrWithoutPassword(page, name, email);
    const firstLink = invitationLink(await waitForMail(email, firstSent));

    const secondSent = Date.now() + 1;
    await (await openRowMenu(page, "SDRs", name))
      .getByRole("menuitem", { name: "Resend invitation" })
      .click();
    await expectToast(page, "Invitation Sent", `A new invitation link was mailed to ${email}.`);
    const secondLink = invitationLink(await waitForMail(email, secondSent));
    expect(secondLink).not.toBe(firstLink);
    await expect(badge(rowOf(page, "SDRs", `Name for ${name}`), "Invited")).toBeVisible();

    const invitee = await inviteeBrowser(browser);
    try {
      // Both links open the invitation until one of them is used.
      for (const link of [firstLink, secondLink]) {
        await openInvitation(invitee, link, "Join Outreach Desk as an SDR");
      }
      await acceptAsNew(invitee, name);
      await expect(invitee).toHaveURL(/\/today$/);
      await expectInvalidLink(invitee, firstLink);
      await shot(invitee, "invitation-page-used-link");
    } finally {
      await invitee.context().close();
    }

    const revokedName = uniqueName("Revoked SDR");
    const revokedEmail = uniqueEmail("revoked-sdr");
    const revokedSent = Date.now();
    await addSdrWithoutPassword(page, revokedName, revokedEmail);
    const revokedLink = invitationLink(await waitForMail(revokedEmail, revokedSent));
    await (await openRowMenu(page, "SDRs", revokedName))
      .getByRole("menuitem", { name: "Revoke invitation" })
      .click();
    await expectToast(page, "Invitation Revoked", `The links mailed to ${revokedEmail} no longer work.`);
    const revokedRow = rowOf(page, "SDRs", `Name for ${revokedName}`);
    await expect(badge(revokedRow, "Revoked")).toBeVisible();

    // One picture of every badge: a pending invitation beside the accepted, revoked and password logins.
    const pendingName = uniqueName("Pending SDR");
    const pending = await page.request.post("/api/management-sdrs", {
      data: { name: pendingName, email: uniqueEmail("pending-sdr") },
    });
    expect(pending.ok(), await pending.text()).toBe(true);
    await page.reload();
    await expect(badge(rowOf(page, "SDRs", `Name for ${pendingName}`), "Invited")).toBeVisible();
    await expect(badge(rowOf(page, "SDRs", `Name for ${name}`), "Accepted")).toBeVisible();
    await expect(badge(revokedRow, "Revoked")).toBeVisible();
    await expect(badge(rowOf(page, "SDRs", "Name for Manager"), "Login")).toBeVisible();
    await shot(page, "invitations-sdr-rows");

    const revokedMenu = await openRowMenu(page, "SDRs", revokedName);
    await expect(revokedMenu.getByRole("menuitem", { name: "Resend invitation" })).toBeVisible();
    await expect(revokedMenu.getByRole("menuitem", { name: "Revoke invitation" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    const stranger = await inviteeBrowser(browser);
    try {
      await expectInvalidLink(stranger, revokedLink);
      await shot(stranger, "invitation-page-revoked");
      await stranger.getByRole("link", { name: "Go to Sign In" }).click();
      await expect(stranger).toHaveURL(/\/login$/);
    } finally {
      await stranger.context().close();
    }
  });

  test("a company's login e-mail is invited and the client lands on its campaign dashboard", async ({
    page,
    browser,
  }) => {
    const companyName = uniqueName("Invited Co");
    const email = uniqueEmail("invited-client");
    await apiSignIn(page, MANAGER);
    await page.goto("/manage-campaigns?tab=clients");

    const sentAfter = Date.now();
    await page.getByRole("button", { name: "Add Client", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Client" });
    await dialog.getByLabel("Company name", { exact: true }).fill(companyName);
    await dialog.getByLabel("Client name", { exact: true }).fill("Quinn Client");
    await dialog.getByLabel("Login email (optional)").fill(email);
    await dialog.getByRole("button", { name: "Add Client", exact: true }).click();
    await expectToast(page, "Client Created", `An invitation was mailed to ${email}.`);
    await expect(dialog).toBeHidden();
    const row = rowOf(page, "Clients", `Company name for ${companyName}`);
    await expect(badge(row, "Invited")).toBeVisible();
    await shot(page, "invitations-client-row-invited");

    const link = invitationLink(await waitForMail(email, sentAfter));
    const invitee = await inviteeBrowser(browser);
    try {
      await openInvitation(invitee, link, `Join ${companyName}'s campaign on Outreach Desk`);
      await expect(invitee.getByText(email, { exact: true })).toBeVisible();
      await shotBothWidths(invitee, "invitation-page-client");

      await acceptAsNew(invitee, "Quinn Client");
      await expect(invitee).toHaveURL(CAMPAIGN_DASHBOARD_URL);
      await expectToast(invitee, "Invitation accepted");
      await expect(
        invitee.getByRole("heading", { name: `${companyName} Dashboard`, exact: true, level: 1 }),
      ).toBeVisible();
      await expect(invitee.getByText("Loading your dashboard...")).toHaveCount(0, { timeout: 15_000 });
      await shot(invitee, "invitation-client-dashboard");
    } finally {
      await invitee.context().close();
    }

    await page.reload();
    await expect(badge(row, "Accepted")).toBeVisible();
  });

  test("a self-registered client confirms its e-mail address from the notice's link", async ({ page }) => {
    const sentAfter = Date.now();
    const account = await registerClient(page, { password: INVITEE_PASSWORD });
    const notice = page.getByRole("region", { name: "E-mail confirmation" });
    await expect(notice).toHaveText(
      `Confirm your e-mail address: we sent a link to ${account.email}.Send it again`,
    );
    await shotBothWidths(page, "verify-email-notice");

    const firstMail = await waitForMail(account.email, sentAfter);
    expect(firstMail).toContain("Confirm your e-mail address for Outreach Desk");
    const resentAfter = Date.now() + 1;
    await notice.getByRole("button", { name: "Send it again" }).click();
    await expectToast(page, "Confirmation link sent");
    const mail = await waitForMail(account.email, resentAfter);
    const link = /https?:\/\/\S+\/verify-email\?token=[^\s"<>]+/.exec(mail)?.[0];
    expect(link, "confirmation link in the mail").toBeTruthy();

    await page.goto(link as string);
    await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
    await shot(page, "verify-email-confirmed");
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);

    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/auth\/verify-email\)$/);
    // A link works once.
    await page.goto(link as string);
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(INVALID_VERIFICATION_LINK);
    await expect(page.getByRole("button", { name: "Send a New Link" })).toHaveCount(0);
  });

  test("an invited address with an account: a confirmed one signs in to accept, an unconfirmed one is taken over", async ({
    page,
    browser,
  }) => {
    await apiSignIn(page, MANAGER);
    const invitee = await inviteeBrowser(browser);
    try {
      // A client who registered and confirmed the address: the owner proves it with the password.
      const verifiedAfter = Date.now();
      const owner = await registerClient(invitee, { password: INVITEE_PASSWORD });
      const verifyMail = await waitForMail(owner.email, verifiedAfter);
      const verifyLink = /https?:\/\/\S+\/verify-email\?token=[^\s"<>]+/.exec(verifyMail)?.[0];
      await invitee.goto(verifyLink as string);
      await expect(invitee.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible({
        timeout: 15_000,
      });
      await invitee.context().clearCookies();

      const companyName = uniqueName("Existing Co");
      const invitedAfter = Date.now();
      const created = await page.request.post("/api/management-clients", {
        data: { companyName, clientName: "Owner", loginEmail: owner.email },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const link = invitationLink(await waitForMail(owner.email, invitedAfter));

      await openInvitation(invitee, link, `Join ${companyName}'s campaign on Outreach Desk`);
      await expect(invitee.getByText("You already have an account with this e-mail.")).toBeVisible();
      await invitee.getByLabel("Password", { exact: true }).fill("not-the-password-at-all");
      await invitee.getByRole("button", { name: "Sign in to accept" }).click();
      await expect(invitee.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
        "Incorrect password",
      );
      await expect(invitee.getByLabel("Password", { exact: true })).toHaveValue("not-the-password-at-all");
      await shot(invitee, "invitation-page-existing-wrong-password");

      await invitee.getByLabel("Password", { exact: true }).fill(INVITEE_PASSWORD);
      await invitee.getByRole("button", { name: "Sign in to accept" }).click();
      await expect(invitee).toHaveURL(CAMPAIGN_DASHBOARD_URL);
      await expect(
        invitee.getByRole("heading", { name: `${companyName} Dashboard`, exact: true, level: 1 }),
      ).toBeVisible();

      // A client who never confirmed the address: the link proves it, and setting a password takes it over.
      await invitee.context().clearCookies();
      const unprovenEmail = uniqueEmail("unproven-client");
      const registeredAfter = Date.now();
      const registered = await invitee.request.post("/api/auth/register", {
        data: { email: unprovenEmail, password: INVITEE_PASSWORD, userType: "client" },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
      expect(await waitForMail(unprovenEmail, registeredAfter)).toContain("Confirm your e-mail address");
      await invitee.context().clearCookies();
      const unprovenCompany = uniqueName("Unproven Co");
      const unprovenAfter = Date.now() + 1;
      const unprovenCreated = await page.request.post("/api/management-clients", {
        data: { companyName: unprovenCompany, clientName: "Claimant", loginEmail: unprovenEmail },
      });
      expect(unprovenCreated.ok(), await unprovenCreated.text()).toBe(true);
      const unprovenLink = invitationLink(await waitForMail(unprovenEmail, unprovenAfter));
      await openInvitation(invitee, unprovenLink, `Join ${unprovenCompany}'s campaign on Outreach Desk`);
      await expect(invitee.getByText(/was never confirmed|never confirmed the address/)).toBeVisible();
      await shotBothWidths(invitee, "invitation-page-unproven");
      await acceptAsNew(invitee, "Claimant");
      await expect(invitee).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    } finally {
      await invitee.context().close();
    }
  });
});

test("changing the e-mail address asks for the current password", async ({ page }) => {
  const account = await registerClient(page, { password: INVITEE_PASSWORD });
  await openProfileMenu(page, /Client Account/);
  await page.getByRole("menuitem", { name: "Update Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Profile" });
  await expect(dialog.getByLabel("Current password")).toHaveCount(0);

  await dialog.getByLabel("Company name").fill(uniqueName("Moved Co"));
  const newEmail = uniqueEmail("moved-client");
  await dialog.getByLabel("Email").fill(newEmail);
  const current = dialog.getByLabel("Current password");
  await expect(current).toBeVisible();
  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/auth\/me\)$/);
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await expect(current).toHaveAccessibleDescription(/Enter your current password/);

  await current.fill("not-my-password-at-all");
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);
  await expect(dialog.getByLabel("Email")).toHaveValue(newEmail);
  await shot(page, "profile-email-change-current-password");

  await current.fill(INVITEE_PASSWORD);
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await expectToast(page, "Profile updated");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "E-mail confirmation" })).toContainText(newEmail);
  const oldLogin = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: INVITEE_PASSWORD, userType: "client" },
  });
  expect(oldLogin.ok()).toBe(false);
});
