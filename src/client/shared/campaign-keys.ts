/** Where the keys of every campaign's own data start (`/api/campaigns/<id>/...`). */
const ANY_CAMPAIGN = "/api/campaigns/";

/**
 * For a change registration (lib/change-topics.ts): the keys of one campaign's data of these paths,
 * or, for a change that names no campaign, every campaign's data.
 */
export function campaignKeys(campaignId: string | null, ...paths: ((campaignId: string) => string)[]) {
  return campaignId ? paths.map((path) => path(campaignId)) : [ANY_CAMPAIGN];
}
