import { apiSignIn, DEMO_CLIENT, expect, MANAGER, shot, test } from "./support/fixtures";
import { demoCampaignId, findRow, nameOf, prospects } from "./support/scheduler";

test.describe("Live updates", () => {
  test("a prospect ticked by the agency shows on the client's open Scheduler without a reload", async ({
    page,
    browser,
  }) => {
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);
    const prospect = (await prospects(page, campaignId)).find((row) => !row.ff4);
    expect(prospect, "a demo prospect without FF4").toBeDefined();
    if (!prospect) return;
    const name = nameOf(prospect);

    // The demo client watches its Scheduler in a browser of its own.
    const clientContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const clientPage = await clientContext.newPage();
    await apiSignIn(clientPage, DEMO_CLIENT);
    await clientPage.goto(`/campaign/${campaignId}/scheduler`);
    const clientRow = await findRow(clientPage, prospect);
    const clientBox = clientRow.getByRole("checkbox", { name: `FF4 for ${name}` });
    await expect(clientBox).not.toBeChecked();

    // The manager ticks it in the agency's Scheduler.
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const managerRow = await findRow(page, prospect);
    const navigations: string[] = [];
    clientPage.on("framenavigated", (frame) => navigations.push(frame.url()));
    const listFetches: string[] = [];
    clientPage.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/campaigns/${campaignId}/prospects`)
        listFetches.push(request.url());
    });
    const managerBox = managerRow.getByRole("checkbox", { name: `FF4 for ${name}` });
    // A click, then the saved state: the box turns once the save is under way (check() would expect
    // the change the instant the click ends).
    await managerBox.click();
    await expect(managerBox).toBeChecked();

    await expect(clientBox).toBeChecked({ timeout: 3_000 });
    expect(navigations, "the client's page was not reloaded").toEqual([]);
    // The notice carried the row: the campaign's whole list was not downloaded again for one tick.
    expect(listFetches).toEqual([]);
    await shot(clientPage, "live-updates-client-scheduler");

    // And back: unticking shows too.
    await managerBox.click();
    await expect(managerBox).not.toBeChecked();
    await expect(clientBox).not.toBeChecked({ timeout: 3_000 });
    await clientContext.close();
  });

  test("a client company added by one manager appears in another manager's open Clients table", async ({
    page,
    browser,
  }) => {
    await apiSignIn(page, MANAGER);
    const otherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await otherContext.newPage();
    await apiSignIn(other, MANAGER);
    await other.goto("/manage-campaigns?tab=clients");
    await expect(other.getByRole("tab", { name: "Clients", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const companyName = `Live Co ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/management-clients", {
      data: { companyName, clientName: "Lee Live" },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await expect(other.getByRole("textbox", { name: `Company name for ${companyName}` })).toHaveValue(
      companyName,
      {
        timeout: 3_000,
      },
    );
    await shot(other, "live-updates-manage-campaigns");
    await otherContext.close();
  });
});
