import type { APIRequestContext } from "@playwright/test";
import * as OTPAuth from "otpauth";
import {
  type Credentials,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  openProfileMenu,
  shot,
  signIn,
  submitSignIn,
  test,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";

/** The authenticator app's code, `steps` 30-second steps from now (the server accepts one either side). */
const codeAt = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** The manager adds a member of staff with a login (the request context stays signed in as the manager). */
async function addStaffMember(request: APIRequestContext, name: string, emailPrefix: string) {
  const managerLogin = await request.post("/api/auth/login", {
    data: { email: MANAGER.email, password: MANAGER.password, userType: "sdr" },
  });
  expect(managerLogin.ok(), await managerLogin.text()).toBe(true);
  const member = uniqueName(name);
  const staff: Credentials = {
    email: uniqueEmail(emailPrefix),
    password: `${emailPrefix}-pass-1`,
    type: "sdr",
  };
  const created = await request.post("/api/management-sdrs", {
    data: { name: member, email: staff.email, loginPassword: staff.password, status: "Active" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { name: member, staff };
}

test("a member of staff sets up an authenticator app, then signs in with its code", async ({
  page,
  request,
}) => {
  const { name, staff } = await addStaffMember(request, "Second Factor SDR", "two-step");

  await signIn(page, staff);
  await openProfileMenu(page, new RegExp(name));
  await page.getByRole("menuitem", { name: "Second Factor" }).click();
  const dialog = page.getByRole("dialog", { name: "Second factor" });
  await expect(dialog.getByText(/^Off\./)).toBeVisible();
  await dialog.getByRole("button", { name: "Set Up Authenticator App" }).click();
  await expect(
    dialog.getByRole("img", { name: "QR code to scan with your authenticator app" }),
  ).toBeVisible();
  const secret = await dialog.getByLabel("Key to enter by hand").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(
    dialog.getByRole("link", { name: "Open in an authenticator app on this device" }),
  ).toHaveAttribute("href", /^otpauth:\/\/totp\//);
  await shot(page, "second-factor-setup");

  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/auth\/second-factor\/(confirm|sign-in)\)$/);
  await dialog.getByLabel("Code from the app").fill("000000");
  await dialog.getByRole("button", { name: "Turn On" }).click();
  await expect(dialog.getByText(/That code is not right/)).toBeVisible();
  await expect(dialog.getByLabel("Code from the app")).toHaveValue("000000");

  await dialog.getByLabel("Code from the app").fill(codeAt(secret));
  await dialog.getByRole("button", { name: "Turn On" }).click();
  // (Its toast sits behind the dialog, which hides the rest of the page from assistive technology.)
  const codes = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents())[0] as string;
  expect(recovery).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await shot(page, "second-factor-recovery-codes");
  await dialog.getByRole("button", { name: "Done" }).click();

  // Signing in again: the password, then the code.
  await page.context().clearCookies();
  await page.goto("/login");
  await submitSignIn(page, staff);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  await shot(page, "second-factor-sign-in");
  await code.fill("123456");
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page.getByText(/That code is not right or was already used/)).toBeVisible();
  await shot(page, "second-factor-sign-in-wrong-code");
  // The set-up spent the current step's code: the next step's is accepted.
  await code.fill(codeAt(secret, 1));
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expectToast(page, "Login successful");

  // A recovery code works once.
  await page.context().clearCookies();
  await page.goto("/login");
  await submitSignIn(page, staff);
  await page.getByLabel("Authentication code").fill(recovery.toUpperCase());
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // Both lost: the owner resets the second factor, and the password alone signs in again.
  await page.context().clearCookies();
  await signIn(page, MANAGER);
  await page.goto("/manage-campaigns?tab=sdrs");
  await page.getByRole("button", { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Reset Second Factor" }).click();
  const confirmReset = page.getByRole("alertdialog", { name: new RegExp(`Reset ${name}'s second factor`) });
  await shot(page, "second-factor-reset-confirm");
  await confirmReset.getByRole("button", { name: "Reset Second Factor" }).click();
  await expectToast(page, "Second Factor Reset");
  await page.context().clearCookies();
  await signIn(page, staff);
  await expect(page).not.toHaveURL(/\/login$/);
});

test("the owner requires a second factor of all staff: staff without one can only set it up", async ({
  page,
  request,
}) => {
  // The owner turns on their own second factor first (over the API here; the test above shows the dialog).
  const ownerLogin = await request.post("/api/auth/login", {
    data: { email: MANAGER.email, password: MANAGER.password, userType: "sdr" },
  });
  expect(ownerLogin.ok(), await ownerLogin.text()).toBe(true);
  const setup = await request.post("/api/auth/second-factor/setup");
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post("/api/auth/second-factor/confirm", {
    data: { code: codeAt(secret, -1) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  try {
    const name = uniqueName("Required SDR");
    const staff: Credentials = { email: uniqueEmail("required"), password: "required-pass-1", type: "sdr" };
    const created = await request.post("/api/management-sdrs", {
      data: { name, email: staff.email, loginPassword: staff.password, status: "Active" },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.goto("/login");
    await submitSignIn(page, MANAGER);
    await page.getByLabel("Authentication code").fill(codeAt(secret));
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const require = page.getByRole("switch", { name: "Require a second factor for all staff" });
    await expect(require).not.toBeChecked();
    await require.click();
    await expectToast(page, "Second factor required");
    await expect(require).toBeChecked();
    await shot(page, "second-factor-required-setting");

    await page.context().clearCookies();
    await page.goto("/login");
    await submitSignIn(page, staff);
    await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await shot(page, "second-factor-required-page");
    await page.getByRole("button", { name: "Set Up Authenticator App" }).click();
    const own = await page.getByLabel("Key to enter by hand").inputValue();
    await page.getByLabel("Code from the app").fill(codeAt(own));
    await page.getByRole("button", { name: "Turn On" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("heading", { name: "Set up your second factor" })).toHaveCount(0);
    await expect(page.getByRole("navigation").first()).toBeVisible();
  } finally {
    // The owner's account goes back as other tests expect it.
    const off = await request.put("/api/agency/security", { data: { secondFactorRequired: false } });
    expect(off.ok(), await off.text()).toBe(true);
    const disabled = await request.delete("/api/auth/second-factor");
    expect(disabled.status(), await disabled.text()).toBe(204);
  }
});

test("passkey: added with Chromium's virtual authenticator, then it finishes the sign-in", async ({
  page,
  request,
}) => {
  const { name, staff } = await addStaffMember(request, "Passkey SDR", "passkey");

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, staff);
  await openProfileMenu(page, new RegExp(name));
  await page.getByRole("menuitem", { name: "Second Factor" }).click();
  const dialog = page.getByRole("dialog", { name: "Second factor" });
  await dialog.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(dialog.getByText("Name the passkey, e.g. Work laptop")).toBeVisible();
  await dialog.getByLabel("Passkey name").fill("Work laptop");
  await dialog.getByRole("button", { name: "Add a Passkey" }).click();
  // The first second factor: its recovery codes are shown once.
  await expect(dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await dialog.getByRole("button", { name: "Done" }).click();

  await openProfileMenu(page, new RegExp(name));
  await page.getByRole("menuitem", { name: "Second Factor" }).click();
  await expect(dialog.getByRole("list", { name: "Your passkeys" })).toContainText("Work laptop");
  await shot(page, "second-factor-passkey-listed");
  await page.keyboard.press("Escape");

  await page.context().clearCookies();
  await page.goto("/login");
  await submitSignIn(page, staff);
  const usePasskey = page.getByRole("button", { name: "Use a Passkey" });
  await expect(usePasskey).toBeVisible();
  await shot(page, "second-factor-passkey-sign-in");
  await usePasskey.click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expectToast(page, "Login successful");

  // Removing it (the last second factor) turns the second factor off.
  await openProfileMenu(page, new RegExp(name));
  await page.getByRole("menuitem", { name: "Second Factor" }).click();
  await dialog.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(dialog.getByText(/^Off\./)).toBeVisible();
});
