import type { Metrics } from "../../../shared/contracts/metrics.js";
import type { DigestContent, DigestPeople } from "./digest-content.js";

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

/** Text as HTML: the five characters markup reads, escaped. */
export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "16 November 2026" from "2026-11-16". */
function longDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "16 – 22 November 2026", or with both months or years when they differ. */
export function weekLabel(weekStart: string, weekEnd: string): string {
  const [start, end] = [longDate(weekStart), longDate(weekEnd)];
  const [startDay, startMonth, startYear] = start.split(" ");
  const [, endMonth, endYear] = end.split(" ");
  if (startYear !== endYear) return `${start} – ${end}`;
  if (startMonth !== endMonth) return `${startDay} ${startMonth} – ${end}`;
  return `${startDay} – ${end}`;
}

interface Figure {
  label: string;
  key: keyof Metrics;
  rate?: boolean;
}

const FIGURES: Figure[] = [
  { label: "Invitations sent", key: "invited" },
  { label: "Connections", key: "connected" },
  { label: "Messages sent", key: "messagesSent" },
  { label: "Follow-ups sent", key: "followUpsSent" },
  { label: "Replies", key: "replied" },
  { label: "Positive replies", key: "positiveReplies" },
  { label: "Meetings booked", key: "meetingsBooked" },
  { label: "Invite to connection rate", key: "inviteToConnectionRate", rate: true },
  { label: "Connection to reply rate", key: "connectionToReplyRate", rate: true },
];

const number = (value: number, rate = false) =>
  rate ? `${value.toFixed(1)}%` : value.toLocaleString("en-US");

/** The change against the week before: a percent for counts, points for rates, "new" from zero. */
export function change(now: number, before: number, rate = false): string {
  if (rate) {
    const points = Math.round((now - before) * 10) / 10;
    if (points === 0) return "no change";
    return `${points > 0 ? "+" : "−"}${Math.abs(points).toFixed(1)} pts`;
  }
  if (now === before) return "no change";
  if (before === 0) return "new";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}

/** The funnel of the week: each step with its share of the step it follows from. */
function funnel(week: Metrics): { label: string; count: number; share: string }[] {
  const share = (part: number, whole: number, of: string) =>
    whole === 0 ? "" : `${((100 * part) / whole).toFixed(1)}% of ${of}`;
  return [
    { label: "Invited", count: week.invited, share: "" },
    { label: "Connected", count: week.connected, share: share(week.connected, week.invited, "invited") },
    { label: "Replied", count: week.replied, share: share(week.replied, week.connected, "connected") },
    {
      label: "Positive replies",
      count: week.positiveReplies,
      share: share(week.positiveReplies, week.replied, "replies"),
    },
    {
      label: "Meetings booked",
      count: week.meetingsBooked,
      share: share(week.meetingsBooked, week.replied, "replies"),
    },
  ];
}

const personLine = (person: { name: string; title: string; company: string }) =>
  [person.name, [person.title, person.company].filter(Boolean).join(", ")].filter(Boolean).join(" – ");

function peopleText(title: string, people: DigestPeople): string[] {
  if (people.total === 0) return [`${title}: none in the week`];
  const more = people.total - people.listed.length;
  return [
    `${title} (${people.total}):`,
    ...people.listed.map((person) => `  - ${personLine(person)}`),
    ...(more > 0 ? [`  and ${more} more`] : []),
  ];
}

const CELL = "padding:6px 10px;border-bottom:1px solid #e5e7eb;font-size:14px;";
const HEAD = `${CELL}text-align:left;color:#6b7280;font-weight:600;`;
const NUM = `${CELL}text-align:right;white-space:nowrap;`;
const TABLE =
  'width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 24px 0;"';
const H2 = "font-size:16px;margin:0 0 8px 0;color:#111827;";

function peopleHtml(title: string, people: DigestPeople): string {
  if (people.total === 0) {
    return `<h2 style="${H2}">${escapeHtml(title)}</h2><p style="margin:0 0 24px 0;color:#6b7280;font-size:14px;">None in the week.</p>`;
  }
  const more = people.total - people.listed.length;
  const rows = people.listed
    .map(
      (person) =>
        `<tr><td style="${CELL}">${escapeHtml(person.name)}</td><td style="${CELL}color:#4b5563;">${escapeHtml(
          [person.title, person.company].filter(Boolean).join(", "),
        )}</td></tr>`,
    )
    .join("");
  const moreRow =
    more > 0 ? `<tr><td colspan="2" style="${CELL}color:#6b7280;">and ${more} more</td></tr>` : "";
  return `<h2 style="${H2}">${escapeHtml(title)} (${people.total})</h2>
<table ${TABLE}><tr><th style="${HEAD}">Name</th><th style="${HEAD}">Title</th></tr>${rows}${moreRow}</table>`;
}

/**
 * The digest as a mail: plain text and HTML (tables and inline styles only, every value escaped).
 * `unsubscribeUrl` is the recipient's own link; null for a preview, which names no recipient.
 */
export function renderDigest(content: DigestContent, unsubscribeUrl: string | null): DigestMail {
  const week = weekLabel(content.weekStart, content.weekEnd);
  const subject = `${content.companyName}: weekly outreach report, ${week}`;
  const figures = FIGURES.map((figure) => ({
    label: figure.label,
    now: number(content.week[figure.key] as number, figure.rate),
    before: number(content.weekBefore[figure.key] as number, figure.rate),
    change: change(content.week[figure.key] as number, content.weekBefore[figure.key] as number, figure.rate),
  }));
  const steps = funnel(content.week);
  const unsubscribeText = unsubscribeUrl
    ? `To stop these e-mails: ${unsubscribeUrl}`
    : "Each recipient's copy ends with their own unsubscribe link.";

  const text = [
    `${content.companyName} – weekly outreach report`,
    week,
    "",
    "The week against the week before:",
    ...figures.map((f) => `  ${f.label}: ${f.now} (week before ${f.before}; ${f.change})`),
    "",
    "Funnel of the week:",
    ...steps.map((step) => `  ${step.label}: ${step.count}${step.share ? ` (${step.share})` : ""}`),
    "",
    ...peopleText("New replies", content.replies),
    "",
    ...peopleText("New meetings", content.meetings),
    "",
    `Open the dashboard: ${content.dashboardUrl}`,
    "",
    unsubscribeText,
    "",
  ].join("\n");

  const figureRows = figures
    .map(
      (f) =>
        `<tr><td style="${CELL}">${escapeHtml(f.label)}</td><td style="${NUM}font-weight:600;">${escapeHtml(
          f.now,
        )}</td><td style="${NUM}color:#6b7280;">${escapeHtml(f.before)}</td><td style="${NUM}">${escapeHtml(
          f.change,
        )}</td></tr>`,
    )
    .join("");
  const funnelRows = steps
    .map(
      (step) =>
        `<tr><td style="${CELL}">${escapeHtml(step.label)}</td><td style="${NUM}font-weight:600;">${step.count}</td><td style="${NUM}color:#6b7280;">${escapeHtml(step.share)}</td></tr>`,
    )
    .join("");
  const unsubscribeHtml = unsubscribeUrl
    ? `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280;">Unsubscribe</a> from these weekly e-mails.`
    : "Each recipient's copy ends with their own unsubscribe link.";

  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;"><tr><td style="padding:24px;">
<h1 style="font-size:20px;margin:0 0 4px 0;">${escapeHtml(content.companyName)}</h1>
<p style="margin:0 0 24px 0;color:#6b7280;font-size:14px;">Weekly outreach report, ${escapeHtml(week)}</p>
<h2 style="${H2}">The week against the week before</h2>
<table ${TABLE}><tr><th style="${HEAD}">Figure</th><th style="${HEAD}text-align:right;">The week</th><th style="${HEAD}text-align:right;">Week before</th><th style="${HEAD}text-align:right;">Change</th></tr>${figureRows}</table>
<h2 style="${H2}">Funnel of the week</h2>
<table ${TABLE}><tr><th style="${HEAD}">Step</th><th style="${HEAD}text-align:right;">Count</th><th style="${HEAD}text-align:right;">Rate</th></tr>${funnelRows}</table>
${peopleHtml("New replies", content.replies)}
${peopleHtml("New meetings", content.meetings)}
<p style="margin:0 0 24px 0;"><a href="${escapeHtml(content.dashboardUrl)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px;font-size:14px;">Open the dashboard</a></p>
<p style="margin:0;color:#6b7280;font-size:12px;">${unsubscribeHtml}</p>
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { subject, text, html };
}
