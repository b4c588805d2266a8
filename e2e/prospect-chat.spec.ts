import type { Locator, Page } from "@playwright/test";
import type { Conversation, Message } from "../src/shared/contracts/conversations";
import type { Prospect } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  createConnectedCompany,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
} from "./support/fixtures";

const CONVERSATIONS = "/api/prospect-conversations";

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const nameOf = (prospect: Prospect) => `${prospect.firstName} ${prospect.lastName}`;

/** Prospects an earlier test of this file already used, so that each test has its own. */
const used = new Set<string>();

/**
 * A demo prospect with no conversation yet (nor the disposition Meeting, which would start one as a
 * meeting), whose name and company a search finds alone.
 */
async function freshProspect(page: Page, campaignId: string): Promise<Prospect> {
  const prospects = await getJson<Prospect[]>(page, `/api/campaigns/${campaignId}/prospects`);
  const conversations = await getJson<Conversation[]>(page, `${CONVERSATIONS}?campaignId=${campaignId}`);
  const talking = new Set(conversations.map((conversation) => conversation.prospectId));
  // How many prospects a search for `value` finds (it looks at the name and the company).
  const found = (value: string) =>
    prospects.filter((p) => `${nameOf(p)}\n${p.company}`.toLowerCase().includes(value.toLowerCase())).length;
  const prospect = prospects.find(
    (p) =>
      !used.has(p.id) &&
      !talking.has(p.id) &&
      p.finalDisposition !== "Meeting" &&
      p.linkedinUrl.startsWith("https://") &&
      found(nameOf(p)) === 1 &&
      found(p.company) === 1,
  );
  expect(prospect, "an unused demo prospect with a distinct name and company").toBeDefined();
  used.add((prospect as Prospect).id);
  return prospect as Prospect;
}

async function openConversation(page: Page, prospectId: string, status?: "replied" | "meeting") {
  const response = await page.request.post(CONVERSATIONS, { data: { prospectId, status } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Conversation;
}

async function post(page: Page, conversationId: string, content: string, sender: "sdr" | "prospect" = "sdr") {
  const messageType = sender === "sdr" ? "sdr_reply" : "prospect_reply";
  const response = await page.request.post(`${CONVERSATIONS}/${conversationId}/messages`, {
    data: { content, sender, messageType },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Message;
}

const messages = (page: Page, conversationId: string) =>
  getJson<Message[]>(page, `${CONVERSATIONS}/${conversationId}/messages`);

const chatPath = (campaignId: string) => `/campaign/${campaignId}/prospect-chat`;
const cards = (page: Page): Locator => page.getByRole("list", { name: "Conversations" }).getByRole("button");
const card = (page: Page, name: string): Locator => cards(page).filter({ hasText: name });
const search = (page: Page): Locator => page.getByRole("searchbox", { name: "Search conversations" });
const thread = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: `Messages with ${name}` });
const composer = (page: Page): Locator => page.getByRole("textbox", { name: "Message", exact: true });
const sendButton = (page: Page): Locator => page.getByRole("button", { name: "Send message" });

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Finds the prospect's card through the search and opens its conversation. */
async function openCard(page: Page, name: string): Promise<void> {
  await search(page).fill(name);
  await expect(cards(page)).toHaveCount(1);
  await card(page, name).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
}

test.describe("Prospect chat", () => {
  let campaignId = "";

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
    campaignId ||= await demoCampaignId(page);
  });

  test("Enter sends, Shift+Enter adds a line, blank text cannot be sent; the newest message stays in view", async ({
    page,
  }) => {
    const prospect = await freshProspect(page, campaignId);
    const name = nameOf(prospect);
    const conversation = await openConversation(page, prospect.id);
    await post(page, conversation.id, "Thanks for connecting!");
    await post(page, conversation.id, "Happy to hear more.", "prospect");

    await page.goto(chatPath(campaignId));
    await expect(page.getByRole("heading", { name: "Prospect Chat", level: 1 })).toBeVisible();
    await expect(page.getByText("Select a conversation")).toBeVisible();
    await openCard(page, name);
    await expect(page).toHaveURL(new RegExp(`conversation=${conversation.id}`));

    // The card: initials, name, title, company, date, count and status.
    const opened = card(page, name);
    await expect(opened).toContainText(prospect.jobTitle);
    await expect(opened).toContainText(prospect.company);
    await expect(opened).toContainText("2 messages");
    await expect(opened).toContainText("Replied");
    await expect(opened).toHaveAttribute("aria-current", "true");

    // The header: LinkedIn in a new tab.
    const linkedin = page.getByRole("link", { name: "View LinkedIn Profile" });
    await expect(linkedin).toHaveAttribute("href", new URL(prospect.linkedinUrl).href);
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", /noopener/);

    const list = thread(page, name);
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const sdrBubble = list.getByText("Thanks for connecting!");
    const prospectBubble = list.getByText("Happy to hear more.");
    const sdrBox = await sdrBubble.boundingBox();
    const prospectBox = await prospectBubble.boundingBox();
    expect(prospectBox?.x ?? 0, "the prospect's message is on the left").toBeLessThan(sdrBox?.x ?? 0);

    // Blank text: the button is disabled and Enter sends nothing.
    await expect(sendButton(page)).toBeDisabled();
    await composer(page).fill("   \n  ");
    await expect(sendButton(page)).toBeDisabled();
    await composer(page).press("Enter");
    await page.waitForTimeout(300);
    expect(await messages(page, conversation.id)).toHaveLength(2);

    // Shift+Enter adds a line; Enter sends.
    await composer(page).fill("");
    await composer(page).pressSequentially("Would Tuesday work?");
    await composer(page).press("Shift+Enter");
    await composer(page).pressSequentially("Or Thursday at 10.");
    await expect(composer(page)).toHaveValue("Would Tuesday work?\nOr Thursday at 10.");
    await expect(sendButton(page)).toBeEnabled();
    await composer(page).press("Enter");
    await expect(composer(page)).toHaveValue("");
    const sent = list.getByRole("listitem").last();
    await expect(sent.locator("p")).toHaveText("Would Tuesday work?\nOr Thursday at 10.", {
      useInnerText: true,
    });
    await expect(sent).toBeInViewport();
    const saved = await messages(page, conversation.id);
    expect(saved.at(-1)).toMatchObject({
      content: "Would Tuesday work?\nOr Thursday at 10.",
      sender: "sdr",
      messageType: "sdr_reply",
    });

    // The message type decides the sender: a Prospect Reply is the prospect's, on the left.
    await choose(page, page.getByRole("combobox", { name: "Message type" }), "Prospect Reply");
    await composer(page).fill("Thursday is good.");
    await sendButton(page).click();
    await expect(list.getByRole("listitem")).toHaveCount(4);
    expect((await messages(page, conversation.id)).at(-1)).toMatchObject({
      content: "Thursday is good.",
      sender: "prospect",
      messageType: "prospect_reply",
    });
    await expect(list.getByText("Thursday is good.")).toBeInViewport();

    // The list follows: the count, and this conversation is now the newest of all.
    await expect(opened).toContainText("4 messages");
    await search(page).fill("");
    await expect(cards(page).first()).toContainText(name);
    await shot(page, "prospect-chat-thread");
  });

  test("a failed send keeps the draft and says why", async ({ page }) => {
    const prospect = await freshProspect(page, campaignId);
    const conversation = await openConversation(page, prospect.id);
    await page.goto(`${chatPath(campaignId)}?conversation=${conversation.id}`);
    await expect(page.getByRole("heading", { name: nameOf(prospect), level: 2 })).toBeVisible();
    const tooLong = `${"Very long message. ".repeat(530)}`.slice(0, 10_001);
    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/prospect-conversations\/[\w-]+\/messages\)$/);
    await composer(page).fill(tooLong);
    await composer(page).press("Enter");
    await expectToast(page, "Message not sent", "The message must be at most 10000 characters");
    await expect(composer(page)).toHaveValue(tooLong);
    expect(await messages(page, conversation.id)).toHaveLength(0);
    await expect(page.getByText("No messages yet")).toBeVisible();
  });

  test("message text is shown as text: markup literally, line breaks kept, long words wrapped", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const prospect = await freshProspect(page, campaignId);
    const name = nameOf(prospect);
    const conversation = await openConversation(page, prospect.id);
    await post(page, conversation.id, "<script>alert(1)</script>", "prospect");
    await post(page, conversation.id, '<img src=x onerror="alert(2)"> and <b>bold</b>\n\n  indented line');
    await post(page, conversation.id, `https://example.com/${"a".repeat(400)}`);

    await page.goto(`${chatPath(campaignId)}?conversation=${conversation.id}`);
    const list = thread(page, name);
    await expect(list.getByText("<script>alert(1)</script>", { exact: true })).toBeVisible();
    const markup = list.getByRole("listitem").nth(1).locator("p");
    await expect(markup).toHaveText('<img src=x onerror="alert(2)"> and <b>bold</b>\n\n  indented line', {
      useInnerText: true,
    });
    await expect(list.locator("script, img, b")).toHaveCount(0);
    // The long word wraps inside the thread: nothing scrolls sideways.
    const box = list.locator("xpath=..");
    const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    await shot(page, "prospect-chat-literal-text");
  });

  test("the list filters by status and searches by name or company", async ({ page }) => {
    const replied = await freshProspect(page, campaignId);
    const meeting = await freshProspect(page, campaignId);
    await post(page, (await openConversation(page, replied.id, "replied")).id, "Hi there");
    await post(page, (await openConversation(page, meeting.id, "meeting")).id, "See you Monday", "prospect");

    await page.goto(chatPath(campaignId));
    const all = await getJson<Conversation[]>(page, `${CONVERSATIONS}?campaignId=${campaignId}`);
    await expect(page.getByText(`${all.length} conversations`, { exact: true })).toBeVisible();
    await expect(card(page, nameOf(replied))).toBeVisible();
    await expect(card(page, nameOf(meeting))).toContainText("Meeting");

    const filter = page.getByRole("combobox", { name: "Filter conversations by status" });
    await expect(filter).toHaveText("All Conversations");
    await choose(page, filter, "Meeting");
    await expect(card(page, nameOf(meeting))).toBeVisible();
    await expect(card(page, nameOf(replied))).toHaveCount(0);
    const meetings = all.filter((conversation) => conversation.status === "meeting").length;
    await expect(cards(page)).toHaveCount(meetings);

    await choose(page, filter, "Replied");
    await expect(card(page, nameOf(replied))).toBeVisible();
    await expect(card(page, nameOf(meeting))).toHaveCount(0);

    // Search by name, then by company (case-insensitive), within the chosen status.
    await choose(page, filter, "All Conversations");
    await search(page).fill(nameOf(replied).toUpperCase());
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, nameOf(replied))).toBeVisible();
    await search(page).fill(meeting.company.toLowerCase());
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, nameOf(meeting))).toBeVisible();
    await choose(page, filter, "Replied");
    await expect(page.getByText("No conversations found")).toBeVisible();
    await shot(page, "prospect-chat-no-match");
    await search(page).fill("");
    await choose(page, filter, "All Conversations");
    await expect(cards(page).first()).toBeVisible();
    await shot(page, "prospect-chat-list");
  });

  test("+ New Prospect starts a saved conversation and selects it; a prospect's existing one is opened", async ({
    page,
  }) => {
    const prospect = await freshProspect(page, campaignId);
    const name = nameOf(prospect);
    await page.goto(chatPath(campaignId));
    await page.getByRole("button", { name: "New Prospect" }).click();
    const dialog = page.getByRole("dialog", { name: "Start a Conversation" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox", { name: "Search the campaign's prospects" }).fill(name);
    const result = dialog.getByRole("button", { name: new RegExp(`^${name}`) });
    await expect(result).toHaveCount(1);
    await expect(result).toContainText(prospect.company);
    await expect(result).toContainText("Start");
    await shot(page, "prospect-chat-new-prospect");
    await result.click();

    await expectToast(page, "Conversation started", `With ${name}`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByText("No messages yet")).toBeVisible();
    const saved = (await getJson<Conversation[]>(page, `${CONVERSATIONS}?campaignId=${campaignId}`)).filter(
      (conversation) => conversation.prospectId === prospect.id,
    );
    expect(saved).toHaveLength(1);
    const [conversation] = saved as [Conversation];
    await expect(page).toHaveURL(new RegExp(`conversation=${conversation.id}`));
    await expect(card(page, name)).toHaveAttribute("aria-current", "true");
    await expect(card(page, name)).toBeInViewport();

    // Saved: after a reload it is still there, still selected.
    await page.reload();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await composer(page).fill("Hello from the new conversation");
    await composer(page).press("Enter");
    await expect(thread(page, name).getByText("Hello from the new conversation")).toBeVisible();

    // Choosing the same prospect again opens its conversation; no second one is made.
    await page.goto(chatPath(campaignId));
    await page.getByRole("button", { name: "New Prospect" }).click();
    await dialog.getByRole("searchbox", { name: "Search the campaign's prospects" }).fill(name);
    await expect(result).toContainText("Open");
    await result.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`conversation=${conversation.id}`));
    const again = (await getJson<Conversation[]>(page, `${CONVERSATIONS}?campaignId=${campaignId}`)).filter(
      (row) => row.prospectId === prospect.id,
    );
    expect(again).toHaveLength(1);
  });

  test("a 1,000-message thread opens at its newest message, with only the visible messages rendered", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const prospect = await freshProspect(page, campaignId);
    const name = nameOf(prospect);
    const conversation = await openConversation(page, prospect.id);
    for (let batch = 0; batch < 999; batch += 50) {
      const sends = [];
      for (let n = batch + 1; n <= Math.min(batch + 50, 999); n++) {
        sends.push(post(page, conversation.id, `Message ${n}`, n % 3 === 0 ? "prospect" : "sdr"));
      }
      await Promise.all(sends);
    }
    await post(page, conversation.id, "The newest of a thousand");

    await page.goto(`${chatPath(campaignId)}?conversation=${conversation.id}`);
    const list = thread(page, name);
    await expect(list.getByText("The newest of a thousand")).toBeInViewport();
    expect(await list.getByRole("listitem").count()).toBeLessThan(80);
    await expect(card(page, name)).toContainText("1,000 messages");
    await shot(page, "prospect-chat-long-thread");
  });

  test("the demo client, and a manager in God Mode, read conversations without writing", async ({ page }) => {
    const prospect = await freshProspect(page, campaignId);
    const name = nameOf(prospect);
    const conversation = await openConversation(page, prospect.id);
    await post(page, conversation.id, "We would like a demo.", "prospect");

    const expectReadOnly = async () => {
      await expect(page.getByRole("button", { name: "New Prospect" })).toBeDisabled();
      await openCard(page, name);
      await expect(thread(page, name).getByText("We would like a demo.")).toBeVisible();
      await expect(composer(page)).toBeDisabled();
      await expect(sendButton(page)).toBeDisabled();
      await expect(page.getByRole("combobox", { name: "Message type" })).toBeDisabled();
    };

    // God Mode: the manager sees the client's screens with the client's read-only controls.
    await page.goto(`/god-mode?campaign=${campaignId}`);
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}/dashboard$`));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prospect Chat" }).click();
    await expectReadOnly();

    await page.context().clearCookies();
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto(chatPath(campaignId));
    await expectReadOnly();
    await shot(page, "prospect-chat-client-read-only");
  });

  test("a campaign without conversations or prospects says so", async ({ page }) => {
    const company = await createConnectedCompany(page.request, { prefix: "E2E Chat" });
    await page.goto(chatPath(company.campaignId));
    await expect(page.getByText("No conversations yet")).toBeVisible();
    await expect(page.getByText("Start one with + New Prospect.")).toBeVisible();
    await expect(page.getByText("Select a conversation")).toBeVisible();
    await shot(page, "prospect-chat-empty");
    await page.getByRole("button", { name: "New Prospect" }).click();
    const dialog = page.getByRole("dialog", { name: "Start a Conversation" });
    await expect(dialog.getByText("This campaign has no prospects yet.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("at 390 px the list and the thread are shown one at a time, without sideways scrolling", async ({
    page,
  }) => {
    const prospect = await freshProspect(page, campaignId);
    const name = nameOf(prospect);
    const conversation = await openConversation(page, prospect.id);
    await post(page, conversation.id, "Hi! Saw your post about outbound.", "prospect");
    await post(page, conversation.id, `A long link: https://example.com/${"b".repeat(120)}\nThanks!`);

    await page.setViewportSize(PHONE);
    await page.goto(chatPath(campaignId));
    const listPane = page.getByRole("region", { name: "Conversation list" });
    const threadPane = page.getByRole("region", { name: "Conversation", exact: true });
    await expect(listPane).toBeVisible();
    await expect(threadPane).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await shot(page, "prospect-chat-phone-list");

    await openCard(page, name);
    await expect(listPane).toBeHidden();
    await expect(threadPane).toBeVisible();
    await expect(thread(page, name).getByText("Thanks!", { exact: false })).toBeInViewport();
    await expect(composer(page)).toBeInViewport();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await shot(page, "prospect-chat-phone-thread");

    await page.getByRole("button", { name: "Back to conversations" }).click();
    await expect(listPane).toBeVisible();
    await expect(threadPane).toBeHidden();
  });
});
