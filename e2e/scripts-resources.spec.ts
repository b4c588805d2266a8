import type { Locator, Page } from "@playwright/test";
import type { Prospect } from "../src/shared/contracts/prospects";
import type { Script } from "../src/shared/contracts/scripts";
import {
  apiSignIn,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  mainNav,
  PHONE,
  shot,
  test,
} from "./support/fixtures";

async function savedScripts(page: Page, campaignId: string): Promise<Script[]> {
  const response = await page.request.get(`/api/campaigns/${campaignId}/scripts`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Script[];
}

const editor = (page: Page, label: string): Locator =>
  page.getByRole("textbox", { name: label, exact: true });
const card = (page: Page, label: string): Locator => page.getByRole("group", { name: label, exact: true });
const preview = (page: Page, label: string): Locator =>
  page.getByRole("region", { name: `Preview of ${label}` });
const saveButton = (page: Page): Locator =>
  page.getByRole("button", { name: /^(Save Changes|Saved|Saving\.\.\.)$/ });

/** A full-page screenshot from the top, so the sticky bars show where they rest. */
async function shotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("SDR Scripts", () => {
  let campaignId = "";

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
    campaignId ||= await demoCampaignId(page);
  });

  test("edit and save a script: Save Changes, the toast, Saved, and the text after a reload", async ({
    page,
  }) => {
    await page.goto(`/campaign/${campaignId}/scripts`);
    await expect(page.getByRole("heading", { name: "SDR Scripts", level: 1 })).toBeVisible();
    for (const label of ["Connection Invite", "Message 1", "Message 4", "Follow-Up 1", "Follow-Up 5"]) {
      await expect(editor(page, label)).toBeVisible();
    }
    // The defaults greet the prospect by first name; nothing is edited yet.
    await expect(editor(page, "Message 1")).toHaveValue(/\{\{FirstName\}\}/);
    await expect(saveButton(page)).toHaveText("Saved");
    await expect(saveButton(page)).toBeDisabled();
    await shot(page, "scripts-desktop");

    const text = "Hi {{FirstName}}, thanks for connecting!\n\nHow is the quarter going at {{Company}}?";
    await editor(page, "Message 1").fill(text);
    await expect(card(page, "Message 1").getByText("Edited, not saved yet")).toBeVisible();
    await expect(saveButton(page)).toHaveText("Save Changes");
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    await expectToast(page, "Scripts saved", "1 template updated.");
    await expect(saveButton(page)).toHaveText("Saved");
    await expect(saveButton(page)).toBeDisabled();

    await page.reload();
    await expect(editor(page, "Message 1")).toHaveValue(text);
    await expect(card(page, "Message 1").getByText(/^Saved by /)).toBeVisible();
    await expect(card(page, "Message 2").getByText("Default text")).toBeVisible();
    const saved = await savedScripts(page, campaignId);
    expect(saved.find((script) => script.template === "msg1")?.body).toBe(text);

    // Typing the saved text back is no change: Save stays off.
    await editor(page, "Message 1").fill(`${text}!`);
    await expect(saveButton(page)).toHaveText("Save Changes");
    await editor(page, "Message 1").fill(text);
    await expect(saveButton(page)).toHaveText("Saved");
  });

  test("the character count follows the limit, turns red past it and Save waits until it fits", async ({
    page,
  }) => {
    await page.goto(`/campaign/${campaignId}/scripts`);
    const invite = editor(page, "Connection Invite");
    const count = page.locator("#script-invite-count");
    await invite.fill("Hi {{FirstName}} 👋");
    await expect(count).toHaveText("18 / 300 characters");

    await invite.fill("x".repeat(301));
    await expect(count).toHaveText("301 / 300 characters");
    await expect(count).toHaveClass(/text-red-600/);
    await expect(invite).toHaveAttribute("aria-invalid", "true");
    await expect(card(page, "Connection Invite").getByRole("alert")).toHaveText(
      "1 character over the limit of 300. Shorten it to save.",
    );
    await expect(page.getByText("Shorten Connection Invite to save.")).toBeVisible();
    await expect(saveButton(page)).toHaveText("Save Changes");
    await expect(saveButton(page)).toBeDisabled();
    await shotFromTop(page, "scripts-over-limit");

    await invite.fill("x".repeat(300));
    await expect(count).toHaveText("300 / 300 characters");
    await expect(count).not.toHaveClass(/text-red-600/);
    await expect(saveButton(page)).toBeEnabled();

    // A message's limit is 8,000.
    await expect(page.locator("#script-followup3-count")).toHaveText(/^[\d,]+ \/ 8,000 characters$/);
  });

  test("a failed save keeps the edits and says why", async ({ page }) => {
    await page.goto(`/campaign/${campaignId}/scripts`);
    expectConsoleLines(/ 500 \(Internal Server Error\) \(.*\/api\/campaigns\/[\w-]+\/scripts\)$/);
    await page.route(`**/api/campaigns/${campaignId}/scripts`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ message: "Something went wrong on our side. Please try again." }),
          })
        : route.continue(),
    );
    await editor(page, "Follow-Up 2").fill("Kept after a failed save, {{FirstName}}.");
    await saveButton(page).click();
    await expectToast(page, "Save failed", "Something went wrong on our side. Please try again.");
    await expect(editor(page, "Follow-Up 2")).toHaveValue("Kept after a failed save, {{FirstName}}.");
    await expect(saveButton(page)).toHaveText("Save Changes");
    await expect(saveButton(page)).toBeEnabled();
  });

  test("the preview fills in a chosen prospect, and Copy puts that text on the clipboard", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const response = await page.request.get(`/api/campaigns/${campaignId}/prospects`);
    const prospect = ((await response.json()) as Prospect[]).find((row) => row.company !== "");
    expect(prospect, "a demo prospect with a company").toBeDefined();
    const { firstName, lastName, company } = prospect as Prospect;

    await page.goto(`/campaign/${campaignId}/scripts`);
    await editor(page, "Message 3").fill("Hi {{FirstName}} {{LastName}}, a question about {{Company}}.");
    // Without a prospect the placeholders show as they are.
    await expect(preview(page, "Message 3")).toContainText(
      "Hi {{FirstName}} {{LastName}}, a question about {{Company}}.",
    );

    const picker = page.getByRole("combobox", { name: "Preview for" });
    await picker.click();
    await page.getByRole("option", { name: `${firstName} ${lastName} · ${company}`, exact: true }).click();
    const filled = `Hi ${firstName} ${lastName}, a question about ${company}.`;
    await expect(preview(page, "Message 3")).toContainText(filled);
    await expect(preview(page, "Message 3")).toContainText(`Preview for ${firstName} ${lastName}`);
    await expect(preview(page, "Connection Invite")).toContainText(`Hi ${firstName},`);
    // Typing updates the preview at once.
    await editor(page, "Message 3").fill("{{FirstName}} at {{Company}}");
    await expect(preview(page, "Message 3")).toContainText(`${firstName} at ${company}`);
    await shotFromTop(page, "scripts-preview");

    await page.getByRole("button", { name: "Copy Message 3" }).click();
    await expectToast(page, "Copied to clipboard", `Message 3 for ${firstName} ${lastName}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${firstName} at ${company}`);

    // When the browser refuses the clipboard, the user is told.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await page.getByRole("button", { name: "Copy Connection Invite" }).click();
    await expectToast(page, "Copy failed");
  });

  test("God Mode shows the client's scripts read-only", async ({ page }) => {
    await page.goto(`/god-mode?campaign=${campaignId}`);
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}/dashboard$`));
    await mainNav(page).getByRole("link", { name: "Scripts" }).click();
    await expect(page.getByRole("heading", { name: "SDR Scripts", level: 1 })).toBeVisible();
    await expect(editor(page, "Message 1")).not.toBeEditable();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByText("View only: your agency writes these scripts.")).toBeVisible();
    await page.getByRole("button", { name: "Exit God Mode" }).click();
    await expect(page).toHaveURL(/\/manage-campaigns$/);
  });

  test("at phone width the scripts fit without sideways scrolling", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/campaign/${campaignId}/scripts`);
    await expect(editor(page, "Connection Invite")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shotFromTop(page, "scripts-phone");
  });
});

test.describe("SDR Scripts for the demo client", () => {
  test("the client reads the scripts its agency saved, read-only, and may copy them", async ({
    page,
    context,
  }) => {
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);
    const text = `Written by the agency for the client to review, {{FirstName}} (${Date.now()}).`;
    const put = await page.request.put(`/api/campaigns/${campaignId}/scripts`, { data: { followup5: text } });
    expect(put.ok(), await put.text()).toBe(true);

    await context.clearCookies();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto(`/campaign/${campaignId}/scripts`);
    await expect(editor(page, "Follow-Up 5")).toHaveValue(text);
    for (const label of ["Connection Invite", "Message 1", "Follow-Up 5"]) {
      await expect(editor(page, label)).not.toBeEditable();
    }
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByText("View only: your agency writes these scripts.")).toBeVisible();
    await shot(page, "scripts-client-read-only");

    await page.getByRole("button", { name: "Copy Follow-Up 5" }).click();
    await expectToast(page, "Copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // The server refuses the client's write as well.
    const refused = await page.request.put(`/api/campaigns/${campaignId}/scripts`, {
      data: { followup5: "x" },
    });
    expect(refused.status()).toBe(403);
  });
});

test.describe("Resources", () => {
  const title = (page: Page, row: number) =>
    page.getByRole("textbox", { name: `Title, row ${row}`, exact: true });
  const detail = (page: Page, row: number) =>
    page.getByRole("textbox", { name: `Link or note, row ${row}`, exact: true });
  const deleteRow = (page: Page, row: number) =>
    page.getByRole("button", { name: `Delete row ${row}`, exact: true });
  const rows = (page: Page) => page.getByRole("list", { name: "Resources" }).getByRole("listitem");

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
  });

  test("add and delete rows (never the last), save, and the list is there after a reload", async ({
    page,
  }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(deleteRow(page, 1)).toBeDisabled();
    await expect(saveButton(page)).toHaveText("Saved");
    await expect(saveButton(page)).toBeDisabled();

    await title(page, 1).fill("Objection handling");
    await detail(page, 1).fill("https://docs.example.test/objections");
    await page.getByRole("button", { name: "Add Row" }).click();
    await expect(title(page, 2)).toBeFocused();
    await page.keyboard.type("Scrap this row");
    await page.getByRole("button", { name: "Add Row" }).click();
    await title(page, 3).fill("Tone of voice");
    await detail(page, 3).fill("Friendly, short sentences.\nNo attachments in a first message.");
    await page.getByRole("button", { name: "Add Row" }).click();
    await expect(rows(page)).toHaveCount(4);
    await expect(deleteRow(page, 1)).toBeEnabled();
    await deleteRow(page, 2).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(title(page, 2)).toHaveValue("Tone of voice");
    await expect(page.getByRole("link", { name: "Open link, row 1" })).toHaveAttribute(
      "href",
      "https://docs.example.test/objections",
    );
    await expect(saveButton(page)).toHaveText("Save Changes");
    await shot(page, "resources-editing");

    await saveButton(page).click();
    await expectToast(page, "Resources saved");
    await expect(saveButton(page)).toHaveText("Saved");
    // The blank fourth row was dropped when saved.
    await expect(rows(page)).toHaveCount(2);

    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(title(page, 1)).toHaveValue("Objection handling");
    await expect(detail(page, 1)).toHaveValue("https://docs.example.test/objections");
    await expect(title(page, 2)).toHaveValue("Tone of voice");
    await expect(detail(page, 2)).toHaveValue(
      "Friendly, short sentences.\nNo attachments in a first message.",
    );
    await shot(page, "resources-saved");

    // Deleting down to one row: its Delete is then disabled.
    await deleteRow(page, 1).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(deleteRow(page, 1)).toBeDisabled();
    await expect(title(page, 1)).toHaveValue("Tone of voice");
    await saveButton(page).click();
    await expectToast(page, "Resources saved");
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(title(page, 1)).toHaveValue("Tone of voice");
  });

  test("a failed save keeps the edits", async ({ page }) => {
    await page.goto("/resources");
    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/resources\)$/);
    await page.route("**/api/resources", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ message: "Row 1: Title must be at most 200 characters" }),
          })
        : route.continue(),
    );
    await title(page, 1).fill("Kept after a failed save");
    await saveButton(page).click();
    await expectToast(page, "Save failed", "Row 1: Title must be at most 200 characters");
    await expect(title(page, 1)).toHaveValue("Kept after a failed save");
    await expect(saveButton(page)).toHaveText("Save Changes");
  });

  test("at phone width the rows stack without sideways scrolling", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/resources");
    await expect(title(page, 1)).toBeVisible();
    await page.getByRole("button", { name: "Add Row" }).click();
    await title(page, 2).fill("Calendly for demo calls");
    await detail(page, 2).fill(
      "https://calendly.example.test/agency/a-rather-long-link-for-booking-demo-calls-15min",
    );
    await expectNoSidewaysScroll(page);
    await shotFromTop(page, "resources-phone");
  });

  test("clients are sent to their dashboard", async ({ page, context }) => {
    await context.clearCookies();
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto("/resources");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
