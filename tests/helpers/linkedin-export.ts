import { zipSync } from "fflate";
import { normalizeLinkedinUrl } from "../../src/server/core/prospect-fields/dedup.js";

/**
 * A LinkedIn member's own data export ("Get a copy of your data"), written as LinkedIn writes it: the
 * Notes preamble of Connections.csv, its dates, CRLF line endings, a byte-order mark on messages.csv,
 * HTML character references in message content, and a ZIP with a folder and members that are not read.
 * Deterministic for a seed.
 */

export interface ExportPerson {
  url: string;
  firstName: string;
  lastName: string;
  /** With `pending`: the day of the invitation still pending (written to the minute). */
  invitedAt?: Date;
  pending?: boolean;
  connectedAt?: Date;
  /** Messages from the seat to the person, in one thread (written to the second). */
  sdrMessages?: Date[];
  /** Messages from the person, in the same thread. */
  replies?: { at: Date; text: string }[];
}

export interface LinkedinExportOptions {
  seat: { url: string; firstName: string; lastName: string };
  /** Prospects; their URLs are written in the variants LinkedIn and members use. */
  people: ExportPerson[];
  /** The member's own network, none of them prospects: connections, 1:1 threads, invitations both ways. */
  personalContacts?: number;
  /** Threads of the seat, a prospect and two personal contacts. */
  groupConversations?: number;
  sponsored?: number;
  /** Drafts of the seat to a personal contact (IS MESSAGE DRAFT = Yes). */
  drafts?: number;
  seed?: number;
  format?: "zip" | "csvs";
  connectionDateFormat?: "long" | "short";
}

export interface LinkedinExport {
  files: { name: string; bytes: Uint8Array }[];
  /** What of the personal contacts the export holds, each containing "Personalcontact" or "personalcontact". */
  personal: { names: string[]; urls: string[]; texts: string[] };
}

export const EXPORT_ZIP_NAME = "Complete_LinkedInDataExport_06-01-2026.zip";
const FOLDER = "Complete_LinkedInDataExport_06-01-2026";
const CONNECTIONS_PREAMBLE =
  'Notes:\r\n"When exporting your connection data, you may notice that some of the email addresses are missing. ' +
  "You will only see email addresses for connections who have allowed their connections to see or download it. " +
  'You can learn more here: https://www.linkedin.com/help/linkedin/answer/261"\r\n\r\n';
const CONNECTIONS_HEADER = [
  "First Name",
  "Last Name",
  "URL",
  "Email Address",
  "Company",
  "Position",
  "Connected On",
];
const INVITATIONS_HEADER = [
  "From",
  "To",
  "Sent At",
  "Message",
  "Direction",
  "inviterProfileUrl",
  "inviteeProfileUrl",
];
const MESSAGES_HEADER = [
  "CONVERSATION ID",
  "CONVERSATION TITLE",
  "FROM",
  "SENDER PROFILE URL",
  "TO",
  "RECIPIENT PROFILE URLS",
  "DATE",
  "SUBJECT",
  "CONTENT",
  "FOLDER",
  "ATTACHMENTS",
  "IS MESSAGE DRAFT",
];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const BASE = Date.UTC(2025, 0, 6, 9, 0, 0);
const DAY = 86_400_000;

/** A small seeded generator (mulberry32): the same seed gives the same export. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The text the seat's message number `k` to a person holds: quotes, commas, a line break, emoji and "&". */
export function sdrMessageText(firstName: string, k: number): string {
  return `Hi ${firstName}, a "quick" question #${k + 1}:\nare Q3 plans & budgets set? 🚀 <3`;
}

/** How LinkedIn writes content: "&", "<" and ">" as character references. */
const encodeContent = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csv = (header: string[], rows: string[][]) =>
  [header, ...rows].map((row) => `${row.map(cell).join(",")}\r\n`).join("");
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));

const pad = (n: number) => String(n).padStart(2, "0");
const connectedOn = (at: Date, format: "long" | "short") =>
  `${pad(at.getUTCDate())} ${MONTHS[at.getUTCMonth()]} ${format === "long" ? at.getUTCFullYear() : pad(at.getUTCFullYear() % 100)}`;
/** "5/12/21, 3:14 PM" */
const sentAt = (at: Date) => {
  const hour = at.getUTCHours() % 12 || 12;
  const half = at.getUTCHours() < 12 ? "AM" : "PM";
  const year = pad(at.getUTCFullYear() % 100);
  return `${at.getUTCMonth() + 1}/${at.getUTCDate()}/${year}, ${hour}:${pad(at.getUTCMinutes())} ${half}`;
};
/** "2023-06-11 15:33:58 UTC" */
const messageDate = (at: Date) => `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** Person `index`'s URL as an export may write it: trailing slash, capitals, http, a country, a query. */
function urlVariant(url: string, index: number): string {
  const slug = (normalizeLinkedinUrl(url) ?? url).replace(/^linkedin\.com\/in\//, "");
  const variants = [
    `https://www.linkedin.com/in/${slug}`,
    `https://www.linkedin.com/in/${slug}/`,
    `https://www.linkedin.com/in/${slug.toUpperCase()}`,
    `http://www.linkedin.com/in/${slug}`,
    `https://uk.linkedin.com/in/${slug}`,
    `https://www.linkedin.com/in/${slug}?trk=people-guest_people_search-card`,
  ];
  return variants[index % variants.length] as string;
}

export function generateLinkedinExport(options: LinkedinExportOptions): LinkedinExport {
  const next = random(options.seed ?? 1);
  const between = (days: number) => new Date(BASE + Math.floor(next() * days * DAY));
  const before = (days: number) => new Date(BASE - Math.floor(next() * days * DAY));
  const { seat } = options;
  const seatName = `${seat.firstName} ${seat.lastName}`;
  const dateFormat = options.connectionDateFormat ?? "long";
  const connections: string[][] = [];
  const invitations: string[][] = [];
  const threads: string[][][] = [];
  const personal: LinkedinExport["personal"] = { names: [], urls: [], texts: [] };
  let conversations = 0;
  const conversationId = () =>
    `2-${Buffer.from(`conversation-${options.seed ?? 1}-${conversations++}`).toString("base64")}`;
  const message = (
    id: string,
    from: { name: string; url: string },
    to: { name: string; url: string }[],
    at: Date,
    text: string,
    separator = ",",
  ) => [
    id,
    to.length > 1 ? "Planning group" : "",
    from.name,
    from.url,
    to.map((person) => person.name).join(", "),
    to.map((person) => person.url).join(separator),
    messageDate(at),
    "",
    encodeContent(text),
    "INBOX",
    "",
    "No",
  ];
  const me = { name: seatName, url: seat.url };

  options.people.forEach((person, index) => {
    const url = urlVariant(person.url, index);
    const them = { name: `${person.firstName} ${person.lastName}`, url };
    if (person.connectedAt) {
      const when = connectedOn(person.connectedAt, dateFormat);
      connections.push([
        person.firstName,
        person.lastName,
        url,
        "",
        "Prospect Co, Ltd",
        "Head of Sales",
        when,
      ]);
    }
    if (person.pending && person.invitedAt) {
      const note = `Hi ${person.firstName}, "glad" to connect,\nbest`;
      invitations.push([seatName, them.name, sentAt(person.invitedAt), note, "OUTGOING", seat.url, url]);
    }
    const rows = [
      ...(person.sdrMessages ?? []).map((at, k) =>
        message("", me, [them], at, sdrMessageText(person.firstName, k)),
      ),
      ...(person.replies ?? []).map((reply) => message("", them, [me], reply.at, reply.text)),
    ];
    if (rows.length === 0) return;
    const id = conversationId();
    for (const row of rows) row[0] = id;
    threads.push(rows);
  });

  const contacts = Array.from({ length: options.personalContacts ?? 0 }, (_, k) => {
    const contact = {
      firstName: `Personalcontact${k}`,
      lastName: `Privatename${k}`,
      url: `https://www.linkedin.com/in/personalcontact-${k}-${Math.floor(next() * 1e6)}`,
    };
    personal.names.push(contact.firstName, contact.lastName);
    personal.urls.push(contact.url);
    return { ...contact, name: `${contact.firstName} ${contact.lastName}` };
  });
  contacts.forEach((contact, k) => {
    const note = `Personalcontact note ${k}: "hello", see you soon`;
    if (k % 5 === 0) {
      invitations.push([
        contact.name,
        seatName,
        sentAt(between(90)),
        note,
        "INCOMING",
        contact.url,
        seat.url,
      ]);
    } else if (k % 5 === 1) {
      invitations.push([
        seatName,
        contact.name,
        sentAt(between(90)),
        note,
        "OUTGOING",
        seat.url,
        contact.url,
      ]);
    } else {
      const email = `personalcontact${k}@example.com`;
      const when = connectedOn(before(700), dateFormat);
      connections.push([
        contact.firstName,
        contact.lastName,
        contact.url,
        email,
        `Personalcontact Co ${k}`,
        "CTO",
        when,
      ]);
    }
    personal.texts.push(note);
    const id = conversationId();
    const asked = `Personalcontact chat ${k}: dinner on Friday, "8pm"? 🍝 & bring ${contact.firstName}`;
    const answered = `Personalcontact reply ${k}: yes,\nsee you <there>`;
    personal.texts.push(asked, answered);
    const at = between(300);
    threads.push([
      message(id, contact, [me], new Date(at.getTime() + 3_600_000), answered),
      message(id, me, [contact], at, asked),
    ]);
  });

  for (let g = 0; g < (options.groupConversations ?? 0); g++) {
    const prospect = options.people[g % Math.max(options.people.length, 1)];
    const members = [
      contacts[g % Math.max(contacts.length, 1)],
      contacts[(g + 1) % Math.max(contacts.length, 1)],
    ];
    const group = [
      ...(prospect ? [{ name: `${prospect.firstName} ${prospect.lastName}`, url: prospect.url }] : []),
      ...members.flatMap((member) => (member ? [member] : [])),
    ];
    const id = conversationId();
    const text = `Personalcontact group ${g}: agenda, "drafts" & notes`;
    personal.texts.push(text);
    const separator = g % 2 === 0 ? "," : ";";
    threads.push([message(id, me, group, between(200), text, separator)]);
  }

  for (let s = 0; s < (options.sponsored ?? 0); s++) {
    const company = s % 2 === 0 ? "https://www.linkedin.com/company/adcorp" : "";
    const row = message(
      conversationId(),
      { name: "AdCorp", url: company },
      [me],
      between(200),
      `Offer ${s}: 20% off`,
    );
    if (company === "") row[9] = "SPONSORED";
    threads.push([row]);
  }

  for (let d = 0; d < (options.drafts ?? 0); d++) {
    const contact = contacts[d % Math.max(contacts.length, 1)];
    if (!contact) break;
    const text = `Personalcontact draft ${d}: unsent`;
    personal.texts.push(text);
    const row = message(conversationId(), me, [contact], between(200), text);
    row[11] = "Yes";
    threads.push([row]);
  }

  const files = {
    "Connections.csv": utf8(CONNECTIONS_PREAMBLE + csv(CONNECTIONS_HEADER, connections)),
    "Invitations.csv": utf8(csv(INVITATIONS_HEADER, invitations)),
    "messages.csv": utf8(`\uFEFF${csv(MESSAGES_HEADER, threads.flat())}`),
  };
  if (options.format === "csvs")
    return { files: Object.entries(files).map(([name, bytes]) => ({ name, bytes })), personal };
  const zip = zipSync({
    [`${FOLDER}/Connections.csv`]: files["Connections.csv"],
    [`${FOLDER}/Invitations.csv`]: files["Invitations.csv"],
    [`${FOLDER}/messages.csv`]: files["messages.csv"],
    [`${FOLDER}/Profile.csv`]: utf8(csv(["First Name", "Last Name"], [[seat.firstName, seat.lastName]])),
    [`${FOLDER}/guide_messages.csv`]: utf8(csv(MESSAGES_HEADER.slice(0, 9), [])),
    [`${FOLDER}/Jobs/Saved Jobs.csv`]: utf8(csv(["Saved Date", "Job Url"], [])),
  });
  return { files: [{ name: EXPORT_ZIP_NAME, bytes: zip }], personal };
}
