import { chromium, type Page } from "@playwright/test";
import pg from "pg";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/chromium.js";
import { type Alternated, alternate } from "./lib/alternate.js";
import { type BareTable, countShown, pageRow, recordApiGets, timeBareTable } from "./lib/page-reference.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { type QueryTimer, queryTimer } from "./lib/references.js";
import type { Row, Target } from "./lib/report.js";
import { postgresRunner, seedCampaigns } from "./lib/seed-campaigns.js";
import { type RunningServer, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const CONVERSATIONS = 2_000;
const MESSAGES_PER_CONVERSATION = 3;
const LONG_THREAD = 1_000;
const NEWEST = "The newest message of the long thread";
const API_WARM_UPS = 5;
const API_RUNS = 100;
/** p95 over the p95 of the same rows as one bare json_agg, timed alternately with the requests. */
const API_TARGET: Target = { op: "<=", value: 3, on: "p95", ratio: true };

/** The campaign's conversations ($1) as one bare json_agg: the listed fields, newest message first. */
const CONVERSATIONS_QUERY = `select coalesce(json_agg(x), '[]')::text as json from (
    select c.id, c.assignment_id as "prospectId", c.campaign_id as "campaignId",
      trim(p.first_name || ' ' || p.last_name) as "prospectName", p.job_title as "prospectTitle",
      p.company as "prospectCompany", p.email as "prospectEmail", p.linkedin_url as "linkedinUrl",
      c.last_message_at as "lastMessageAt", c.status, coalesce(mc.count, 0) as "messageCount",
      c.created_at as "createdAt"
    from conversations c join assignments a on a.id = c.assignment_id join prospects p on p.id = a.prospect_id
    left join (select conversation_id, count(*)::int as count from messages group by conversation_id) mc
      on mc.conversation_id = c.id
    where c.campaign_id = $1 and a.bad_data_at is null
    order by c.last_message_at desc nulls last, c.created_at desc, c.id
  ) x`;
/** One thread ($1) as one bare json_agg, oldest first. */
const MESSAGES_QUERY = `select coalesce(json_agg(x), '[]')::text as json from (
    select id, content, sender, message_type as "messageType", created_at as "timestamp"
    from messages where conversation_id = $1 order by created_at, id
  ) x`;
const PAGE_RUNS = 10;
/**
 * p95 over the bare pages' p95 (lib/page-reference.ts). The old absolute target, 1,000 ms, over the bare
 * pages' median in the quietest run there was (2 CPUs, load 1.7–5.4, 27 Nov 2026): the list's 172 ms gives
 * 5.8, the thread's 141 ms 7.1, each rounded down to the half.
 */
const LIST_PAGE_TARGET: Target = { op: "<=", value: 5.5, on: "p95", ratio: true };
const THREAD_PAGE_TARGET: Target = { op: "<=", value: 7, on: "p95", ratio: true };
/** The list and the thread must be windowed: far fewer cards and messages in the DOM than listed. */
const MOST_IN_DOM = 100;

interface Chat {
  server: RunningServer;
  cookie: string;
  campaignId: string;
  longThreadId: string;
}

/**
 * One campaign of 2,000 prospects, each with a conversation of three messages spread over 90 days, and
 * one of them with a 1,000-message thread whose last message is the newest of all (the top card).
 */
export async function seedChat(databaseUrl: string): Promise<{ campaignId: string; longThreadId: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [campaignId = ""] = await seedCampaigns(postgresRunner(client), "chat", 1, CONVERSATIONS);
    await client.query("begin");
    // Every prospect stays listed (the seed flags 2 % as bad data, which the list leaves out).
    await client.query("update assignments set bad_data_at = null where campaign_id = $1", [campaignId]);
    await client.query(
      `insert into conversations (assignment_id, campaign_id, status, created_at)
       select id, campaign_id, case when final_disposition = 'Meeting' then 'meeting' else 'replied' end,
              now() - interval '120 days'
       from assignments where campaign_id = $1`,
      [campaignId],
    );
    await client.query("select setseed(0.7)");
    await client.query(
      `insert into messages (conversation_id, content, sender, message_type, created_at)
       select c.id, 'Message ' || k || ': ' || repeat('Thanks for connecting, happy to talk. ', 1 + (k * 3) % 7),
              case when k % 2 = 1 then 'sdr' else 'prospect' end,
              case when k % 2 = 1 then 'sdr_reply' else 'prospect_reply' end,
              now() - interval '1 hour' - c.age + k * interval '5 minutes'
       from (select id, random() * interval '90 days' as age from conversations where campaign_id = $1) c
       cross join generate_series(1, $2::int) k`,
      [campaignId, MESSAGES_PER_CONVERSATION],
    );
    const { rows } = await client.query<{ id: string }>(
      "select id from conversations where campaign_id = $1 order by id limit 1",
      [campaignId],
    );
    const longThreadId = rows[0]?.id ?? "";
    await client.query(
      `insert into messages (conversation_id, content, sender, message_type, created_at)
       select $1::uuid, case when k = $2::int then $3
                  else 'Long thread message ' || k || '. ' || repeat('Following up on our last call. ', 1 + k % 5) end,
              case when k % 3 = 0 then 'prospect' else 'sdr' end,
              case when k % 3 = 0 then 'prospect_reply' else 'sdr_reply' end,
              now() - ($2::int - k) * interval '1 minute'
       from generate_series($4::int, $2::int) k`,
      [longThreadId, LONG_THREAD, NEWEST, MESSAGES_PER_CONVERSATION + 1],
    );
    await client.query(
      `update conversations c set last_message_at = m.last
       from (select conversation_id, max(created_at) as last from messages group by conversation_id) m
       where m.conversation_id = c.id`,
    );
    await client.query("commit");
    await client.query("analyze");
    return { campaignId, longThreadId };
  } finally {
    await client.end();
  }
}

/** Sequential GETs with the whole body read, after warm-ups; checks the answer's length. */
async function timeGet(
  chat: Chat,
  path: string,
  label: string,
  expected: number,
  reference: () => Promise<number>,
): Promise<Row> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${chat.server.url}${path}`, { headers: { cookie: chat.cookie } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    const length = (JSON.parse(body) as unknown[]).length;
    if (length !== expected) throw new Error(`${path} listed ${length}, expected ${expected}`);
    return { elapsed, bytes: body.length };
  };
  for (let i = 0; i < API_WARM_UPS; i++) {
    await once();
    await reference();
  }
  const times: number[] = [];
  const referenceTimes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < API_RUNS; i++) {
    const run = await once();
    times.push(run.elapsed);
    bytes = run.bytes;
    referenceTimes.push(await reference());
  }
  const summary = summarize(times);
  const bare = summarize(referenceTimes);
  console.log(
    `  GET ${label}: ${expected.toLocaleString("en-US")} rows, ${(bytes / 1e3).toFixed(0)} kB, ` +
      `median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms; the same rows as one ` +
      `json_agg: median ${bare.median.toFixed(1)} ms, p95 ${bare.p95.toFixed(1)} ms`,
  );
  return {
    name: `GET ${label} (PostgreSQL)`,
    ...summary,
    unit: "ms",
    decimals: 1,
    target: API_TARGET,
    reference: { what: "the same rows as one json_agg from the bench, text read", figure: bare.p95 },
  };
}

/**
 * True once the newest message is inside the thread's scrolling box. A string, as it runs in the page
 * (this project has no DOM types).
 */
const NEWEST_IN_VIEW = `(() => {
  const item = [...document.querySelectorAll("ol li")].find((li) => li.textContent.includes(${JSON.stringify(NEWEST)}));
  if (!item) return false;
  const box = item.closest("ol").parentElement.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  return rect.height > 0 && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
})()`;

const MESSAGES = "ol li";
const CARDS = 'ul[aria-label="Conversations"] li';

interface ChatTimes {
  list: number;
  thread: number;
  inDom: number;
}

/** Opens the chat in a new page; answers the time to the first card and, after a click, to the newest message. */
async function openChat(
  page: Page,
  chat: Chat,
): Promise<ChatTimes & { bare: { list: BareTable; thread: BareTable } }> {
  const fetched = recordApiGets(page);
  const started = performance.now();
  await page.goto(`${chat.server.url}/campaign/${chat.campaignId}/prospect-chat`);
  const first = page.getByRole("list", { name: "Conversations" }).getByRole("button").first();
  await first.waitFor({ timeout: 30_000 });
  const list = performance.now() - started;
  const listUrls = fetched();
  const text = await first.textContent();
  if (!text?.includes("1,000 messages")) throw new Error(`the first card is not the long thread: ${text}`);
  const cards = await countShown(page, CARDS);
  if (cards.rows > MOST_IN_DOM) throw new Error(`${cards.rows} cards in the DOM: the list is not windowed`);

  const clicked = performance.now();
  await first.click();
  // Polled from here: the page's CSP forbids the string evaluation waitForFunction would use.
  while (!(await page.evaluate(NEWEST_IN_VIEW))) {
    if (performance.now() - clicked > 30_000) throw new Error("the newest message never came into view");
  }
  const thread = performance.now() - clicked;
  const messages = await countShown(page, MESSAGES);
  const listFrom = `/api/prospect-conversations?campaignId=${chat.campaignId}`;
  const threadFrom = `/api/prospect-conversations/${chat.longThreadId}/messages`;
  const threadUrls = fetched().filter((url) => !listUrls.includes(url) && url !== threadFrom);
  return {
    list,
    thread,
    inDom: messages.rows,
    bare: {
      list: { urls: listUrls, rowsFrom: listFrom, ...cards, start: "navigation" },
      thread: {
        urls: [threadFrom, ...threadUrls],
        rowsFrom: threadFrom,
        ...messages,
        fromEnd: true,
        start: "click",
      },
    },
  };
}

/**
 * The chat opened in a new page each run, alternating with the bare pages: one fetching what the chat
 * fetched on opening and writing as many cards, one fetching the thread on a click and writing its
 * last messages, as many as the chat has in the DOM.
 */
async function chatPage(chat: Chat): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = chat.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: chat.server.url }]);
    let bare: { list: BareTable; thread: BareTable } | undefined;
    let mostInDom = 0;
    // The thread's times, taken in the same turns as the list's (the first turn warms up).
    const threads: Alternated = { app: [], reference: [] };
    const openOnce = async () => {
      const page = await context.newPage();
      const run = await openChat(page, chat);
      await page.close();
      if (run.inDom > MOST_IN_DOM)
        throw new Error(`${run.inDom} messages in the DOM: the thread is not windowed`);
      bare ??= run.bare;
      mostInDom = Math.max(mostInDom, run.inDom);
      return run;
    };
    await openOnce(); // warms the server and the browser cache, and notes what the bare pages do
    const lists = await alternate(
      PAGE_RUNS,
      async () => {
        const run = await openOnce();
        threads.app.push(run.thread);
        return run.list;
      },
      async () => {
        const { list, thread } = bare as { list: BareTable; thread: BareTable };
        const listed = await timeBareTable(context, chat.server.url, list);
        threads.reference.push(await timeBareTable(context, chat.server.url, thread));
        return listed;
      },
      1,
    );
    console.log(
      `  Prospect Chat: at most ${mostInDom} messages in the DOM; the bare pages fetched ` +
        `${bare?.list.urls.join(", ")} and then ${bare?.thread.urls.join(", ")}`,
    );
    const what = (part: string) =>
      `a bare page fetching the chat's API answers and writing ${part} into a <table>, run by run`;
    return [
      pageRow(
        "Prospect Chat 2k, list visible (Chromium, PostgreSQL)",
        lists,
        LIST_PAGE_TARGET,
        what("as many cards"),
      ),
      pageRow(
        "Prospect Chat, 1k thread at newest message (Chromium)",
        { app: threads.app.slice(1), reference: threads.reference.slice(1) },
        THREAD_PAGE_TARGET,
        what("the thread's last messages, from a click,"),
      ),
    ];
  } finally {
    await browser.close();
  }
}

/** Issue 6: the Prospect Chat with 2,000 conversations and a 1,000-message thread, on PostgreSQL. */
export async function measureChat(): Promise<Row[]> {
  return withPostgresDatabase("chat", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      const { campaignId, longThreadId } = await seedChat(databaseUrl);
      const chat: Chat = { server, cookie: await signInAsManager(server), campaignId, longThreadId };
      const timer: QueryTimer = await queryTimer(databaseUrl);
      let api: Row[];
      try {
        api = [
          await timeGet(
            chat,
            `/api/prospect-conversations?campaignId=${campaignId}`,
            "conversations, 2k",
            CONVERSATIONS,
            () => timer.time(CONVERSATIONS_QUERY, [campaignId]),
          ),
          await timeGet(
            chat,
            `/api/prospect-conversations/${longThreadId}/messages`,
            "messages, 1k thread",
            LONG_THREAD,
            () => timer.time(MESSAGES_QUERY, [longThreadId]),
          ),
        ];
      } finally {
        await timer.close();
      }
      return [...api, ...(await chatPage(chat))];
    }),
  );
}
