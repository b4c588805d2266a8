import type { QueryKey } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { type Change, invalidateChanges } from "../lib/invalidate-changes";
import { namedQueryCache } from "../lib/named-query-cache";
import "./change-topics";

/** The query keys the app uses (see each feature's api.ts), one of each kind. */
const KEYS = {
  prospectsA: ["/api/campaigns/a/prospects"],
  prospectsA2: ["/api/campaigns/a2/prospects"],
  badDataA: ["/api/campaigns/a/bad-data-count"],
  metricsA: ["/api/campaigns/a/metrics", { period: "this-week" }],
  scriptsA: ["/api/campaigns/a/scripts"],
  prospectsB: ["/api/campaigns/b/prospects"],
  metricsB: ["/api/campaigns/b/metrics", { period: "today" }],
  scriptsB: ["/api/campaigns/b/scripts"],
  activeCampaigns: ["/api/campaigns/active"],
  allMetrics: ["/api/metrics", { period: "this-week" }],
  allActivity: ["/api/activity", { period: "this-week" }],
  conversationsA: ["/api/prospect-conversations?campaignId=a"],
  messages: ["/api/prospect-conversations/c1/messages"],
  teamKpis: ["/api/team-kpis", { period: "this-month" }],
  pool: ["/api/pool-prospects?q=jane"],
  importBatches: ["/api/import-batches"],
  sdrs: ["/api/management-sdrs", { includeArchived: false }],
  matrix: ["/api/connection-matrix", { includeArchived: false }],
  subscriptions: ["/api/subscriptions"],
  resources: ["/api/resources"],
  session: ["/api/auth/me"],
  notApi: ["onboarding-draft"],
} satisfies Record<string, QueryKey>;

let cache = namedQueryCache(KEYS);

/** A fresh cache holding every query of KEYS, none of them stale. */
function seed() {
  cache = namedQueryCache(KEYS);
}

beforeEach(seed);

const staleAfter = async (...changes: Change[]) => {
  await invalidateChanges(cache.queryClient, changes);
  return cache.invalidated();
};

describe("what each change means, as the features registered it", () => {
  it("marks nothing stale for no changes", async () => {
    expect(await staleAfter()).toEqual([]);
  });

  it("a campaign's prospects: that campaign's data and every figure and list they feed, not other campaigns'", async () => {
    expect(await staleAfter({ t: "prospects", c: "a" })).toEqual([
      "prospectsA",
      "badDataA",
      "metricsA",
      "scriptsA",
      "allMetrics",
      "allActivity",
      "conversationsA",
      "messages",
      "teamKpis",
      "pool",
    ]);
  });

  it("prospects without a campaign: every campaign's data", async () => {
    const stale = await staleAfter({ t: "prospects", c: null });
    expect(stale).toEqual(expect.arrayContaining(["prospectsA", "prospectsA2", "prospectsB", "metricsB"]));
    expect(stale).not.toContain("importBatches");
    expect(stale).not.toContain("sdrs");
  });

  it("conversations: the conversation lists and the campaign's screens", async () => {
    expect(await staleAfter({ t: "conversations", c: "b" })).toEqual([
      "prospectsB",
      "metricsB",
      "scriptsB",
      "conversationsA",
      "messages",
    ]);
  });

  it("imports: the history as well as what the campaign's prospects feed", async () => {
    const stale = await staleAfter({ t: "imports", c: "a" });
    expect(stale).toEqual(expect.arrayContaining(["importBatches", "prospectsA", "pool", "teamKpis"]));
    expect(stale).not.toContain("prospectsB");
  });

  it("management: the management lists, the sidebar's campaigns, subscriptions and the agency's figures", async () => {
    expect(await staleAfter({ t: "management", c: null })).toEqual([
      "activeCampaigns",
      "allMetrics",
      "allActivity",
      "sdrs",
      "matrix",
      "subscriptions",
    ]);
  });

  it("scripts and resources: only their own lists", async () => {
    expect(await staleAfter({ t: "scripts", c: "a" })).toEqual(["scriptsA"]);
    seed();
    expect(await staleAfter({ t: "resources", c: null })).toEqual(["resources"]);
  });

  it("never mistakes one campaign for another whose id starts the same", async () => {
    expect(await staleAfter({ t: "scripts", c: "a" })).not.toContain("prospectsA2");
    expect(await staleAfter({ t: "prospects", c: "a" })).not.toContain("prospectsA2");
  });

  it("joins several changes", async () => {
    expect(await staleAfter({ t: "scripts", c: "a" }, { t: "resources", c: null })).toEqual([
      "scriptsA",
      "resources",
    ]);
  });
});
