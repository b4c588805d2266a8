import { expect } from "@playwright/test";
import { FORGOT_PASSWORD_ANSWER } from "../src/shared/contracts/auth";
import {
  apiSignIn,
  createClientAccount,
  expectConsoleLines,
  expectToast,
  openProfileMenu,
  shot,
  signIn,
  test,
} from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

test("forgot password: the e-mailed link sets a new password once", async ({ page, request }) => {
  const account = await createClientAccount(request);
  const newPassword = "reset-pass-2";

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await shot(page, "forgot-password");

  const sentAfter = Date.now();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(FORGOT_PASSWORD_ANSWER)).toBeVisible();
  await shot(page, "forgot-password-sent");

  const mail = await waitForMail(account.email, sentAfter);
  expect(mail).toContain("Reset your Outreach Desk password");
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail)?.[0];
  expect(link, "reset link in the mail").toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("something-else");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await shot(page, "reset-password-mismatch");

  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, "Password reset");
  await shot(page, "reset-password-done");

  const oldLogin = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password, userType: "client" },
  });
  expect(oldLogin.status()).toBe(401);

  await signIn(page, { ...account, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Login successful");

  // The link works once.
  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/auth\/reset-password\)$/);
  await page.goto(link as string);
  await page.getByLabel("New password", { exact: true }).fill("third-pass-3");
  await page.getByLabel("Confirm new password").fill("third-pass-3");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("alert")).toContainText("This reset link is invalid or has expired.");
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await shot(page, "reset-password-used-link");
});

test("a reset page opened without a token asks for a new link", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Reset link incomplete" })).toBeVisible();
  await page.getByRole("link", { name: "Request a New Link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test.describe("profile menu", () => {
  test("Update Profile changes the company name shown in the menu", async ({ page, request }) => {
    const account = await createClientAccount(request);
    await apiSignIn(page, account);
    await page.goto("/dashboard");
    await openProfileMenu(page, new RegExp(`${account.email}.*Client Account`));
    await expect(page.getByRole("menuitem")).toHaveText([
      "Update Profile",
      "Change Password",
      "Forgot Password",
      "Log Out",
    ]);
    await shot(page, "profile-menu-client");

    await page.getByRole("menuitem", { name: "Update Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Profile" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Company name")).toHaveValue("");
    await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
    const company = `Acme Widgets ${Date.now()}`;
    await dialog.getByLabel("Company name").fill(company);
    await shot(page, "profile-update-dialog");
    await dialog.getByRole("button", { name: "Save Profile" }).click();

    await expectToast(page, "Profile updated");
    await expect(dialog).toBeHidden();
    const menuButton = page.getByRole("button", { name: new RegExp(`${company}.*Client Account`) });
    await expect(menuButton).toBeVisible();

    // Saved on the server, not only in the page.
    await page.reload();
    await expect(menuButton).toBeVisible();
    await page.goto("/login");
    await expect(page.getByText(`You are signed in as ${company}.`)).toBeVisible();
  });

  test("Change Password keeps the dialog open on a wrong current password and then changes it", async ({
    page,
    request,
  }) => {
    const account = await createClientAccount(request);
    const newPassword = "changed-pass-9";
    await apiSignIn(page, account);
    await page.goto("/dashboard");
    await openProfileMenu(page, /Client Account/);
    await page.getByRole("menuitem", { name: "Change Password" }).click();

    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await expect(dialog).toBeVisible();
    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/auth\/change-password\)$/);
    await dialog.getByLabel("Current password").fill("not-my-password");
    await dialog.getByLabel("New password").fill(newPassword);
    await dialog.getByRole("button", { name: "Change Password" }).click();

    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();
    await expect(dialog.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Current password")).toHaveValue("not-my-password");
    await expect(dialog.getByLabel("New password")).toHaveValue(newPassword);
    await shot(page, "change-password-wrong-current");

    await dialog.getByLabel("Current password").fill(account.password);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password changed");
    await expect(dialog).toBeHidden();
    await shot(page, "change-password-done");

    // Still signed in here, and the new password is the one that works.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
    const withNew = await request.post("/api/auth/login", {
      data: { email: account.email, password: newPassword, userType: "client" },
    });
    expect(withNew.ok()).toBe(true);
    const withOld = await request.post("/api/auth/login", {
      data: { email: account.email, password: account.password, userType: "client" },
    });
    expect(withOld.status()).toBe(401);
  });
});
