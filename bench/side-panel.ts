import { createHash, randomBytes } from "node:crypto";
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { BrowserContext, Page } from "@playwright/test";
import { launchWithExtension, PANEL_VIEWPORT, sidePanelUrl } from "../e2e/support/extension.js";
import { profileAddress, startLinkedinStandIn } from "../e2e/support/linkedin-stand-in.js";
import { type Alternated, alternate, alternatedRow } from "./lib/alternate.js";
import { measureEach, type Row, type Target } from "./lib/report.js";
import { makeTempDir, projectRoot, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";

const RUNS = 9;
const WARM_UPS = 1;
/**
 * On the median of the run-by-run ratios to a bare extension page doing the same on the same tab change
 * (the tab read, the same lookup fetched with the token, its answer written into the DOM): the panel
 * adds React, its hooks and the card's render, which should cost no more than the bare work again.
 */
const PANEL_TARGET: Target = { op: "<=", value: 2, ratio: true };
const REFERENCE_PAGE = "bench-reference.html";
const CLIENT = "Bench Panel Co";
/** The panel's localStorage key for its session (extension/src/lib/session-store.ts). */
const SESSION_KEY = "outreach-desk.panel.session";

/**
 * The reference: an extension page with no framework that follows the same tab change as the panel
 * (chrome.tabs.onUpdated with a new address, then the active tabs read and the last looked-at web page
 * taken), fetches GET /api/side-panel/lookup for it with the token, and writes the person's name and
 * next step into the DOM. Extension pages run no inline script, hence a file of its own.
 */
const REFERENCE_HTML = `<!doctype html><meta charset="utf-8"><title>reference</title>
<p id="out"></p><script src="bench-reference.js"></script>`;
const REFERENCE_JS = `const params = new URLSearchParams(location.search);
const origin = params.get("origin");
const token = params.get("token");
const out = document.getElementById("out");
async function follow() {
  const tabs = await chrome.tabs.query({ active: true });
  const watched = tabs
    .filter((tab) => tab.url && !/^(chrome-extension|chrome|devtools):/.test(tab.url))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  if (!watched) return;
  const response = await fetch(origin + "/api/side-panel/lookup?url=" + encodeURIComponent(watched.url), {
    headers: { authorization: "Bearer " + token },
  });
  const found = await response.json();
  const first = found.assignments[0];
  if (!first) return;
  const name = first.prospect.firstName + " " + first.prospect.lastName;
  out.dataset.name = name;
  out.textContent = name + ": Next " + (first.prospect.next && first.prospect.next.step);
}
chrome.tabs.onUpdated.addListener((_id, change) => {
  if (change.url !== undefined) follow();
});
document.body.dataset.ready = "1";`;

interface Person {
  first: string;
  last: string;
  slug: string;
}

async function call<T>(server: RunningServer, cookie: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** A campaign with one prospect per run, and the manager's panel token (a code traded as the panel does). */
async function seed(server: RunningServer, count: number) {
  const cookie = await signInAsManager(server);
  const client = await call<{ campaignId: string }>(server, cookie, "/api/management-clients", {
    companyName: CLIENT,
    clientName: "Bea Bench",
  });
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const person = { first: "Pat", last: `Bench${i}`, slug: `pat-bench-${i}` };
    await call(server, cookie, `/api/campaigns/${client.campaignId}/prospects`, {
      firstName: person.first,
      lastName: person.last,
      jobTitle: "Buyer",
      company: "Harbor Labs",
      linkedinUrl: `https://www.linkedin.com/in/${person.slug}`,
    });
    people.push(person);
  }
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const { code } = await call<{ code: string }>(server, cookie, "/api/side-panel/grants", { challenge });
  const session = await call<{ token: string; user: { name: string; email: string } }>(
    server,
    cookie,
    "/api/side-panel/tokens",
    { code, verifier, label: "Bench" },
  );
  return { people, session: { token: session.token, user: session.user } };
}

/** The built extension, re-addressed to the bench's server, with the reference page beside the panel. */
async function extensionFor(origin: string): Promise<string> {
  const dir = await makeTempDir("side-panel");
  await cp(join(projectRoot, "dist/extension"), dir, { recursive: true });
  const manifestPath = join(dir, "manifest.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { host_permissions: string[] };
  manifest.host_permissions = [`${origin}/*`];
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  await writeFile(join(dir, REFERENCE_PAGE), REFERENCE_HTML);
  await writeFile(join(dir, "bench-reference.js"), REFERENCE_JS);
  return dir;
}

interface ExtensionWindows {
  windows: {
    create: (options: { url: string; width: number; height: number; focused: boolean }) => Promise<unknown>;
  };
}

/** An extension page in a window of its own, beside the LinkedIn window (as the side panel sits). */
async function openInWindow(context: BrowserContext, launcher: Page, url: string): Promise<Page> {
  const opened = context.waitForEvent("page");
  await launcher.evaluate(
    ({ url, width, height }) => {
      // The bench's types know no extension API: the page is the extension's own, where `chrome` is.
      const { chrome } = globalThis as unknown as { chrome: ExtensionWindows };
      return chrome.windows.create({ url, width, height, focused: false });
    },
    { url, ...PANEL_VIEWPORT },
  );
  const page = await opened;
  await page.setViewportSize(PANEL_VIEWPORT);
  return page;
}

async function measurePanel(): Promise<Row[]> {
  const linkedin = await startLinkedinStandIn();
  const dataDir = await makeTempDir("side-panel-data");
  try {
    return await withServer({ env: benchServerEnv({ DATA_DIR: dataDir }) }, async (server) => {
      const origin = new URL(server.url).origin;
      const { people, session } = await seed(server, 2 * (RUNS + WARM_UPS));
      const dir = await extensionFor(origin);
      const { context, extensionId } = await launchWithExtension(dir, { args: linkedin.chromiumArgs });
      try {
        const launcher = context.pages()[0] ?? (await context.newPage());
        await launcher.goto(sidePanelUrl(extensionId));
        await launcher.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
          key: SESSION_KEY,
          value: session,
        });
        const tab = await context.newPage();
        const feed = () => tab.goto("http://www.linkedin.com/feed/");
        await feed();
        await tab.bringToFront();
        let next = 0;

        /** Opens `url`, waits for `ready`, moves the tab to the next person and times `shows(name)`. */
        const time = async (url: string, ready: string, shows: string) => {
          const person = people[next++] as Person;
          const name = `${person.first} ${person.last}`;
          await feed();
          const page = await openInWindow(context, launcher, url);
          try {
            await page.waitForFunction(ready, undefined, { timeout: 30_000 });
            const started = performance.now();
            await tab.goto(profileAddress(person.slug), { waitUntil: "commit" });
            await page.waitForFunction(shows, name, { polling: "raf", timeout: 30_000 });
            return performance.now() - started;
          } finally {
            await page.close();
          }
        };
        const panelShows = `(name) => [...document.querySelectorAll("section[aria-label]")].some(
          (card) => card.getAttribute("aria-label") === name + ", ${CLIENT}" &&
            /^Next: /.test(card.querySelector("h3")?.textContent ?? ""))`;
        const panelReady = `() => [...document.querySelectorAll("h2")].some((h) => h.textContent === "Today") &&
          !document.body.textContent.includes("Loading your queue")`;
        const times: Alternated = await alternate(
          RUNS,
          () => time(sidePanelUrl(extensionId), panelReady, panelShows),
          () =>
            time(
              `chrome-extension://${extensionId}/${REFERENCE_PAGE}?origin=${encodeURIComponent(origin)}&token=${encodeURIComponent(session.token)}`,
              `() => document.body.dataset.ready === "1"`,
              `(name) => document.getElementById("out")?.dataset.name === name`,
            ),
          WARM_UPS,
        );
        const line = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
        console.log(`  panel: ${line(times.app)} ms; bare extension page: ${line(times.reference)} ms`);
        return [
          alternatedRow(
            {
              name: "side panel, tab to a profile until its next step shows (Chromium)",
              unit: "ms",
              decimals: 1,
            },
            times,
            PANEL_TARGET,
            "a bare page in the same unpacked extension that, on the same tab change, reads the active tabs, " +
              "fetches the same GET /api/side-panel/lookup with the token and writes the person and next step " +
              "into the DOM; one page open at a time, in its own window, bare first, run by run",
          ),
        ];
      } finally {
        await context.close();
        await removeDir(dir);
      }
    });
  } finally {
    await linkedin.close();
    await removeDir(dataDir);
  }
}

/** The SDR's side panel: from the LinkedIn tab's address changing to the person's next step shown. */
export async function measureSidePanel(): Promise<Row[]> {
  return measureEach([["side panel, profile shown", measurePanel, PANEL_TARGET]]);
}
