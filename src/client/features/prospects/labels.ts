import {
  FINAL_DISPOSITIONS,
  type ProgressFlag,
  type Prospect,
  SEQUENCE_TAGS,
} from "../../../shared/contracts/prospects";

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

export const fullName = (prospect: Pick<Prospect, "firstName" | "lastName">) =>
  `${prospect.firstName} ${prospect.lastName}`.trim();

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function parse(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2026", or the fallback when there is no date. */
export function formatDate(value: string | null, fallback: string): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : fallback;
}

/** "Mar 4, 2026, 10:15 AM", or the fallback when there is no date. */
export function formatDateTime(value: string | null, fallback: string): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : fallback;
}
