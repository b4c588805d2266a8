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
