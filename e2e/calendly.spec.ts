import type { APIRequestContext } from "@playwright/test";
import { calendlySignature } from "../src/server/features/calendly/calendly-signature";
import type { CalendlyReceipt } from "../src/shared/contracts/calendly";
import {
  apiSignIn,
  createConnectedCompany,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
  uniqueName,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { findRow, nameOf, prospects } from "./support/scheduler";

const SIGNING_KEY = "e2e-calendly-signing-key-4f9a2c71";

/** A booking as Calendly sends it, signed with the company's key, to the address Settings shows. */
async function book(
  request: APIRequestContext,
  webhookUrl: string,
  invitee: { email: string; name: string },
): Promise<CalendlyReceipt> {
  const id = crypto.randomUUID();
  const body = JSON.stringify({
    event: "invitee.created",
    created_at: new Date().toISOString(),
    payload: {
      uri: `https://api.calendly.com/scheduled_events/${id}/invitees/${id}`,
      email: invitee.email,
      name: invitee.name,
      status: "active",
      rescheduled: false,
      old_invitee: null,
      questions_and_answers: [],
      scheduled_event: { name: "Intro call", start_time: "2030-03-12T14:30:00.000000Z", uri: "" },
    },
  });
  const response = await request.post(webhookUrl, {
    data: body,
    headers: {
      "content-type": "application/json",
      "calendly-webhook-signature": calendlySignature(SIGNING_KEY, body, Date.now() / 1000),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CalendlyReceipt;
}

test("a manager connects a company's Calendly; a booking sets its prospect to Meeting, an unmatched one is matched by hand", async ({
  page,
  playwright,
}) => {
  await apiSignIn(page, MANAGER);
  const company = await createConnectedCompany(page.request, { prefix: "Calendly Co" });
  const slug = uniqueName("cal")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  await importPeople(
    page,
    [
      {
        first: "Imogen",
        last: "Calloway",
        company: "Harbour Labs",
        linkedinUrl: `https://www.linkedin.com/in/${slug}-imogen`,
        email: `imogen.${slug}@harbour.test`,
      },
      {
        first: "Teodor",
        last: "Marsh",
        company: "Harbour Labs",
        linkedinUrl: `https://www.linkedin.com/in/${slug}-teodor`,
      },
    ],
    { campaignId: company.campaignId },
  );
  const people = await prospects(page, company.campaignId);
  const imogen = people.find((row) => row.firstName === "Imogen");
  const teodor = people.find((row) => row.firstName === "Teodor");
  if (!imogen || !teodor) throw new Error("the import did not list both people");

  // Settings > Calendly: the company, its key, its address.
  await page.goto("/settings?tab=calendly");
  await page.getByRole("combobox", { name: "Client company" }).click();
  await page.getByRole("option", { name: company.companyName }).click();
  const connection = page.getByRole("region", { name: "Calendly connection" });
  await expect(connection.getByText("Not set")).toBeVisible();
  await connection.getByRole("button", { name: "Set key" }).click();
  const dialog = page.getByRole("dialog", { name: "Set the signing key" });
  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/signing-key\)$/);
  await dialog.getByLabel("Signing key").fill("too short");
  await dialog.getByRole("button", { name: "Save key" }).click();
  await expect(dialog.getByText("The signing key must be at least 16 characters")).toBeVisible();
  await dialog.getByLabel("Signing key").fill(SIGNING_KEY);
  await dialog.getByRole("button", { name: "Save key" }).click();
  await expectToast(page, "Signing key saved");
  await expect(connection.getByText(/^Set on .* by /)).toBeVisible();
  await expect(connection.getByRole("button", { name: "Replace key" })).toBeVisible();
  await expect(page.getByText(SIGNING_KEY)).toHaveCount(0);
  const webhookUrl = await connection.getByLabel("Webhook URL").inputValue();
  expect(webhookUrl).toMatch(new RegExp(`/api/calendly/${company.companyId}/webhook$`));

  // Calendly, signed out, sends two bookings: one by a prospect's e-mail, one by an address nobody has.
  const calendly = await playwright.request.newContext();
  expect(await book(calendly, webhookUrl, { email: imogen.email ?? "", name: nameOf(imogen) })).toEqual({
    received: true,
    outcome: "matched",
  });
  expect(await book(calendly, webhookUrl, { email: "teo.private@home.test", name: "Teo Marsh" })).toEqual({
    received: true,
    outcome: "unmatched",
  });
  await calendly.dispose();

  // The Scheduler shows the meeting.
  await page.goto(`/campaign/${company.campaignId}/scheduler`);
  const imogenRow = await findRow(page, imogen);
  await expect(
    imogenRow.getByRole("combobox", { name: `Final Disposition for ${nameOf(imogen)}` }),
  ).toHaveText("Meeting");

  // The unmatched booking is matched by hand.
  await page.goto("/settings?tab=calendly");
  await page.getByRole("combobox", { name: "Client company" }).click();
  await page.getByRole("option", { name: new RegExp(company.companyName) }).click();
  const unmatched = page.getByRole("list", { name: "Unmatched bookings" });
  const booking = unmatched.getByRole("listitem").filter({ hasText: "Teo Marsh" });
  await expect(booking).toContainText("teo.private@home.test");
  await expect(page.getByRole("list", { name: "Recent meetings from Calendly" })).toContainText(
    nameOf(imogen),
  );
  await shot(page, "calendly-settings-desktop");

  await booking.getByRole("button", { name: "Match" }).click();
  const match = page.getByRole("dialog", { name: "Match the booking" });
  await match.getByRole("searchbox", { name: "Search this company's prospects" }).fill("Marsh");
  await expect(match.getByRole("list", { name: "Matching prospects" })).toContainText(nameOf(teodor));
  await shot(page, "calendly-match-desktop");
  await match.getByRole("button", { name: `Match to ${nameOf(teodor)}` }).click();
  await expectToast(page, "Booking matched", `${nameOf(teodor)} is set to Meeting.`);
  await expect(page.getByText("No bookings are waiting.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent meetings from Calendly" })).toContainText(
    nameOf(teodor),
  );
  const saved = (await prospects(page, company.campaignId)).find((row) => row.id === teodor.id);
  expect(saved?.finalDisposition).toBe("Meeting");

  await page.setViewportSize(PHONE);
  await expect(connection.getByRole("button", { name: "Replace key" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "calendly-settings-phone");
});
