import { performance } from "node:perf_hooks";
import type { BrowserContext, Page } from "@playwright/test";
import { type Alternated, alternate, alternatedRow } from "./alternate.js";
import type { Row, Target } from "./report.js";
import { summarize } from "./stats.js";

/**
 * The reference for the Chromium timings: a bare page on the app's own origin (so the session cookie
 * goes with its requests), no framework, that fetches the API answers the app's screen fetched for
 * what is timed and writes the same count of rows and cells into a plain <table>. Timed like the
 * app's figure, in the same browser context, alternating with it run by run.
 */
const PATH = "/__bench_reference";

export interface BareTable {
  /** Every GET the app's screen made for what is timed (path and query), fetched at once. */
  urls: readonly string[];
  /** The answer whose rows are shown: an array, or the first array in it. */
  rowsFrom: string;
  rows: number;
  cells: number;
  /** The last rows instead of the first (a thread opens at its newest message). */
  fromEnd?: boolean;
  /** Timed from the navigation (a screen opened) or from a click once the page is loaded. */
  start: "navigation" | "click";
}

const tablePage = (spec: BareTable) => `<!doctype html><meta charset="utf-8"><title>reference</title>
<button id="go">go</button><table><tbody></tbody></table>
<script>
const spec = ${JSON.stringify(spec).replace(/</g, "\\u003c")};
const text = (value) => (value !== null && typeof value === "object" ? JSON.stringify(value) : String(value ?? ""));
async function render() {
  const answers = await Promise.all(
    spec.urls.map((url) => fetch(url, { credentials: "include" }).then((response) => response.json())),
  );
  const answer = answers[spec.urls.indexOf(spec.rowsFrom)];
  const list = Array.isArray(answer) ? answer : Object.values(answer).find(Array.isArray);
  const shown = spec.fromEnd ? list.slice(-spec.rows) : list.slice(0, spec.rows);
  const body = document.createDocumentFragment();
  for (const item of shown) {
    const row = document.createElement("tr");
    for (const value of Object.values(item).slice(0, spec.cells)) {
      const cell = document.createElement("td");
      cell.textContent = text(value);
      row.append(cell);
    }
    body.append(row);
  }
  document.querySelector("tbody").append(body);
}
if (spec.start === "navigation") render();
else document.getElementById("go").addEventListener("click", render);
</script>`;

const serve = (page: Page, origin: string, html: string) =>
  page.route(`${origin}${PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );

/**
 * One run of the bare page in a new page of `context`: from the navigation (or the click) to the last
 * of its rows in the DOM, in ms.
 */
export async function timeBareTable(
  context: BrowserContext,
  origin: string,
  spec: BareTable,
): Promise<number> {
  const page = await context.newPage();
  try {
    await serve(page, origin, tablePage(spec));
    const lastRow = page.locator("tbody tr").nth(spec.rows - 1);
    let started = performance.now();
    await page.goto(`${origin}${PATH}`);
    if (spec.start === "click") {
      started = performance.now();
      await page.click("#go");
    }
    await lastRow.waitFor({ state: "attached", timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await page.close();
  }
}

/**
 * The app's page (`open`: its time, and the bare table that matches what it showed) `runs` times in
 * turn with the bare page; the first, untimed `open` warms the server and the browser cache and gives
 * the bare table, then one untimed turn of each.
 */
export async function alternateWithBareTable(
  runs: number,
  context: BrowserContext,
  origin: string,
  open: () => Promise<{ elapsed: number; bare: BareTable }>,
): Promise<Alternated & { bare: BareTable }> {
  const { bare } = await open();
  const times = await alternate(
    runs,
    async () => (await open()).elapsed,
    () => timeBareTable(context, origin, bare),
    1,
  );
  return { ...times, bare };
}

/** Notes the API GETs a page makes (the live-update stream left out); read them with the answer. */
export function recordApiGets(page: Page): () => string[] {
  const urls = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/") && url.pathname !== "/api/events")
      urls.add(url.pathname + url.search);
  });
  return () => [...urls];
}

/**
 * How many of the rows `selector` matches hold text (a virtual list's empty spacer rows are left out),
 * and the most cells (children) one of them has.
 */
export async function countShown(page: Page, selector: string): Promise<{ rows: number; cells: number }> {
  return (await page.evaluate(
    `(() => { const rows = [...document.querySelectorAll(${JSON.stringify(selector)})].filter((row) => row.textContent.trim() !== "");
      return { rows: rows.length, cells: Math.max(0, ...rows.map((row) => row.children.length)) }; })()`,
  )) as { rows: number; cells: number };
}

/**
 * The reference for a live update reaching another browser: a bare page with an EventSource on
 * `/api/events` that, on each `change` event, fetches `listUrl` and writes the `field` of the item
 * `id` into one cell. `shows(value)` waits (every frame) until the cell reads `value`.
 */
export async function openBareLiveCell(
  context: BrowserContext,
  origin: string,
  listUrl: string,
  id: string,
  field: string,
): Promise<{ shows: (value: string) => Promise<void>; close: () => Promise<void> }> {
  const page = await context.newPage();
  await serve(
    page,
    origin,
    `<!doctype html><meta charset="utf-8"><title>reference</title><table><tr><td id="cell"></td></tr></table>
<script>
const source = new EventSource("/api/events");
source.onopen = () => { window.streamOpen = true; };
source.addEventListener("change", async () => {
  const list = await (await fetch(${JSON.stringify(listUrl)}, { credentials: "include" })).json();
  const item = list.find((entry) => entry.id === ${JSON.stringify(id)});
  document.getElementById("cell").textContent = String(item?.[${JSON.stringify(field)}] ?? "");
});
</script>`,
  );
  await page.goto(`${origin}${PATH}`);
  await page.waitForFunction("window.streamOpen === true", undefined, { timeout: 10_000 });
  return {
    shows: async (value) => {
      await page.waitForFunction(
        `(expected) => document.getElementById("cell").textContent === expected`,
        value,
        {
          polling: "raf",
          timeout: 10_000,
        },
      );
    },
    close: () => page.close(),
  };
}

/** `alternatedRow` for a Chromium timing in ms, with both figures logged. */
export function pageRow(name: string, times: Alternated, target: Target, what: string): Row {
  const shown = summarize(times.app);
  const bare = summarize(times.reference);
  console.log(
    `  ${name}: median ${shown.median.toFixed(0)} ms, p95 ${shown.p95.toFixed(0)} ms; the bare page: median ` +
      `${bare.median.toFixed(0)} ms, p95 ${bare.p95.toFixed(0)} ms`,
  );
  return alternatedRow({ name, unit: "ms", decimals: 0 }, times, target, what);
}
