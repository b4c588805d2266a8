import { FINAL_DISPOSITIONS, type ProgressFlag, SEQUENCE_TAGS } from "../../../shared/contracts/prospects";

/** Column headings of the progress checkboxes, also naming them ("Invite for Jane Doe"). */
export const FLAG_LABELS: Record<ProgressFlag, string> = {
  invite: "Invite",
  connected: "Connected",
  m1: "M1",
  m2: "M2",
  m3: "M3",
  m4: "M4",
  ff1: "FF1",
  ff2: "FF2",
  ff3: "FF3",
  ff4: "FF4",
  ff5: "FF5",
};

export const SEQUENCE_TAG_OPTIONS = SEQUENCE_TAGS.map((tag) => ({ value: tag, label: tag }));
export const DISPOSITION_OPTIONS = FINAL_DISPOSITIONS.map((value) => ({ value, label: value }));
