import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME } from "../src/shared/contracts/privacy";
import { apiSignIn, createConnectedCompany, expect, MANAGER, PHONE, shot, test } from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { row, table } from "./support/scheduler";

const RUN = Date.now().toString(36);
const ERASED = { first: "Erin", last: `Erase${RUN}`, slug: `erin-erase-${RUN}` };
const VIEWED = { first: "Abel", last: `Access${RUN}`, slug: `abel-access-${RUN}` };
const ERASED_NAME = `${ANONYMISED_FIRST_NAME} ${ANONYMISED_LAST_NAME}`;

const profileOf = (person: { slug: string }) => `https://www.linkedin.com/in/${person.slug}`;
const emailOf = (person: { slug: string }) => `${person.slug}@prospect.test`;

/** Imports people into a campaign through the import API, as the Import page does. */
const importInto = (
  page: Page,
  campaignId: string,
  people: { first: string; last: string; slug: string }[],
) =>
  importPeople(
    page,
    people.map((person) => ({
      ...person,
      company: "Prospect Inc",
      linkedinUrl: profileOf(person),
      email: emailOf(person),
    })),
    { campaignId, fileName: "privacy.csv" },
  );

async function createRequest(page: Page, kind: "Erasure" | "Access", subject: string) {
  await page.getByRole("combobox", { name: "Request" }).click();
  await page.getByRole("option", { name: kind, exact: true }).click();
  await page.getByLabel("LinkedIn URL or e-mail").fill(subject);
  await page.getByRole("button", { name: "Create request" }).click();
  await expect(page.getByRole("heading", { name: `${kind} request` })).toBeVisible();
}

/** The figure a tile shows under its label (a dt and its dd). */
const figure = (region: Locator, label: string) =>
  region
    .locator("div")
    .filter({ has: region.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("Privacy", () => {
  test("a manager erases an imported person; the Scheduler, the log and a re-import show it", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "Privacy Co" });
    const imported = await importInto(page, company.campaignId, [ERASED, VIEWED]);
    expect(imported.importedRows).toBe(2);

    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Privacy", level: 1 })).toBeVisible();
    // The form refuses an empty request, naming what is missing.
    await page.getByRole("button", { name: "Create request" }).click();
    await expect(page.getByText("Choose Erasure or Access")).toBeVisible();
    await expect(page.getByText("Enter a LinkedIn profile URL or an e-mail address")).toBeVisible();

    await createRequest(page, "Erasure", profileOf(ERASED));
    await expect(page).toHaveURL(/\/privacy\?request=/);
    const person = page.getByRole("region", { name: "Person" });
    await expect(person.getByText(`${ERASED.first} ${ERASED.last}`)).toBeVisible();
    await expect(person.getByText(emailOf(ERASED))).toBeVisible();
    const campaigns = page.getByRole("table", { name: "Campaigns" });
    await expect(campaigns.getByRole("row").filter({ hasText: company.companyName })).toBeVisible();
    await expect(campaigns.getByText("Not started")).toBeVisible();
    const held = page.getByRole("region", { name: "What is held" });
    await expect(figure(held, "Campaigns")).toHaveText("1");
    await expect(page.getByRole("region", { name: "Import batches" }).getByText("privacy.csv")).toBeVisible();
    await shot(page, "privacy-erasure-record");

    await page.getByRole("button", { name: "Erase", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Erase this person?" });
    await expect(confirm).toContainText(`Everything held about ${ERASED.first} ${ERASED.last} (1 campaign`);
    await expect(confirm).toContainText("This cannot be undone.");
    await expect(confirm).toContainText("Campaign figures stay as counts");
    await expect(confirm).toContainText("only as a hash");
    await shot(page, "privacy-erase-confirm");
    await confirm.getByRole("button", { name: "Erase" }).click();

    const result = page.getByRole("region", { name: "Erasure completed" });
    await expect(result).toBeVisible();
    await expect(figure(result, "Campaigns anonymised")).toHaveText("1");
    await expect(figure(result, "Error reports cleaned")).toHaveText("0");
    await expect(page.getByRole("region", { name: "Person" })).toHaveCount(0);
    const summary = page.getByRole("region", { name: "Erasure request" });
    await expect(summary.getByText("Erased", { exact: true })).toBeVisible();
    await expect(summary.getByText(/^Completed /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase", exact: true })).toHaveCount(0);
    await shot(page, "privacy-erasure-result");

    await page.getByRole("button", { name: "All requests" }).click();
    const listed = page.getByRole("table", { name: "Privacy requests" }).getByRole("row").nth(1);
    await expect(listed).toContainText("Erasure");
    await expect(listed).toContainText("Erased");
    await expect(listed).toContainText("Completed");
    await shot(page, "privacy-requests");

    // The Scheduler keeps the campaign's row, without the person.
    await page.goto(`/campaign/${company.campaignId}/scheduler`);
    const prospects = table(page, "Prospects");
    await expect(row(page, ERASED_NAME)).toHaveCount(1);
    await expect(row(page, `${VIEWED.first} ${VIEWED.last}`)).toHaveCount(1);
    await expect(prospects.getByText(ERASED.last)).toHaveCount(0);

    // The privacy log lists the erasure, and its action filter keeps it.
    await page.goto("/privacy?tab=log");
    const log = page.getByRole("table", { name: "Privacy log" });
    await expect(log.getByRole("row").nth(1)).toContainText("Erasure: 1 person anonymised in 1 campaign");
    await page.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Access export" }).click();
    await expect(log.getByText("Erasure: 1 person anonymised in 1 campaign")).toHaveCount(0);
    await page.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Erasure", exact: true }).click();
    await expect(log.getByRole("row").nth(1)).toContainText("Erasure: 1 person anonymised in 1 campaign");
    await shot(page, "privacy-log");
    await page.getByLabel("From").fill("2030-01-02");
    await page.getByLabel("To").fill("2030-01-01");
    await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();

    // Importing the person again is refused: the list keeps their hashed profile.
    const again = await importInto(page, company.campaignId, [ERASED]);
    expect(again.importedRows).toBe(0);
    expect(again.suppressedRows).toBe(1);
  });

  test("an access request is answered with a JSON download", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "Access Co" });
    const person = { first: "Ada", last: `Export${RUN}`, slug: `ada-export-${RUN}` };
    await importInto(page, company.campaignId, [person]);

    await page.goto("/privacy");
    await createRequest(page, "Access", emailOf(person));
    await expect(
      page.getByRole("region", { name: "Person" }).getByText(`${person.first} ${person.last}`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CSV" })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const saved = await download.path();
    const text = readFileSync(saved, "utf8");
    expect(text).toContain(person.last);
    expect(text).toContain(company.campaignId);
    const summary = page.getByRole("region", { name: "Access request" });
    await expect(summary.getByText(/^Completed /)).toBeVisible();
    await shot(page, "privacy-access");

    await page.goto("/privacy?tab=log");
    await page.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Access export" }).click();
    await expect(page.getByRole("table", { name: "Privacy log" }).getByRole("row")).not.toHaveCount(1);
  });

  test("retention is set per client company; a bad period shows the reason and keeps the draft", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "Retention Co" });
    await page.goto("/privacy?tab=retention");
    const field = page.getByLabel(company.companyName, { exact: true });
    await expect(field).toHaveValue("36");
    await field.fill("0");
    await page.getByRole("button", { name: `Save retention for ${company.companyName}` }).click();
    await expect(page.getByText("The retention period is at least 1 month")).toBeVisible();
    await expect(field).toHaveValue("0");
    await field.fill("24");
    await field.press("Enter");
    await expect(
      page.getByRole("button", { name: `Save retention for ${company.companyName}` }),
    ).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel(company.companyName, { exact: true })).toHaveValue("24");
    await shot(page, "privacy-retention");
  });

  test("works at 390 px without sideways scrolling", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "Phone Co" });
    const person = { first: "Pia", last: `Phone${RUN}`, slug: `pia-phone-${RUN}` };
    await importInto(page, company.campaignId, [person]);
    const created = await page.request.post("/api/privacy/requests", {
      data: { kind: "erasure", subject: profileOf(person), receivedOn: "2020-01-15" },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.setViewportSize(PHONE);
    await page.goto("/privacy");
    const listed = page
      .getByRole("list", { name: "Privacy requests" })
      .getByRole("listitem")
      .filter({ hasText: profileOf(person) });
    // Received years ago: due long since.
    await expect(listed).toContainText("Overdue");
    await expectNoSidewaysScroll(page);
    await shot(page, "privacy-requests-phone");

    await listed.getByRole("button", { name: /^Open erasure request/ }).click();
    await expect(page.getByRole("region", { name: "Person" })).toContainText(
      `${person.first} ${person.last}`,
    );
    await expectNoSidewaysScroll(page);
    await shot(page, "privacy-request-phone");

    await page.goto("/privacy?tab=retention");
    await expect(page.getByLabel(company.companyName, { exact: true })).toHaveValue("36");
    await expectNoSidewaysScroll(page);
    await shot(page, "privacy-retention-phone");

    await page.goto("/privacy?tab=log");
    await expect(page.getByRole("list", { name: "Privacy log" }).getByRole("listitem").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "privacy-log-phone");
  });
});
