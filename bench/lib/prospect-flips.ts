import { PROGRESS_FLAGS, type ProgressFlag, type Prospect } from "../../src/shared/contracts/prospects.js";
import type { RunningServer } from "./server-process.js";

/** GET /api/campaigns/{id}/prospects, parsed. */
export async function fetchProspects(
  server: RunningServer,
  cookie: string,
  campaignId: string,
): Promise<Prospect[]> {
  const response = await fetch(`${server.url}/api/campaigns/${campaignId}/prospects`, {
    headers: { cookie },
  });
  if (response.status !== 200) {
    throw new Error(
      `the prospect list answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
  }
  return (await response.json()) as Prospect[];
}

export interface FlipWalk {
  /** The next PATCH /api/prospects/{id}: its path and JSON body. */
  next(): { path: string; body: string };
  /** How many of `saved` (the same list, refetched) do not hold the values last sent. */
  mismatches(saved: Prospect[]): number;
  /** Takes the values of `saved` (the same list, refetched) as the last seen: after others changed them. */
  resync(saved: Prospect[]): void;
}

/**
 * Every progress flag but the invite: thousands of invites a second would spend the campaign's LinkedIn
 * budget in the first second (the 21st invite of a day answers 409 over_budget).
 */
export const WALKED_FLAGS: readonly ProgressFlag[] = PROGRESS_FLAGS.filter((flag) => flag !== "invite");

/**
 * PATCHes that really change something: they walk the (record, progress flag) pairs in turn and send
 * the opposite of the value last seen, so no request is a no-op and, with fewer requests in flight
 * than records, two never touch the same field of the same record. `flags`: the progress flags to walk
 * (WALKED_FLAGS unless given).
 */
export function flipWalk(prospects: Prospect[], flags: readonly ProgressFlag[] = WALKED_FLAGS): FlipWalk {
  if (prospects.length === 0) throw new Error("no prospects to PATCH");
  if (flags.length === 0) throw new Error("no progress flags to PATCH");
  const state = prospects.map((prospect) => flags.map((flag) => prospect[flag] === true));
  let next = 0;
  return {
    next() {
      const pair = next++;
      const index = pair % prospects.length;
      const flag = Math.floor(pair / prospects.length) % flags.length;
      const values = state[index] as boolean[];
      values[flag] = !values[flag];
      return {
        path: `/api/prospects/${(prospects[index] as Prospect).id}`,
        body: JSON.stringify({ [flags[flag] as string]: values[flag] }),
      };
    },
    mismatches(saved) {
      return saved.filter((prospect, index) =>
        flags.some((flag, f) => (prospect[flag] === true) !== state[index]?.[f]),
      ).length;
    },
    resync(saved) {
      const byId = new Map(saved.map((prospect) => [prospect.id, prospect]));
      prospects.forEach(({ id }, index) => {
        const prospect = byId.get(id);
        if (prospect) state[index] = flags.map((flag) => prospect[flag] === true);
      });
    },
  };
}
