import type { Page } from "@playwright/test";
import {
  startWebhookReceiver,
  verifiedPayload,
  type WebhookReceiver,
} from "../tests/helpers/webhook-receiver";
import {
  apiSignIn,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
} from "./support/fixtures";
import { demoCampaignId, findRow, nameOf, prospects } from "./support/scheduler";

let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});

test.afterAll(async () => {
  await receiver?.close();
});

const endpointsTable = (page: Page) => page.getByRole("table", { name: "Webhook endpoints" });
const deliveriesTable = (page: Page) => page.getByRole("table", { name: "Deliveries" });

test("a manager adds a webhook endpoint, ticks a prospect and sees the signed delivery in the log", async ({
  page,
}) => {
  await apiSignIn(page, MANAGER);
  const campaignId = await demoCampaignId(page);
  const prospect = (await prospects(page, campaignId)).find((row) => !row.m4 && !row.doNotContact);
  if (!prospect) throw new Error("the demo campaign has no prospect without M4");

  await page.goto("/settings?tab=webhooks");
  await expect(page.getByRole("heading", { name: "Webhook endpoints" })).toBeVisible();
  await expect(endpointsTable(page).getByText("No endpoints yet.")).toBeVisible();

  // A URL that is not http(s) is refused by name, and what was typed stays.
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const dialog = page.getByRole("dialog", { name: "Add endpoint" });
  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/webhooks\)$/);
  await dialog.getByLabel("URL").fill("ftp://files.example.com/in");
  await dialog.getByLabel("Description").fill("CRM sync");
  await expect(dialog.getByRole("checkbox", { name: "All events" })).toBeChecked();
  await dialog.getByRole("button", { name: "Add endpoint" }).click();
  await expect(dialog.getByText("Enter an http:// or https:// address")).toBeVisible();
  await expect(dialog.getByLabel("Description")).toHaveValue("CRM sync");
  await shot(page, "webhooks-add-endpoint-desktop");

  await dialog.getByLabel("URL").fill(receiver.url);
  await dialog.getByRole("button", { name: "Add endpoint" }).click();
  const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
  const secretField = secretDialog.getByLabel(/only time the secret is shown/);
  await expect(secretField).toHaveValue(/^whsec_/);
  const secret = await secretField.inputValue();
  await shot(page, "webhooks-secret-desktop");
  await secretDialog.getByRole("button", { name: "Done" }).click();
  const endpointRow = endpointsTable(page).getByRole("row").filter({ hasText: receiver.url });
  await expect(endpointRow.getByText("Active")).toBeVisible();
  await expect(endpointRow.getByText("All events")).toBeVisible();

  // The Scheduler tick is sent to the receiver, signed with that secret.
  const name = nameOf(prospect);
  await page.goto(`/campaign/${campaignId}/scheduler`);
  const found = await findRow(page, prospect);
  const m4 = found.getByRole("checkbox", { name: `M4 for ${name}` });
  await m4.click();
  await expect(m4).toBeChecked();
  await expectToast(page, "Prospect updated successfully");
  const [request] = await receiver.waitFor(1);
  if (!request) throw new Error("nothing was delivered");
  expect(verifiedPayload(secret, request)).toMatchObject({
    type: "message.sent",
    data: {
      campaignId,
      prospect: { id: prospect.id, firstName: prospect.firstName },
      change: { field: "m4" },
    },
  });

  // The endpoint's log shows the delivery.
  await page.goto("/settings?tab=webhooks");
  const delivered = deliveriesTable(page).getByRole("row").filter({ hasText: "message.sent" });
  await expect(delivered.getByText("Delivered")).toBeVisible();
  await expect(delivered.getByText("200", { exact: true })).toBeVisible();

  // Send test event, from the row's menu: it arrives and is logged too.
  await page.getByRole("button", { name: `Actions for ${receiver.url}` }).click();
  await page.getByRole("menuitem", { name: "Send test event" }).click();
  await expectToast(page, "Test event sent");
  await receiver.waitFor(2);
  await expect(
    deliveriesTable(page).getByRole("row").filter({ hasText: "test.ping" }).getByText("Delivered"),
  ).toBeVisible();
  await shot(page, "webhooks-log-desktop");

  // On a phone the tables scroll inside their cards; the page itself does not scroll sideways.
  await page.setViewportSize(PHONE);
  await expect(deliveriesTable(page)).toBeVisible();
  const [pageWidth, viewportWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(pageWidth).toBeLessThanOrEqual(viewportWidth);
  await shot(page, "webhooks-log-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Deleted, it is gone with its log, and nothing more is sent to the receiver.
  await page.getByRole("button", { name: `Actions for ${receiver.url}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this endpoint?" });
  await confirm.getByRole("button", { name: "Delete endpoint" }).click();
  await expectToast(page, "Endpoint deleted");
  await expect(endpointsTable(page).getByText("No endpoints yet.")).toBeVisible();
  await expect(deliveriesTable(page)).toHaveCount(0);
});
