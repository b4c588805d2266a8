import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { localDateOf } from "../../src/shared/cadence/business-days.js";
import type { CadenceInput } from "../../src/shared/contracts/cadence.js";

/** The zone the cadence suites run their app in, and read "today" in. */
export const CADENCE_ZONE = "Europe/Berlin";

export const cadenceToday = () => localDateOf(new Date(), CADENCE_ZONE);

/**
 * Every day a working day, so that dates do not depend on the weekday the suite runs; in the zone
 * `cadenceToday` reads (a cadence saved without one is in UTC, a different date for an hour or two a day).
 */
export const EVERY_DAY: CadenceInput = { workingDays: [1, 2, 3, 4, 5, 6, 7], timeZone: CADENCE_ZONE };

/** A 409 refusing invites beyond the campaign's LinkedIn budget, with this offer to send anyway. */
export function expectOverBudget(response: LightMyRequestResponse, message: string): void {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ message, code: "over_budget", field: "invite" });
}
