import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import type { QueueTask, TodayQueue } from "../src/shared/contracts/endpoints/queue";
import {
  apiSignIn,
  type Credentials,
  createClientAccount,
  expect,
  expectToast,
  MANAGER,
  mainNav,
  PHONE,
  shot,
  test,
  uniqueEmail,
  uniqueName,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";

const RUN = Date.now().toString(36);
const PASSWORD = "today-queue-pass-9";
/** The fresh client's three new prospects: invites due today, two within the day's budget. */
const PEOPLE = [
  { first: "Una", last: `Queue${RUN}` },
  { first: "Vic", last: `Queue${RUN}` },
  { first: "Wes", last: `Queue${RUN}` },
];

async function post<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const response = await page.request.post(path, data === undefined ? {} : { data });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Person {
  first: string;
  last: string;
}

/** A client company with its campaign, its cadence, an Active row naming the SDR, and new prospects. */
async function activeClient(
  page: Page,
  sdrId: string,
  prefix: string,
  cadence: Record<string, unknown>,
  people: Person[],
): Promise<{ companyName: string; campaignId: string }> {
  const companyName = uniqueName(prefix);
  const client = await post<{ id: string; campaignId: string }>(page, "/api/management-clients", {
    companyName,
    clientName: "Toby Client",
  });
  const connection = await post<{ id: string }>(page, "/api/connection-matrix", {
    companyId: client.id,
    sdrId,
  });
  await post(page, `/api/connection-matrix/${connection.id}/launch`);
  const saved = await page.request.put(`/api/campaigns/${client.campaignId}/cadence`, { data: cadence });
  expect(saved.ok(), await saved.text()).toBe(true);

  const rows = people.map((person) => ({
    ...person,
    company: "Prospect Inc",
    linkedinUrl: `https://www.linkedin.com/in/${`${person.first}-${person.last}`.toLowerCase()}`,
  }));
  await importPeople(page, rows, { campaignId: client.campaignId, fileName: "today.csv" });
  return { companyName, campaignId: client.campaignId };
}

/** Today's ISO weekday (1 Monday ... 7 Sunday) in UTC, the time zone of a cadence that names none. */
const isoWeekdayToday = () => new Date().getUTCDay() || 7;

interface Setup {
  sdr: Credentials & { id: string; name: string };
  campaignId: string;
  companyName: string;
  /** The demo company's connection-matrix row naming the SDR (its old invites and messages are overdue). */
  demoConnectionId: string;
  /** A second SDR whose one client has no working day today: its invite falls due tomorrow. */
  other: { id: string; name: string };
}

/**
 * As the manager: a new SDR with a login; a new client whose campaign has three new prospects and a
 * budget of two invites a day, every day a working day; and an Active row for the SDR to the demo
 * company, whose campaign's prospects were invited and connected weeks ago (so their work is overdue).
 * Then a second SDR whose client works every day but today.
 */
async function seed(page: Page): Promise<Setup> {
  await apiSignIn(page, MANAGER);
  const name = uniqueName("Tess Today");
  const email = uniqueEmail("today-sdr");
  const { id: sdrId } = await post<{ id: string }>(page, "/api/management-sdrs", { name, email });
  const login = await page.request.patch(`/api/management-sdrs/${sdrId}`, {
    data: { loginPassword: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { companyName, campaignId } = await activeClient(
    page,
    sdrId,
    "Today Co",
    {
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      budget: { accountType: "free", invitesPer7Days: 100, invitesPerDay: 2, messagesPerDay: 100 },
    },
    PEOPLE,
  );

  const clients = (await (await page.request.get("/api/management-clients")).json()) as {
    id: string;
    companyName: string;
  }[];
  const demo = clients.find((row) => row.companyName === DEMO_COMPANY_NAME);
  expect(demo, "the demo company is seeded").toBeDefined();
  const demoRow = await post<{ id: string }>(page, "/api/connection-matrix", {
    companyId: demo?.id,
    sdrId,
  });
  await post(page, `/api/connection-matrix/${demoRow.id}/launch`);

  const otherName = uniqueName("Nia Next");
  const other = await post<{ id: string }>(page, "/api/management-sdrs", {
    name: otherName,
    email: uniqueEmail("today-next"),
  });
  const today = isoWeekdayToday();
  await activeClient(
    page,
    other.id,
    "Next Co",
    { workingDays: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== today) },
    [{ first: "Xena", last: `Later${RUN}` }],
  );
  await page.context().clearCookies();
  return {
    sdr: { email, password: PASSWORD, type: "sdr", id: sdrId, name },
    campaignId,
    companyName,
    demoConnectionId: demoRow.id,
    other: { id: other.id, name: otherName },
  };
}

async function queueOf(page: Page): Promise<TodayQueue> {
  const response = await page.request.get("/api/today");
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TodayQueue;
}

/** The task rows: each has its Done button, named after the step and the prospect. */
const taskRows = (page: Page): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Done: / }) });
const currentRow = (page: Page): Locator => page.locator('li[aria-current="true"]');
const rowOf = (page: Page, label: string, name: string): Locator =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: `Done: ${label} for ${name}`, exact: true }) });
const group = (page: Page, heading: string): Locator =>
  page.getByRole("list", { name: new RegExp(`^${heading.replace(/[()]/g, "\\$&")} \\d+$`) });
const fullNameOf = (task: QueueTask) => `${task.firstName} ${task.lastName}`;

/** Opens the queue and waits until it is on screen (a long queue takes a while on a busy machine). */
async function openToday(page: Page): Promise<void> {
  await page.goto("/today");
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Due work" })).toBeVisible({ timeout: 30_000 });
}

/** A tab of the SDR's own, with the clipboard allowed. */
async function sdrPage(browser: Browser, sdr: Credentials): Promise<Page> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await apiSignIn(page, sdr);
  return page;
}

test.describe("Today", () => {
  // The tests go on where the one before left the queue. The demo campaign's work makes the page long,
  // and its full-page screenshots slow.
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let setup: Setup;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    setup = await seed(page);
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await apiSignIn(page, MANAGER);
    // The demo company's campaign leaves this SDR's queue again.
    const archived = await page.request.delete(`/api/connection-matrix/${setup.demoConnectionId}`);
    expect(archived.ok(), await archived.text()).toBe(true);
    await page.close();
  });

  test("an SDR works through the queue with the keyboard: groups, counts, Done, Skip and the Scheduler", async ({
    browser,
  }) => {
    const page = await sdrPage(browser, setup.sdr);
    const queue = await queueOf(page);
    const overdue = queue.tasks.filter((task) => task.timing === "overdue");
    const today = queue.tasks.filter((task) => task.timing === "today");
    const invites = today.filter((task) => task.client === setup.companyName);
    expect(overdue.length, "the demo campaign's old work is overdue").toBeGreaterThan(0);
    expect(invites.map((task) => task.step)).toEqual(["invite", "invite"]);

    await openToday(page);
    await expect(page).toHaveTitle(/Today/);
    await expect(mainNav(page).getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
    // In the SDR role, their own queue only: no choice of SDR.
    await expect(page.getByRole("combobox", { name: "SDR" })).toHaveCount(0);

    // The totals, what the budget holds back, and each client's counts.
    const totals = page.getByRole("region", { name: "Due work" });
    await expect(totals.getByRole("term")).toHaveText(["Overdue", "Due today", "Upcoming"]);
    await expect(totals.getByRole("definition")).toHaveText(
      [queue.due.overdue, queue.due.today, queue.due.upcoming].map(String),
    );
    expect(queue.heldBack).toBe(1);
    await expect(totals.getByText("1 held back by the LinkedIn budget", { exact: true })).toBeVisible();
    const clients = page.getByRole("region", { name: "Clients" });
    const ours = clients.getByRole("listitem").filter({ hasText: setup.companyName });
    await expect(ours).toContainText("0 overdue");
    await expect(ours).toContainText("3 today");
    await expect(ours).toContainText("Invites sent today 0/2");
    const demo = queue.clients.find((client) => client.client === DEMO_COMPANY_NAME);
    await expect(clients.getByRole("listitem").filter({ hasText: DEMO_COMPANY_NAME })).toContainText(
      `${demo?.due.overdue} overdue`,
    );

    // The groups, in order, with the tasks the server listed.
    const upcoming = queue.tasks.filter((task) => task.timing === "upcoming");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      `Overdue ${overdue.length}`,
      `Due today ${today.length}`,
      ...(upcoming.length > 0 ? [`Upcoming (next 7 days) ${upcoming.length}`] : []),
    ]);
    await expect(group(page, "Overdue").getByRole("listitem")).toHaveCount(overdue.length);
    await expect(group(page, "Due today").getByRole("listitem")).toHaveCount(today.length);
    const [first, second] = invites as [QueueTask, QueueTask];
    // Where the first invite is in the list: after every overdue task, then in today's order.
    const position = overdue.length + today.indexOf(first);
    const firstRow = rowOf(page, "Invite", fullNameOf(first));
    await expect(firstRow).toContainText("Due today");
    await expect(firstRow).toContainText(setup.companyName);
    const profile = firstRow.getByRole("link", { name: `LinkedIn profile of ${fullNameOf(first)}` });
    await expect(profile).toHaveAttribute("href", first.linkedinUrl);
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", /noopener/);
    const late = overdue[0] as QueueTask;
    await expect(taskRows(page).first()).toContainText(
      `${late.daysLate} day${late.daysLate === 1 ? "" : "s"} late`,
    );

    // j and k move the current task; the first is current to begin with.
    await expect(currentRow(page)).toHaveCount(1);
    await expect(taskRows(page).first()).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("j");
    await expect(taskRows(page).nth(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("k");
    await expect(taskRows(page).first()).toHaveAttribute("aria-current", "true");
    // A click makes the task before the first invite current; j moves on to the invite.
    await taskRows(page)
      .nth(position - 1)
      .getByRole("paragraph")
      .first()
      .click();
    await expect(taskRows(page).nth(position - 1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("j");
    await expect(firstRow).toHaveAttribute("aria-current", "true");
    await expect(currentRow(page)).toHaveCount(1);
    await shot(page, "today-desktop");

    // c copies the current task's script, filled in for the prospect.
    await page.keyboard.press("c");
    await expect(firstRow.getByRole("button", { name: /^Copy the Invite script/ })).toHaveText("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(first.firstName);
    expect(copied).not.toContain("{{");
    await expect(firstRow).toContainText(copied.split("\n")[0] as string);

    // d ticks the invite: the row leaves and the task after it becomes current.
    const following = [...overdue, ...today, ...upcoming][position + 1];
    await page.keyboard.press("d");
    await expectToast(page, `Invite ticked for ${fullNameOf(first)}`);
    await expect(firstRow).toHaveCount(0);
    await expect(currentRow(page)).toHaveCount(1);
    if (following) {
      await expect(currentRow(page)).toContainText(fullNameOf(following));
    }
    const secondRow = rowOf(page, "Invite", fullNameOf(second));
    await expect(ours).toContainText("Invites sent today 1/2");

    // Skip asks for a reason (required); the keys do nothing while it is typed; then the task leaves.
    // Pressing a row's button makes that row current.
    await secondRow.getByRole("button", { name: `Skip: Invite for ${fullNameOf(second)}` }).click();
    await expect(currentRow(page)).toContainText(fullNameOf(second));
    const dialog = page.getByRole("dialog", { name: `Skip Invite for ${fullNameOf(second)}` });
    await dialog.getByRole("button", { name: "Skip", exact: true }).click();
    await expect(dialog.getByText("Enter a reason")).toBeVisible();
    await dialog.getByLabel("Reason").pressSequentially("Met at a conference, will call back");
    await expect(dialog.getByLabel("Reason")).toHaveValue("Met at a conference, will call back");
    // The reason's "k" and "c" neither moved the current task nor copied.
    await expect(currentRow(page)).toContainText(fullNameOf(second));
    await expect(currentRow(page)).not.toContainText("Copied");
    await shot(page, "today-skip-dialog");
    await dialog.getByRole("button", { name: "Skip", exact: true }).click();
    await expectToast(page, `Invite skipped for ${fullNameOf(second)}`);
    await expect(dialog).toHaveCount(0);
    await expect(secondRow).toHaveCount(0);

    // The Scheduler of the campaign shows the invite ticked, and the skipped one not.
    await page.goto(`/campaign/${setup.campaignId}/scheduler`);
    const search = page.getByRole("searchbox", { name: "Search prospects" });
    await search.fill(first.firstName);
    await expect(
      page.getByRole("checkbox", { name: `Invite for ${fullNameOf(first)}`, exact: true }),
    ).toBeChecked();
    await search.fill(second.firstName);
    await expect(
      page.getByRole("checkbox", { name: `Invite for ${fullNameOf(second)}`, exact: true }),
    ).not.toBeChecked();
    await page.context().close();
  });

  test("the queue follows others' ticks, and an invite over the budget asks before it is sent", async ({
    browser,
  }) => {
    const live = await sdrPage(browser, setup.sdr);
    const [third, ...others] = (await queueOf(live)).tasks.filter(
      (task) => task.client === setup.companyName,
    );
    expect(others, "one invite left within the budget").toEqual([]);
    const name = fullNameOf(third as QueueTask);
    await openToday(live);
    await expect(rowOf(live, "Invite", name)).toBeVisible();
    // A tab that missed every notice since it loaded (its live connection is down).
    const stale = await sdrPage(browser, setup.sdr);
    await stale.route("**/api/events", (route) => route.abort());
    await openToday(stale);
    await expect(rowOf(stale, "Invite", name)).toBeVisible();

    // Another SDR sends the last invite the budget allows from the Scheduler: the live tab's queue
    // drops the third invite without a reload and says it is held back.
    const manager = await sdrPage(browser, MANAGER);
    const campaignProspects = (await (
      await manager.request.get(`/api/campaigns/${setup.campaignId}/prospects`)
    ).json()) as { id: string; firstName: string; invite: boolean }[];
    const unsent = campaignProspects.find((row) => !row.invite && row.firstName !== third?.firstName);
    expect(unsent, "the skipped prospect's invite is unsent").toBeDefined();
    const ticked = await manager.request.patch(`/api/prospects/${unsent?.id}`, { data: { invite: true } });
    expect(ticked.ok(), await ticked.text()).toBe(true);
    await expect(rowOf(live, "Invite", name)).toHaveCount(0, { timeout: 15_000 });
    const clients = live.getByRole("region", { name: "Clients" });
    await expect(clients.getByRole("listitem").filter({ hasText: setup.companyName })).toContainText(
      "Invites sent today 2/2",
    );
    await expect(live.getByText("1 held back by the LinkedIn budget", { exact: true })).toBeVisible();

    // The stale tab still offers it: Done answers that the budget is used up and asks first.
    await rowOf(stale, "Invite", name)
      .getByRole("button", { name: `Done: Invite for ${name}` })
      .click();
    const ask = stale.getByRole("alertdialog", { name: "Invite budget reached" });
    await expect(ask).toContainText("(2 of 2 invites today). Send anyway?");
    await shot(stale, "today-over-budget");
    await ask.getByRole("button", { name: "Send anyway" }).click();
    await expectToast(stale, `Invite ticked for ${name}`);
    await expect(ask).toHaveCount(0);
    await expect(rowOf(stale, "Invite", name)).toHaveCount(0);
    const after = (await (
      await manager.request.get(`/api/campaigns/${setup.campaignId}/prospects`)
    ).json()) as { firstName: string; invite: boolean }[];
    expect(after.find((row) => row.firstName === third?.firstName)?.invite).toBe(true);
    for (const page of [live, stale, manager]) await page.context().close();
  });

  test("on a phone the queue stacks and nothing overflows", async ({ browser }) => {
    const page = await sdrPage(browser, setup.sdr);
    await page.setViewportSize(PHONE);
    await openToday(page);
    await expect(taskRows(page).first()).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shot(page, "today-phone");
    await page.context().close();
  });

  test("a manager switches to another SDR's queue; the choice stays in the address", async ({ browser }) => {
    const page = await sdrPage(browser, MANAGER);
    await page.goto(`/today?sdr=${setup.sdr.id}`);
    await expect(page.getByRole("region", { name: "Due work" })).toBeVisible({ timeout: 30_000 });
    const switcher = page.getByRole("combobox", { name: "SDR" });
    await expect(switcher).toHaveText(setup.sdr.name);
    await switcher.click();
    await page.getByRole("option", { name: setup.other.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/today\\?sdr=${setup.other.id}$`));
    await expect(switcher).toHaveText(setup.other.name);
    // Nothing is due today on a day off; the invite falls due tomorrow.
    await expect(page.getByText("Nothing due today.", { exact: true })).toBeVisible();
    await expect(page.getByText("Next: 1 task tomorrow", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Upcoming (next 7 days) 1"]);
    await expect(rowOf(page, "Invite", `Xena Later${RUN}`)).toContainText("Due tomorrow");
    await shot(page, "today-nothing-due");

    await page.reload();
    await expect(switcher).toHaveText(setup.other.name, { timeout: 30_000 });
    await expect(page.getByText("Next: 1 task tomorrow", { exact: true })).toBeVisible();

    // The demo campaign's SDR has no Active campaign.
    await switcher.click();
    await page.getByRole("option", { name: "Sam Rivera", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No Active campaigns" })).toBeVisible();
    await expect(page.getByText("Sam Rivera has no Active campaigns.")).toBeVisible();
    await page.context().close();
  });

  test("a client who opens /today is sent to the dashboard and sees no queue", async ({ page, request }) => {
    await apiSignIn(page, await createClientAccount(request));
    await page.goto("/today");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Today", level: 1 })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Today" })).toHaveCount(0);
  });
});
