import { LIVE_ORIGIN_HEADER } from "../../shared/contracts/events";

/** This tab, as its writes name it: live notices of its own changes are skipped (it refreshed already). */
export const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, "0"),
).join("");

/** Headers every write of this tab carries. */
export const liveOriginHeaders = (): Record<string, string> => ({ [LIVE_ORIGIN_HEADER]: TAB_ID });
