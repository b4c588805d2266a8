import type { Query, QueryKey } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import type { LiveNotice } from "../../shared/contracts/events";
import type { Prospect } from "../../shared/contracts/prospects";
import { registerChangeTopic } from "./change-topics";
import { applyNotices, invalidateChanges, invalidateEverything } from "./invalidate-changes";
import { namedQueryCache } from "./named-query-cache";

// The registry's mechanics, with handlers of this test's own (the app's are tested in app/).
const KEYS = {
  listA: ["/list/a"],
  listB: ["/list/b"],
  countA: ["/count/a", { period: "today" }],
  shared: ["/shared?x=1"],
  other: ["/other"],
  api: ["/api/anything"],
  notApi: ["onboarding-draft"],
} satisfies Record<string, QueryKey>;

const applied: Prospect[][] = [];
const isList = (query: Query) => String(query.queryKey[0]).startsWith("/list/");

registerChangeTopic(["prospects", "imports"], {
  keys: (campaignId) => (campaignId ? [`/list/${campaignId}`] : ["/list/"]),
  applyRows: (_queryClient, rows) => applied.push(rows),
  heldByRows: isList,
});
registerChangeTopic("prospects", { keys: (campaignId) => [`/count/${campaignId ?? ""}`, "/shared"] });
registerChangeTopic("resources", { keys: () => ["/other"] });

let cache = namedQueryCache(KEYS);

beforeEach(() => {
  applied.length = 0;
  cache = namedQueryCache(KEYS);
});

const row = { id: "p1" } as Prospect;

describe("invalidateChanges", () => {
  it("marks stale what every handler of the topic names, and nothing for no changes", async () => {
    await invalidateChanges(cache.queryClient, []);
    expect(cache.invalidated()).toEqual([]);
    await invalidateChanges(cache.queryClient, [{ t: "prospects", c: "a" }]);
    expect(cache.invalidated()).toEqual(["listA", "countA", "shared"]);
  });

  it("a topic means only what was registered for it; one without handlers marks nothing", async () => {
    await invalidateChanges(cache.queryClient, [{ t: "imports", c: "b" }]);
    expect(cache.invalidated()).toEqual(["listB"]);
    await invalidateChanges(cache.queryClient, [{ t: "scripts", c: "a" }]);
    expect(cache.invalidated()).toEqual(["listB"]);
  });

  it("joins several changes and leaves alone the queries the caller excepts", async () => {
    await invalidateChanges(
      cache.queryClient,
      [
        { t: "prospects", c: null },
        { t: "resources", c: null },
      ],
      (query) => query.queryKey[0] === KEYS.listB[0],
    );
    expect(cache.invalidated()).toEqual(["listA", "countA", "shared", "other"]);
  });
});

describe("applyNotices", () => {
  it("hands the rows to the handlers that take them and refetches all but the lists they updated", async () => {
    const notices: LiveNotice[] = [
      { t: "prospects", c: "a", r: row },
      { t: "resources", c: null, r: row },
    ];
    await applyNotices(cache.queryClient, notices);
    expect(applied).toEqual([[row, row]]);
    expect(cache.invalidated()).toEqual(["countA", "shared", "other"]);
  });

  it("refetches the lists too when a notice came without its row", async () => {
    await applyNotices(cache.queryClient, [
      { t: "prospects", c: "a", r: row },
      { t: "prospects", c: "a" },
    ]);
    expect(applied).toEqual([[row]]);
    expect(cache.invalidated()).toEqual(["listA", "countA", "shared"]);
  });
});

describe("invalidateEverything", () => {
  it("marks every API query stale and nothing else", async () => {
    await invalidateEverything(cache.queryClient);
    expect(cache.invalidated()).toEqual(["api"]);
  });
});
