import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { apiSignIn, createClientAccount, PHONE, pathOf, shot, test } from "./support/fixtures";

const NEXT_STEPS = [
  "Setup begins immediately",
  "A dedicated SDR is assigned within 4 hours",
  "Prospect research and targeting",
  "First outreach within 24 hours",
];

test.describe("/success", () => {
  test("says the campaign is being set up, lists the next steps and redirects after about 5 s", async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      const path = new URL(frame.url()).pathname;
      if (frame === page.mainFrame() && visited.at(-1) !== path) visited.push(path);
    });
    await page.goto("/success");
    const shownAt = Date.now();
    await expect(page.getByRole("heading", { name: "Payment Successful", level: 1 })).toBeVisible();
    await expect(page.getByText("Your campaign is being set up.")).toBeVisible();
    await expect(page.getByText("You will receive an email with next steps within 24 hours.")).toBeVisible();
    const steps = page.getByRole("region", { name: "Next steps" }).getByRole("listitem");
    await expect(steps).toHaveCount(NEXT_STEPS.length);
    for (const [index, step] of NEXT_STEPS.entries()) await expect(steps.nth(index)).toContainText(step);
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByText(/Redirecting to your dashboard in \d seconds?/)).toBeVisible();
    await shot(page, "success");

    // Signed out, the dashboard in turn sends the visitor to /login.
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/, { timeout: 10_000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThanOrEqual(4_000);
    expect(elapsed).toBeLessThan(8_000);
    expect(visited).toEqual(["/success", "/dashboard", "/login"]);
  });

  test("a signed-in client is taken to its dashboard", async ({ page, request }) => {
    await apiSignIn(page, await createClientAccount(request));
    await page.goto("/success");
    await expect(page.getByRole("heading", { name: "Payment Successful", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
  });
});

test.describe("/success after a checkout", () => {
  test("a visitor without a login stays on the page, which says how to get into the new account; the wizard then says the campaign is paid", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem(
        "outreach-desk:onboarding-draft",
        JSON.stringify({ step: 5, values: { companyName: "Acme Widgets", contactEmail: "dana@acme.test" } }),
      ),
    );
    await page.goto("/success?session_id=cs_local_example");
    await expect(page.getByRole("heading", { name: "Payment Successful", level: 1 })).toBeVisible();
    const account = page.getByRole("region", { name: "Get into your account" });
    await expect(account).toContainText("We have emailed an invitation to dana@acme.test.");
    await expect(account).toContainText("the dashboard of Acme Widgets");
    await expect(account).toContainText("The link works once and expires in 7 days.");
    // Not signed in to the demo: nothing to leave.
    await expect(account).not.toContainText("left the demo");
    await expect(account.getByRole("link", { name: "support@outreachdesk.app" })).toBeVisible();
    await expect(page.getByText(/Redirecting to your dashboard/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);
    await shot(page, "success-after-checkout");
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
    await shot(page, "success-after-checkout-phone");

    await page.setViewportSize({ width: 1280, height: 800 });
    await account.getByRole("link", { name: "Go to Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/?onboarding=true");
    const dialog = page.getByRole("dialog", { name: "Launch Your Campaign" });
    await expect(dialog).toContainText("Acme Widgets was paid for on");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("/cancel", () => {
  test("says no charges were made; Back to Home and Try Again go to the landing page", async ({ page }) => {
    await page.goto("/cancel");
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
    const support = page.getByRole("link", { name: /@/ });
    await expect(support).toHaveText("support@outreachdesk.app");
    await expect(support).toHaveAttribute("href", "mailto:support@outreachdesk.app");
    await shot(page, "cancel");

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(pathOf(page)).toBe("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Payment Cancelled", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/\?onboarding=true$/);
    expect(pathOf(page)).toBe("/?onboarding=true");
  });
});
