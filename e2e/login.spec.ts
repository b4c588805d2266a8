import { expect } from "@playwright/test";
import { NEW_PASSWORD_HINT } from "../src/shared/contracts/common";
import {
  apiSignIn,
  CAMPAIGN_DASHBOARD_URL,
  DEMO_CLIENT,
  expectConsoleLines,
  expectToast,
  MANAGER,
  openProfileMenu,
  PHONE,
  registerClient,
  shot,
  signIn,
  submitRegistration,
  submitSignIn,
  test,
  uniqueEmail,
} from "./support/fixtures";

test.describe("sign in and register", () => {
  test("Client and SDR tabs; toggling between Sign In and Create Account clears both fields", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(/Sign in/);
    await expect(page.getByRole("tab", { name: "Client", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    await shot(page, "login-client");

    await page.getByRole("tab", { name: "SDR", exact: true }).click();
    await expect(page.getByRole("tab", { name: "SDR", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("button", { name: "Sign In as SDR" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toHaveCount(0);

    await page.getByLabel("Email").fill("someone@agency.test");
    await page.getByLabel("Password").fill("secret-password");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await expect(page.getByRole("button", { name: "Create SDR Account" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByText("SDR accounts are for agency staff")).toBeVisible();
    await shot(page, "login-sdr-create-account");

    await page.getByRole("tab", { name: "Client", exact: true }).click();
    await expect(page.getByRole("button", { name: "Create Client Account" })).toBeVisible();
    await page.getByLabel("Email").fill("buyer@company.test");
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("a new client registers, sees the welcome toast and lands on /dashboard", async ({ page }) => {
    const email = uniqueEmail("register");
    await submitRegistration(page, { email, password: "client-pass-1", type: "client" });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Registration successful", `Welcome, ${email}`);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
    await shot(page, "dashboard-new-client");
  });

  test("a guessable password is refused: the toast and the field say why, under the rule's hint", async ({
    page,
  }) => {
    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/auth\/register\)$/);
    await submitRegistration(page, { email: uniqueEmail("weak"), password: "password1234", type: "client" });
    const reason = "This password is too easy to guess: This is similar to a commonly used password.";
    await expectToast(page, "Registration failed", reason);
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#client-password-error")).toContainText(reason);
    await expect(page.getByText(NEW_PASSWORD_HINT)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, "register-weak-password");
  });

  test("the manager signs in on the SDR tab and lands on /manage-campaigns", async ({ page }) => {
    await submitSignIn(page, MANAGER);
    await expect(page).toHaveURL(/\/manage-campaigns$/);
    await expectToast(page, "Login successful", "Welcome, Manager");
    await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Connection Matrix" })).toBeVisible();
    await shot(page, "manage-campaigns-shell");
  });

  test("the demo client signs in on the Client tab and lands on its campaign dashboard", async ({ page }) => {
    await submitSignIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    await expectToast(page, "Login successful", "Welcome, Northwind Demo Co");
    await expect(page.getByRole("heading", { name: "Northwind Demo Co Dashboard", level: 1 })).toBeVisible();
    await shot(page, "campaign-dashboard-demo-client");
  });

  test("a wrong password shows the Login failed toast and stays on /login", async ({ page }) => {
    expectConsoleLines(/ 401 \(Unauthorized\) \(.*\/api\/auth\/login\)$/);
    await submitSignIn(page, { ...MANAGER, password: "not-the-password" });
    await expectToast(page, "Login failed", "Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign In as SDR" })).toBeEnabled();
    await shot(page, "login-failed");
  });

  test("SDR registration with an email no manager added is refused", async ({ page }) => {
    expectConsoleLines(/ 403 \(Forbidden\) \(.*\/api\/auth\/register\)$/);
    await submitRegistration(page, { email: uniqueEmail("sdr"), password: "sdr-pass-123", type: "sdr" });
    await expectToast(page, "Registration failed", "SDR accounts are created by a manager");
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, "register-sdr-refused");
  });
});

test.describe("already logged in", () => {
  test("a client sees its name and Go to Dashboard opens /dashboard", async ({ page }) => {
    const { email } = await registerClient(page);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Already Logged In" })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await shot(page, "already-logged-in-client");
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
  });

  test("an SDR sees its name and Go to Dashboard opens /manage-campaigns", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Already Logged In" })).toBeVisible();
    await expect(page.getByText("You are signed in as Manager.")).toBeVisible();
    await shot(page, "already-logged-in-sdr");
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/manage-campaigns$/);
  });

  test("Logout and Login as Different User returns to the sign-in form", async ({ page }) => {
    await registerClient(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Logout and Login as Different User" }).click();
    await expectToast(page, "Logged out", "You have been logged out successfully");
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Already Logged In" })).toHaveCount(0);
    // The session is really gone: a protected page sends us back to /login.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });
});

test("Log Out in the profile menu shows a toast and opens the landing page", async ({ page }) => {
  await signIn(page, MANAGER);
  await openProfileMenu(page, /manager@agency\.test/);
  await shot(page, "profile-menu-sdr");
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expectToast(page, "Logged out", "You have been logged out successfully");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
  // Manage Campaigns' lists start loading with the navigation, before the redirect: refused signed out.
  expectConsoleLines(/ 401 \(Unauthorized\) \(.*\/api\/[^)]*\)$/);
  await page.goto("/manage-campaigns");
  await expect(page).toHaveURL(/\/login\?next=%2Fmanage-campaigns$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the sign-in screen and the app shell's drawer fit the screen", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "login-phone");

    await submitSignIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    // Without the welcome toast, which on a phone sits over the top bar.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Northwind Demo Co Dashboard", level: 1 })).toBeVisible();
    await shot(page, "app-shell-phone");

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    // The campaign's eight pages and Do Not Contact.
    await expect(drawer.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(9);
    await expect(drawer.getByRole("button", { name: /Northwind Demo Co/ })).toBeVisible();
    await shot(page, "app-shell-phone-drawer");

    await drawer.getByRole("link", { name: "Scheduler" }).click();
    await expect(page).toHaveURL(/\/scheduler$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { name: "Scheduler", level: 1 })).toBeVisible();
  });
});
