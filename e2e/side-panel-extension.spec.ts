import type { APIRequestContext, Page } from "@playwright/test";
import type { Conversation, Message } from "../src/shared/contracts/conversations";
import type { Prospect } from "../src/shared/contracts/prospects";
import { E2E_BASE_URL } from "./support/env";
import {
  type ExtensionBrowser,
  launchWithExtension,
  PANEL_VIEWPORT,
  sidePanelUrl,
  unzipExtension,
} from "./support/extension";
import {
  test as appTest,
  expect,
  expectConsoleLines,
  MANAGER,
  shot,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { type LinkedinStandIn, profileAddress, startLinkedinStandIn } from "./support/linkedin-stand-in";

const RUN = Date.now().toString(36);
const PASSWORD = "panel-sdr-pass-7";
/** The campaign's prospects: their profile addresses are /in/<first>-<last>, lower case. */
const PEOPLE = [
  { first: "Ada", last: `Panel${RUN}` },
  { first: "Ben", last: `Panel${RUN}` },
  { first: "Cy", last: `Panel${RUN}` },
];
const slugOf = (person: { first: string; last: string }) => `${person.first}-${person.last}`.toLowerCase();
const nameOf = (person: { first: string; last: string }) => `${person.first} ${person.last}`;
/** Someone on LinkedIn who is nobody's prospect yet. */
const STRANGER = { first: "Dee", last: `Newcomer${RUN}` };
const INVITE_SCRIPT = "Hi {{FirstName}}, I saw your work at {{Company}} and would like to connect.";

/**
 * The project's test (its console check included) with Chromium running the side panel as downloaded
 * from the e2e server, and a stand-in for www.linkedin.com on loopback.
 */
const test = appTest.extend<
  { extension: ExtensionBrowser },
  { linkedin: LinkedinStandIn; extensionDir: string }
>({
  linkedin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const standIn = await startLinkedinStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: "worker" },
  ],
  extensionDir: [
    async ({ playwright }, use) => {
      const manager = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const login = await manager.post("/api/auth/login", {
        data: { email: MANAGER.email, password: MANAGER.password, userType: "sdr" },
      });
      expect(login.ok(), await login.text()).toBe(true);
      const download = await manager.get("/downloads/outreach-desk-side-panel.zip");
      expect(download.ok(), `the side panel's download answered ${download.status()}`).toBe(true);
      const dir = unzipExtension(await download.body());
      await manager.dispose();
      await use(dir);
    },
    { scope: "worker" },
  ],
  extension: async ({ linkedin, extensionDir }, use) => {
    const launched = await launchWithExtension(extensionDir, {
      baseURL: E2E_BASE_URL,
      args: linkedin.chromiumArgs,
    });
    await use(launched);
    await launched.context.close();
  },
  context: async ({ extension }, use) => {
    await use(extension.context);
  },
});

async function post<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.post(path, data === undefined ? {} : { data });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Setup {
  sdr: { email: string; name: string };
  campaignId: string;
  client: string;
}

/**
 * As the manager: an SDR with a login, and a launched client campaign worked by them, every day a
 * working day, with an invite script and three new prospects whose invites are due today.
 */
async function seed(request: APIRequestContext): Promise<Setup> {
  const login = await request.post("/api/auth/login", {
    data: { email: MANAGER.email, password: MANAGER.password, userType: "sdr" },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const name = uniqueName("Pia Panel");
  const email = uniqueEmail("panel-sdr");
  const { id: sdrId } = await post<{ id: string }>(request, "/api/management-sdrs", { name, email });
  const password = await request.patch(`/api/management-sdrs/${sdrId}`, {
    data: { loginPassword: PASSWORD },
  });
  expect(password.ok(), await password.text()).toBe(true);

  const client = uniqueName("Panel Co");
  const company = await post<{ id: string; campaignId: string }>(request, "/api/management-clients", {
    companyName: client,
    clientName: "Petra Client",
  });
  const row = await post<{ id: string }>(request, "/api/connection-matrix", { companyId: company.id, sdrId });
  await post(request, `/api/connection-matrix/${row.id}/launch`);
  const cadence = await request.put(`/api/campaigns/${company.campaignId}/cadence`, {
    data: {
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      budget: { accountType: "free", invitesPer7Days: 100, invitesPerDay: 20, messagesPerDay: 100 },
    },
  });
  expect(cadence.ok(), await cadence.text()).toBe(true);
  const scripts = await request.put(`/api/campaigns/${company.campaignId}/scripts`, {
    data: { invite: INVITE_SCRIPT },
  });
  expect(scripts.ok(), await scripts.text()).toBe(true);

  // importPeople posts through the page's request context: a stand-in page object carries the manager's.
  const rows = PEOPLE.map((person) => ({
    ...person,
    company: "Harbor Labs",
    linkedinUrl: `https://www.linkedin.com/in/${slugOf(person)}`,
  }));
  await importPeople({ request } as Page, rows, { campaignId: company.campaignId, fileName: "panel.csv" });
  return { sdr: { email, name }, campaignId: company.campaignId, client };
}

/** The panel's card for a person in the campaign. */
const card = (panel: Page, person: { first: string; last: string }, client: string) =>
  panel.getByRole("region", { name: `${nameOf(person)}, ${client}` });

test("the side panel follows the LinkedIn tab against the real server", async ({ extension, request }) => {
  test.setTimeout(180_000);
  // Once the token is revoked, whatever the panel asks next is answered 401, which the browser logs.
  expectConsoleLines(/^error: Failed to load resource: .* 401 .*\/api\/(side-panel\/lookup|queue\/today)/);
  const { context, extensionId } = extension;
  const setup = await seed(request);
  const [ada, ben, cy] = PEOPLE as [
    (typeof PEOPLE)[number],
    (typeof PEOPLE)[number],
    (typeof PEOPLE)[number],
  ];

  // The SDR is signed in to the app in this browser (the persistent context keeps its own cookies).
  const signedIn = await context.request.post("/api/auth/login", {
    data: { email: setup.sdr.email, password: PASSWORD, userType: "sdr" },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);

  const panel = context.pages()[0] ?? (await context.newPage());
  await panel.setViewportSize(PANEL_VIEWPORT);
  await panel.goto(sidePanelUrl(extensionId));
  expect(await panel.evaluate(() => chrome.runtime.getManifest().host_permissions)).toEqual([
    `${E2E_BASE_URL}/*`,
  ]);

  await test.step("connect: the app tab opens, the person allows it, the panel is connected", async () => {
    await expect(panel.getByRole("heading", { name: "Connect to Outreach Desk" })).toBeVisible();
    await expect(panel.getByLabel("Outreach Desk address")).toHaveValue(E2E_BASE_URL);
    await shot(panel, "side-panel-extension-connect");
    const opened = context.waitForEvent("page");
    await panel.getByRole("button", { name: "Connect", exact: true }).click();
    const appTab = await opened;
    await expect(appTab).toHaveURL(/\/side-panel\/connect\?challenge=/);
    await expect(panel.getByRole("status")).toContainText("Outreach Desk opened in a new tab");
    const closed = appTab.waitForEvent("close");
    await appTab.getByRole("button", { name: "Connect Side Panel" }).click();
    await closed;
    await expect(panel.getByRole("banner")).toContainText(setup.sdr.name);
    await expect(panel.getByRole("button", { name: "Disconnect" })).toBeVisible();
  });

  const tab = await context.newPage();
  await test.step("a prospect's profile: the person, the next step and its script; Copy, then Done", async () => {
    await tab.goto(profileAddress(slugOf(ada)));
    await tab.bringToFront();
    const adaCard = card(panel, ada, setup.client);
    await expect(adaCard.getByRole("heading", { name: nameOf(ada), level: 2 })).toBeVisible();
    await expect(adaCard.getByRole("heading", { name: "Next: Invite" })).toBeVisible();
    await expect(adaCard.getByText("Due today")).toBeVisible();
    const filled = `Hi Ada, I saw your work at Harbor Labs and would like to connect.`;
    await expect(adaCard.getByText(filled)).toBeVisible();
    await shot(panel, "side-panel-extension-profile");

    // Chromium grants nothing to an extension's origin by name: granted to every origin of the context.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await adaCard.getByRole("button", { name: "Copy the Invite script" }).click();
    await expect(adaCard.getByRole("button", { name: "Copy the Invite script" })).toHaveText("Copied");
    expect(await panel.evaluate(() => navigator.clipboard.readText())).toContain(filled);

    await adaCard.getByRole("button", { name: "Done", exact: true }).click();
    await expect(adaCard.getByRole("heading", { name: "Next: Invite" })).toHaveCount(0);

    // Another page of the app: the Scheduler of the campaign shows the invite ticked.
    const scheduler = await context.newPage();
    await scheduler.goto(`/campaign/${setup.campaignId}/scheduler`);
    await scheduler.getByRole("searchbox", { name: "Search prospects" }).fill(ada.first);
    await expect(
      scheduler.getByRole("checkbox", { name: `Invite for ${nameOf(ada)}`, exact: true }),
    ).toBeChecked();
    await scheduler.close();
  });

  await test.step("a reply pasted into the panel is saved", async () => {
    await tab.bringToFront();
    const adaCard = card(panel, ada, setup.client);
    await adaCard.getByRole("button", { name: "Reply", exact: true }).click();
    const text = `Thanks for reaching out, happy to talk next week. (${RUN})`;
    await adaCard.getByLabel("Their reply").fill(text);
    await adaCard.getByRole("button", { name: "Save reply" }).click();
    await expect(adaCard.getByLabel("Their reply")).toHaveCount(0);

    const prospects = (await (
      await request.get(`/api/campaigns/${setup.campaignId}/prospects`)
    ).json()) as Prospect[];
    const adaProspect = prospects.find((prospect) => prospect.firstName === ada.first);
    expect(adaProspect).toBeDefined();
    const conversations = (await (
      await request.get(`/api/prospect-conversations?campaignId=${setup.campaignId}`)
    ).json()) as Conversation[];
    const conversation = conversations.find((row) => row.prospectId === adaProspect?.id);
    expect(conversation, "the reply opened Ada's conversation").toBeDefined();
    const messages = (await (
      await request.get(`/api/prospect-conversations/${conversation?.id}/messages`)
    ).json()) as Message[];
    expect(messages.map((message) => message.content)).toContain(text);
  });

  await test.step("not a prospect: added to the campaign with the names typed", async () => {
    await tab.goto(profileAddress(slugOf(STRANGER)));
    await expect(panel.getByRole("heading", { name: "Not a prospect" })).toBeVisible();
    await expect(panel.getByLabel("Campaign")).toHaveValue(setup.campaignId);
    await shot(panel, "side-panel-extension-not-a-prospect");
    await panel.getByLabel("First name").fill(STRANGER.first);
    await panel.getByLabel("Last name").fill(STRANGER.last);
    await panel.getByLabel("Job title").fill("Head of Operations");
    await panel.getByLabel("Company").fill("Quay Works");
    await panel.getByRole("button", { name: "Add to campaign" }).click();
    const added = card(panel, STRANGER, setup.client);
    await expect(added.getByRole("heading", { name: nameOf(STRANGER), level: 2 })).toBeVisible();
    await expect(added.getByText("Head of Operations · Quay Works")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Not a prospect" })).toHaveCount(0);
  });

  await test.step("away from a profile: Today in short, and Open profile moves the watched tab", async () => {
    await tab.goto("http://www.linkedin.com/feed/");
    await expect(panel.getByRole("heading", { name: "Today", level: 2 })).toBeVisible();
    const tasks = panel.getByRole("list", { name: "Next tasks" });
    await expect(tasks.getByRole("button", { name: `Open ${nameOf(ben)}'s profile` })).toBeVisible();
    await expect(tasks.getByRole("button", { name: `Open ${nameOf(cy)}'s profile` })).toBeVisible();
    // Ada's invite is sent: she is not on today's list.
    await expect(tasks.getByRole("button", { name: `Open ${nameOf(ada)}'s profile` })).toHaveCount(0);
    await shot(panel, "side-panel-extension-today");
    await tasks.getByRole("button", { name: `Open ${nameOf(ben)}'s profile` }).click();
    await expect(tab).toHaveURL(`https://www.linkedin.com/in/${slugOf(ben)}`);
    await expect(card(panel, ben, setup.client).getByRole("heading", { name: "Next: Invite" })).toBeVisible();
  });

  await test.step("Skip with a reason, a sequence tag and a disposition, and Do not contact", async () => {
    const benCard = card(panel, ben, setup.client);
    await benCard.getByRole("button", { name: "Skip", exact: true }).click();
    await benCard.getByLabel("Why skip this step?").fill("Met at a conference: will write by e-mail");
    await benCard.getByRole("button", { name: "Skip step" }).click();
    await expect(benCard.getByRole("heading", { name: "Next: Invite" })).toHaveCount(0);

    await benCard.getByLabel("Sequence tag").selectOption("Interested");
    await expect(benCard.getByLabel("Sequence tag")).toHaveValue("Interested");
    await benCard.getByLabel("Disposition").selectOption("Meeting");
    await expect(benCard.getByLabel("Disposition")).toHaveValue("Meeting");

    await benCard.getByRole("button", { name: "Do not contact", exact: true }).click();
    await benCard.getByLabel("Reason").selectOption("objected");
    await benCard.locator("form").getByRole("button", { name: "Do not contact", exact: true }).click();
    await expect(benCard.getByText("Do not contact: Objected")).toBeVisible();

    const prospects = (await (
      await request.get(`/api/campaigns/${setup.campaignId}/prospects`)
    ).json()) as Prospect[];
    expect(prospects.find((prospect) => prospect.firstName === ben.first)).toMatchObject({
      sequenceTag: "Interested",
      finalDisposition: "Meeting",
      doNotContact: "objected",
    });
  });

  await test.step("with the extension's service worker stopped, the panel still works", async () => {
    const workerUrl = extension.serviceWorker.url();
    const cdp = await context.newCDPSession(panel);
    const stopped = new Promise<void>((resolve) => {
      cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
        if (
          versions.some((version) => version.scriptURL === workerUrl && version.runningStatus === "stopped")
        )
          resolve();
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.stopAllWorkers");
    await stopped;
    const { targetInfos } = await cdp.send("Target.getTargets");
    expect(targetInfos.filter((target) => target.url === workerUrl)).toEqual([]);
    await cdp.detach();
    await tab.goto(profileAddress(slugOf(cy)));
    const cyCard = card(panel, cy, setup.client);
    await expect(cyCard.getByRole("heading", { name: "Next: Invite" })).toBeVisible();
    await cyCard.getByRole("button", { name: "Done", exact: true }).click();
    await expect(cyCard.getByRole("heading", { name: "Next: Invite" })).toHaveCount(0);
  });

  await test.step("disconnected in the app's Settings, the panel offers to connect again", async () => {
    const settings = await context.newPage();
    await settings.goto("/settings?tab=side-panel");
    const list = settings.getByRole("table", { name: "Connected side panels" });
    await list.getByRole("button", { name: "Disconnect Chrome side panel" }).click();
    await settings
      .getByRole("alertdialog", { name: "Disconnect this side panel?" })
      .getByRole("button", { name: "Disconnect" })
      .click();
    await expect(list.getByRole("row").filter({ hasText: "Chrome side panel" })).toHaveCount(0);
    // Back on LinkedIn: whatever the panel asks with the revoked token is refused (so is its live stream).
    await tab.bringToFront();
    await expect(panel.getByRole("heading", { name: "Connect again" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Connect again" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Disconnect" })).toHaveCount(0);
    await shot(panel, "side-panel-extension-connect-again");
  });
});
