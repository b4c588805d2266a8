import { registerChangeTopic } from "../../lib/change-topics";
import { campaignKeys } from "../../shared/campaign-keys";
import { activityPath, metricsPath } from "../../shared/metrics-queries";
import { budgetPath } from "./budget-query";

const scopeOf = (campaignId: string) => ({ kind: "campaign", campaignId }) as const;

// A campaign's figures count its prospects and their conversations.
registerChangeTopic(["prospects", "imports", "conversations"], {
  keys: (campaignId) =>
    campaignKeys(
      campaignId,
      (id) => metricsPath(scopeOf(id)),
      (id) => activityPath(scopeOf(id)),
    ),
});

// All Campaigns' figures also count which campaigns are active.
registerChangeTopic(["prospects", "imports", "management"], {
  keys: () => [metricsPath({ kind: "all" }), activityPath({ kind: "all" })],
});

// A campaign's LinkedIn budget counts the invites and messages ticked; its due work follows the
// prospects' next steps, which a cadence change plans again.
registerChangeTopic(["prospects", "imports", "cadence"], {
  keys: (campaignId) => campaignKeys(campaignId, budgetPath),
});
