import type { Browser, Locator, Page } from "@playwright/test";
import { TERMS } from "../src/shared/contracts/onboarding";
import {
  CAMPAIGN_DASHBOARD_URL,
  DEMO_CLIENT,
  expect,
  expectConsoleLines,
  MANAGER,
  PHONE,
  pathOf,
  shot,
  signIn,
  test,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";

const LAUNCH = "Launch your campaign!";
const DRAFT_KEY = "outreach-desk:onboarding-draft";
const PAY = "Pay Securely";
/** The machine may be busy: page loads and redirects get room, but nothing sleeps as an assertion. */
const SLOW = { timeout: 20_000 };

interface Applicant {
  fullName: string;
  companyName: string;
  contactEmail: string;
  packageLabel: "Lead Generation" | "Appointment Setting";
}

function newApplicant(packageLabel: Applicant["packageLabel"] = "Lead Generation"): Applicant {
  return {
    fullName: "Jordan Rivera",
    companyName: uniqueName("Launch Co"),
    contactEmail: uniqueEmail("launch"),
    packageLabel,
  };
}

function wizard(page: Page): Locator {
  return page.getByRole("dialog", { name: "Launch Your Campaign" });
}

const next = (dialog: Locator) => dialog.getByRole("button", { name: "Next", exact: true });

async function expectStep(dialog: Locator, number: number, title: string, percent: number) {
  await expect(dialog.getByText(`Step ${number} of 6`, { exact: true })).toBeVisible(SLOW);
  await expect(dialog.getByText(`${percent}% complete`)).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Onboarding progress" })).toHaveAttribute(
    "aria-valuenow",
    String(percent),
  );
  await expect(dialog.getByRole("heading", { name: `${number}. ${title}` })).toBeVisible();
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(dialog.getByRole("combobox", { name: label, exact: true })).toHaveText(option);
}

/** Step 1, checking that Next waits for each required field and that errors show once a field is left. */
async function fillCompanyStep(page: Page, dialog: Locator, who: Applicant, check = false) {
  if (check) {
    await expect(next(dialog)).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
    // Leaving an empty required field shows its message.
    await dialog.getByLabel("Full name").focus();
    await dialog.getByLabel("Company name").focus();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
  }
  await dialog.getByLabel("Full name").fill(who.fullName);
  await dialog.getByLabel("Company name").fill(who.companyName);
  if (check) {
    await dialog.getByLabel("Contact email").fill("not-an-email");
    await dialog.getByLabel("Phone number").focus();
    await expect(dialog.getByText("Enter a valid contact email")).toBeVisible();
    await expect(dialog.getByText("Full name is required")).toHaveCount(0);
  }
  await dialog.getByLabel("Contact email").fill(who.contactEmail);
  await dialog.getByLabel("Phone number").fill("+1 555 0100");
  await dialog.getByLabel(/authorized to make purchasing decisions/).check();
  await dialog.getByLabel("Company website").fill("https://launch.example");
  await choose(page, dialog, "How did you hear about us?", "LinkedIn");
  if (check) await expect(next(dialog)).toBeDisabled();
  // The package cards are labels around visually hidden radios: a click on the card chooses it.
  const radio = dialog.getByRole("radio", { name: new RegExp(who.packageLabel) });
  await dialog.locator("label").filter({ hasText: who.packageLabel }).click();
  await expect(radio).toBeChecked();
  await expect(next(dialog)).toBeEnabled();
}

async function fillProspectStep(page: Page, dialog: Locator, check = false) {
  if (check) await expect(next(dialog)).toBeDisabled();
  await choose(page, dialog, "Targeting approach", "Targeted: a precise list of ideal prospects");
  await dialog.getByLabel("Job titles to target").fill("VP of Sales, Head of Growth");
  await dialog.getByLabel("Industries").fill("SaaS");
  if (check) await expect(next(dialog)).toBeDisabled();
  await choose(page, dialog, "Authority level", "C-Suite");
  await choose(page, dialog, "Your customers' annual revenue", "$5M – $25M");
  await expect(next(dialog)).toBeEnabled();
}

async function fillMessagingStep(page: Page, dialog: Locator, check = false) {
  if (check) await expect(next(dialog)).toBeDisabled();
  await choose(page, dialog, "Messaging style", "Moderate: balanced and direct");
  await dialog.getByLabel("Core product or service").fill("Fractional RevOps");
  await dialog.getByLabel("Main pain point you solve").fill("Leaky pipelines");
  if (check) {
    await expect(next(dialog)).toBeDisabled();
    await dialog.getByLabel("Your company in one line").focus();
    await dialog.getByLabel("Special offer").focus();
    await expect(dialog.getByText("One-line description is required")).toBeVisible();
  }
  await dialog.getByLabel("Your company in one line").fill("We help SaaS teams close more deals");
  await expect(next(dialog)).toBeEnabled();
}

async function fillOptimizationStep(page: Page, dialog: Locator, check = false) {
  if (check) await expect(next(dialog)).toBeDisabled();
  await choose(page, dialog, "How should we manage your campaign?", "Balanced: we act and keep you informed");
  await expect(next(dialog)).toBeEnabled();
}

async function fillTermsStep(dialog: Locator, check = false) {
  const proceed = dialog.getByRole("button", { name: "Proceed to Payment" });
  await expect(proceed).toBeVisible();
  await expect(dialog.getByRole("checkbox")).toHaveCount(TERMS.length);
  if (check) await expect(proceed).toBeDisabled();
  for (const [index, term] of TERMS.entries()) {
    await dialog.getByRole("checkbox", { name: term }).check();
    if (check && index < TERMS.length - 1) await expect(proceed).toBeDisabled();
  }
  await expect(dialog.getByText(`${TERMS.length} of ${TERMS.length} accepted`)).toBeVisible();
  await expect(proceed).toBeEnabled();
}

/** Fills all five steps and arrives at step 6; `shots` names the screenshots taken on the way. */
async function fillWizard(page: Page, who: Applicant, { check = false, shots = "" } = {}) {
  const dialog = wizard(page);
  const snap = async (name: string) => {
    if (shots) await shot(page, `${shots}-${name}`);
  };
  await expectStep(dialog, 1, "Company Information", 17);
  await fillCompanyStep(page, dialog, who, check);
  await snap("step-1");
  await next(dialog).click();
  await expectStep(dialog, 2, "Prospect Research", 33);
  await expect(dialog.getByRole("button", { name: "Previous" })).toBeEnabled();
  await fillProspectStep(page, dialog, check);
  await snap("step-2");
  await next(dialog).click();
  await expectStep(dialog, 3, "Messaging Strategy", 50);
  await fillMessagingStep(page, dialog, check);
  await snap("step-3");
  await next(dialog).click();
  await expectStep(dialog, 4, "Campaign Optimization", 67);
  await fillOptimizationStep(page, dialog, check);
  await snap("step-4");
  await next(dialog).click();
  await expectStep(dialog, 5, "Terms of Service Agreement", 83);
  await fillTermsStep(dialog, check);
  await snap("step-5");
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
  await expectStep(dialog, 6, "Secure Payment", 100);
}

async function expectSummary(dialog: Locator, who: Applicant) {
  const summary = dialog.getByRole("region", { name: "Order summary" });
  const price =
    who.packageLabel === "Lead Generation"
      ? "$279/month + $5 per lead"
      : "$379/month + $5 per qualified response";
  const other = who.packageLabel === "Lead Generation" ? "$379" : "$279";
  await expect(summary.getByText(price, { exact: true })).toBeVisible();
  await expect(summary).not.toContainText(other);
  await expect(summary.getByText(who.packageLabel, { exact: true })).toBeVisible();
  await expect(summary.getByText(who.companyName, { exact: true })).toBeVisible();
  await expect(summary).toContainText(who.fullName);
  await expect(summary).toContainText(who.contactEmail);
}

/** Pays from step 6 and lands on the server's local test checkout. */
async function goToTestCheckout(page: Page, who: Applicant) {
  const submitted = page.waitForResponse((response) => response.url().endsWith("/api/onboarding-submit"));
  const checkout = page.waitForResponse((response) =>
    response.url().endsWith("/api/create-checkout-session"),
  );
  await wizard(page).getByRole("button", { name: PAY }).click();
  expect((await submitted).status()).toBe(201);
  expect((await checkout).status()).toBe(200);
  await expect(page).toHaveURL(/\/checkout\/test\//, SLOW);
  await expect(page.getByText(who.companyName)).toBeVisible();
}

/** A toast while the wizard is open: the modal dialog hides the rest of the page from the accessibility tree. */
async function expectToastOverDialog(page: Page, title: string, description: string) {
  const region = page.getByRole("region", { name: /Notifications/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, MANAGER);
  return page;
}

test.describe("onboarding", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the demo client launches, fills six steps, pays on the test checkout and is told how to get into the new login; the demo offers no second payment; a manager sees the company and its subscription", async ({
    page,
    browser,
  }) => {
    const who = newApplicant("Lead Generation");
    await signIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL, SLOW);

    const launch = page.getByRole("button", { name: LAUNCH });
    await expect(launch).toBeVisible(SLOW);
    await launch.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Start your real campaign in 5 minutes!");
    await launch.click();
    const dialog = wizard(page);
    await expect(dialog).toBeVisible(SLOW);
    // It opens over the dashboard, which stays where it was.
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);

    await fillWizard(page, who, { check: true, shots: "onboarding-desktop" });
    await expectSummary(dialog, who);
    await shot(page, "onboarding-desktop-step-6");

    await goToTestCheckout(page, who);
    await expect(page.getByText("$279/month + $5 per lead")).toBeVisible();
    await shot(page, "onboarding-test-checkout");
    const reachedSuccess = page.waitForURL(/\/success\?session_id=/, SLOW);
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await reachedSuccess;
    // Paid from the demo: the page stays, says what happens next and how to get into the new login.
    await expect(page.getByRole("heading", { name: "Payment Successful", level: 1 })).toBeVisible(SLOW);
    await expect(page.getByText("You will receive an email with next steps within 24 hours.")).toBeVisible();
    const account = page.getByRole("region", { name: "Get into your account" });
    await expect(account).toContainText(`We have emailed an invitation to ${who.contactEmail}.`);
    await expect(account).toContainText(`the dashboard of ${who.companyName}`);
    await expect(account).toContainText("You have left the demo");
    await expect(account.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
    await expect(page.getByText(/Redirecting to your dashboard/)).toHaveCount(0);
    // Paid: the draft is gone, and the demo session has ended.
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await expect.poll(async () => (await page.request.get("/api/auth/me")).status(), SLOW).toBe(401);
    await shot(page, "onboarding-paid-from-demo");
    await page.setViewportSize(PHONE);
    await shot(page, "onboarding-paid-from-demo-phone");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page).toHaveURL(/\/success\?session_id=/);

    // Back in the demo, this browser is not offered to pay again: no Launch button, and the wizard says
    // the campaign is paid (another one can still be started from there).
    await signIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL, SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(SLOW);
    await expect(page.getByRole("button", { name: LAUNCH })).toHaveCount(0);
    await page.goto("/?onboarding=true");
    const paidNotice = wizard(page);
    await expect(paidNotice).toBeVisible(SLOW);
    await expect(paidNotice).toContainText("Your campaign is already paid for.");
    await expect(paidNotice).toContainText(`${who.companyName} was paid for on`);
    await expect(paidNotice).toContainText(who.contactEmail);
    await expect(paidNotice.getByText(/Step \d of 6/)).toHaveCount(0);
    await shot(page, "onboarding-paid-notice");
    await paidNotice.getByRole("button", { name: "Start another campaign" }).click();
    await expectStep(wizard(page), 1, "Company Information", 17);
    await expect(wizard(page).getByLabel("Company name")).toHaveValue("");

    const manager = await managerPage(browser);
    await manager.goto("/manage-campaigns?tab=clients");
    const clients = manager.getByRole("table", { name: "Clients", exact: true });
    await expect(
      clients.getByRole("textbox", { name: `Company name for ${who.companyName}`, exact: true }),
    ).toHaveValue(who.companyName, SLOW);
    await expect(
      clients.getByRole("row").filter({
        has: manager.getByRole("textbox", { name: `Company name for ${who.companyName}`, exact: true }),
      }),
    ).toContainText("Onboarding");

    await manager.goto("/subscriptions");
    await expect(manager.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible(SLOW);
    const row = manager
      .getByRole("table", { name: "Subscriptions" })
      .getByRole("row")
      .filter({ hasText: who.companyName });
    await expect(row).toHaveCount(1, SLOW);
    await expect(row).toContainText("Lead Generation");
    await expect(row).toContainText("$279/mo");
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(manager.getByRole("group", { name: "Active Subscriptions" })).toContainText(/\d/);
    await expect(manager.getByRole("group", { name: "Monthly Recurring Revenue" })).toContainText("$");
    await shot(manager, "subscriptions");
    await manager.setViewportSize(PHONE);
    await shot(manager, "subscriptions-phone");
    await manager.context().close();
  });

  test("a cancelled checkout shows /cancel; Try Again reopens the wizard with the draft", async ({
    page,
  }) => {
    const who = newApplicant("Appointment Setting");
    await page.goto("/?onboarding=true");
    await expect(wizard(page)).toBeVisible(SLOW);
    await fillWizard(page, who);
    await expectSummary(wizard(page), who);
    await goToTestCheckout(page, who);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();

    await expect(page).toHaveURL(/\/cancel$/, SLOW);
    await expect(page.getByRole("heading", { name: "Payment Cancelled", level: 1 })).toBeVisible();
    await expect(page.getByText(/no charges were made/)).toBeVisible();
    for (const point of [
      "34% average response rate",
      "Setup within 24 hours",
      "Dedicated SDR support",
      "Cancel anytime",
    ]) {
      await expect(page.getByText(point, { exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Try Again" }).click();
    expect(pathOf(page)).toBe("/?onboarding=true");
    const dialog = wizard(page);
    await expect(dialog).toBeVisible(SLOW);
    await expectStep(dialog, 6, "Secure Payment", 100);
    await expectSummary(dialog, who);
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expectStep(dialog, 5, "Terms of Service Agreement", 83);
    for (const term of TERMS) await expect(dialog.getByRole("checkbox", { name: term })).toBeChecked();
  });

  test("/?onboarding=true opens the wizard on the landing page; the draft survives closing and a reload", async ({
    page,
  }) => {
    const who = newApplicant("Appointment Setting");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(SLOW);
    await expect(wizard(page)).toHaveCount(0);

    await page.goto("/?onboarding=true");
    const dialog = wizard(page);
    await expect(dialog).toBeVisible(SLOW);
    await expectStep(dialog, 1, "Company Information", 17);
    await fillCompanyStep(page, dialog, who);
    await next(dialog).click();
    await expectStep(dialog, 2, "Prospect Research", 33);
    await dialog.getByLabel("Job titles to target").fill("Founders");

    // Closing keeps the draft; the URL no longer asks for the wizard.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(pathOf(page)).toBe("/");
    await page.goto("/?onboarding=true");
    await expectStep(wizard(page), 2, "Prospect Research", 33);
    await expect(wizard(page).getByLabel("Job titles to target")).toHaveValue("Founders");

    // So does a reload.
    await page.reload();
    await expectStep(wizard(page), 2, "Prospect Research", 33);
    await expect(wizard(page).getByLabel("Job titles to target")).toHaveValue("Founders");
    await wizard(page).getByRole("button", { name: "Previous" }).click();
    await expectStep(wizard(page), 1, "Company Information", 17);
    await expect(wizard(page).getByLabel("Company name")).toHaveValue(who.companyName);
    await expect(wizard(page).getByRole("radio", { name: /Appointment Setting/ })).toBeChecked();
  });

  test("on a phone every step fits the screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const who = newApplicant("Lead Generation");
    await page.goto("/?onboarding=true");
    await expect(wizard(page)).toBeVisible(SLOW);
    await fillWizard(page, who, { shots: "onboarding-phone" });
    await expectSummary(wizard(page), who);
    await shot(page, "onboarding-phone-step-6");
    const box = await wizard(page).boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const overflow = await wizard(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a failed submission or checkout shows its toast and the pay button can be pressed again", async ({
    page,
  }) => {
    const who = newApplicant("Lead Generation");
    await page.goto("/?onboarding=true");
    await expect(wizard(page)).toBeVisible(SLOW);
    await fillWizard(page, who);
    expectConsoleLines(
      / 500 \(Internal Server Error\) \(.*\/api\/onboarding-submit\)$/,
      / 50[23] \([\w ]+\) \(.*\/api\/create-checkout-session\)$/,
    );
    const pay = wizard(page).getByRole("button", { name: PAY });

    await page.route("**/api/onboarding-submit", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Database unavailable" }),
      }),
    );
    await pay.click();
    await expectToastOverDialog(page, "Submission Failed", "Database unavailable");
    await expect(pay).toBeEnabled();
    await page.unroute("**/api/onboarding-submit");

    // The form is stored, but no checkout can be opened (and the server gave no reason).
    await page.route("**/api/onboarding-submit", (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({ id: "7d3c9a52-5a8e-4c3a-9d0e-0f3a1b2c4d5e" }),
      }),
    );
    await page.route("**/api/create-checkout-session", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: "{}" }),
    );
    await pay.click();
    await expectToastOverDialog(page, "Payment Setup Failed", "Unable to set up payment. Please try again.");
    await expect(pay).toBeEnabled();
    await expect(page).toHaveURL(/\/\?onboarding=true$/);
    await shot(page, "onboarding-payment-setup-failed");
    await page.unroute("**/api/create-checkout-session");

    // A server that takes no payments (production without Stripe) says what to do instead.
    const paymentsOff =
      "Online payment is not available on this server yet. Please contact support@outreachdesk.app to launch your campaign.";
    await page.route("**/api/create-checkout-session", (route) =>
      route.fulfill({ status: 503, json: { message: paymentsOff } }),
    );
    await pay.click();
    await expectToastOverDialog(page, "Payment Setup Failed", paymentsOff);
    await expect(pay).toBeEnabled();
  });
});
