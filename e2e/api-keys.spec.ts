import type { Page } from "@playwright/test";
import { API_KEY_INVALID } from "../src/shared/contracts/api-keys";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import {
  apiSignIn,
  demoCampaignId,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
  uniqueName,
} from "./support/fixtures";

const SECRET_LABEL = "This is the only time the key is shown. Copy it now and keep it somewhere safe.";

const keyRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "API keys" }).getByRole("row").filter({ hasText: name });

test("a manager creates an API key, calls the API with it, sees its last use, and revokes it", async ({
  page,
  playwright,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await apiSignIn(page, MANAGER);
  const campaignId = await demoCampaignId(page);
  const name = uniqueName("Reporting sync");

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API key" });

  // No name: refused by name; then a client company allows read-only only.
  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/api-keys\)$/);
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("combobox", { name: "Scope" }).click();
  await page.getByRole("option", { name: DEMO_COMPANY_NAME }).click();
  await expect(dialog.getByRole("radio", { name: /Read-write/ })).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: /Read-only/ })).toBeChecked();
  await dialog.getByRole("combobox", { name: "Scope" }).click();
  await page.getByRole("option", { name: "Agency-wide" }).click();
  await expect(dialog.getByRole("radio", { name: /Read-write/ })).toBeEnabled();
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await shot(page, "api-keys-create-desktop");

  await dialog.getByRole("button", { name: "Create key" }).click();
  const created = page.getByRole("dialog", { name: "API key created" });
  const secretField = created.getByLabel(SECRET_LABEL);
  await expect(secretField).toBeVisible();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^od_[A-Za-z0-9_-]{43}$/);
  await created.getByRole("button", { name: "Copy key" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shot(page, "api-keys-secret-desktop");
  await created.getByRole("button", { name: "Done" }).click();
  // The toast region is hidden from assistive technology while the dialog is open.
  await expectToast(page, "Copied to clipboard", "The API key");
  await expect(keyRow(page, name).getByText("Never")).toBeVisible();
  await expect(keyRow(page, name).getByText(secret.slice(0, 11))).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // Another tool, with the key and no cookie.
  const tool = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const prospects = await tool.get(`/api/campaigns/${campaignId}/prospects`);
  expect(prospects.status(), await prospects.text()).toBe(200);
  expect(((await prospects.json()) as unknown[]).length).toBeGreaterThan(0);

  await page.reload();
  await expect(keyRow(page, name).getByText("Never")).toHaveCount(0);
  await expect(keyRow(page, name).getByText("Active")).toBeVisible();
  await expect(page.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/api/docs");
  await shot(page, "api-keys-list-desktop");

  await page.setViewportSize(PHONE);
  await expect(page.getByRole("button", { name: "Create API key" })).toBeVisible();
  // The keys table scrolls inside its card; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "api-keys-list-phone");
  await page.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByRole("dialog", { name: "Create API key" })).toBeVisible();
  await shot(page, "api-keys-create-phone");
  await page.getByRole("dialog", { name: "Create API key" }).getByRole("button", { name: "Cancel" }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  await keyRow(page, name)
    .getByRole("button", { name: `Revoke ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this API key?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expectToast(page, "API key revoked");
  await expect(keyRow(page, name).getByText("Revoked", { exact: true })).toBeVisible();
  await expect(keyRow(page, name).getByRole("button", { name: /Revoke/ })).toHaveCount(0);

  const refused = await tool.get(`/api/campaigns/${campaignId}/prospects`);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ message: API_KEY_INVALID });
  await tool.dispose();

  const activity = page.getByRole("table", { name: "API key activity" });
  await expect(
    activity.getByRole("row").filter({ hasText: name }).filter({ hasText: "Revoked by" }),
  ).toBeVisible();
  await expect(
    activity.getByRole("row").filter({ hasText: name }).filter({ hasText: "Created by" }),
  ).toBeVisible();
  await shot(page, "api-keys-revoked-desktop");
});
