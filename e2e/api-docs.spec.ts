import type { Page } from "@playwright/test";
import { expect, PHONE, shot, test } from "./support/fixtures";

/** Console errors and uncaught exceptions of a page: a Content Security Policy violation shows here. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Opens the reference at one operation, as a link someone shared would. */
async function openDeepLink(page: Page, operation: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`/api/docs#/${operation}`);
}

test("the API reference lists the operations by section, signed out, with no console error", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/api/docs");

  await expect(page.getByRole("heading", { name: /Outreach Desk API/ })).toBeVisible();
  await expect(page.getByText("Authorization: Bearer <API key>").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Sign-in and profile/ })).toBeVisible();
  // The reference is long enough that Swagger UI renders sections as they scroll into view;
  // a deep link scrolls to its operation.
  await openDeepLink(page, "API%20keys/getApiApiKeys");
  await expect(page.getByRole("heading", { name: /^API keys/ })).toBeVisible();
  await openDeepLink(page, "Share%20links/getApiCampaignsByIdShareLinks");
  await expect(page.getByRole("heading", { name: /^Share links/ })).toBeVisible();
  const listShareLinks = page.getByRole("button", {
    name: "GET /api/campaigns/{id}/share-links List a campaign's share links",
  });
  await expect(listShareLinks).toBeVisible();
  await shot(page, "api-docs-1280");

  // The linked operation is open, at who may call it and its answers.
  await expect(page.getByText("Agency staff (Owner, Manager, SDR) only.", { exact: false })).toBeVisible();
  await expect(page.getByText("Not found, or not reachable with these rights.")).toBeVisible();
  await shot(page, "api-docs-operation-1280");

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole("heading", { name: /Outreach Desk API/ })).toBeVisible();
  await shot(page, "api-docs-390");

  expect(errors).toEqual([]);
});
