import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type ExportPerson, generateLinkedinExport } from "../../../../../tests/helpers/linkedin-export.js";
import { ExportError } from "./export-error.js";
import { NO_EXPORT_FILE_MESSAGE, readExportUpload } from "./read-export-upload.js";

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));
const CONNECTIONS =
  "First Name,Last Name,URL,Email Address,Company,Position,Connected On\r\nA,B,,,,,12 Mar 2024\r\n";
const MESSAGES =
  "CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL,TO,RECIPIENT PROFILE URLS,DATE,SUBJECT,CONTENT,FOLDER\r\n" +
  "c1,,A,https://www.linkedin.com/in/a,B,https://www.linkedin.com/in/b,2023-06-11 15:33:58 UTC,,hi,INBOX\r\n";

function exportError(files: { name: string; bytes: Uint8Array }[]): ExportError {
  try {
    readExportUpload(files);
  } catch (error) {
    if (error instanceof ExportError) return error;
    throw error;
  }
  throw new Error("expected readExportUpload to throw");
}

/** Sets the "encrypted" flag of every entry, as a password-protected archive has it. */
function markEncrypted(zip: Uint8Array): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  for (let at = 0; at + 4 <= bytes.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) bytes[at + 6] = (bytes[at + 6] ?? 0) | 1;
    if (signature === 0x02014b50) bytes[at + 8] = (bytes[at + 8] ?? 0) | 1;
  }
  return bytes;
}

describe("readExportUpload: what the upload holds", () => {
  it("picks the export's files from a ZIP wherever they are, and nothing else", () => {
    const zip = zipSync({
      "Basic_LinkedInDataExport/Connections.csv": utf8(CONNECTIONS),
      "Basic_LinkedInDataExport/Inbox/MESSAGES.CSV": utf8(MESSAGES),
      "Basic_LinkedInDataExport/guide_messages.csv": utf8("not, a, messages file\r\n"),
      "Basic_LinkedInDataExport/learning_coach_messages.csv": utf8('broken "\r\n'),
      "Profile.csv": utf8("First Name\r\nA\r\n"),
    });
    const archive = readExportUpload([{ name: "export", bytes: zip }]);
    expect(archive.files).toEqual(["Connections.csv", "messages.csv"]);
    expect(archive.connections).toHaveLength(1);
    expect(archive.messages).toHaveLength(1);
    expect(archive.invitations).toBeNull();
  });

  it("reads the CSVs uploaded without a ZIP, their names in any case", () => {
    const archive = readExportUpload([
      { name: "CONNECTIONS.csv", bytes: utf8(CONNECTIONS) },
      { name: "downloads/messages.csv", bytes: utf8(MESSAGES) },
    ]);
    expect(archive.files).toEqual(["Connections.csv", "messages.csv"]);
  });

  it("refuses a file that is neither, naming it", () => {
    expect(exportError([{ name: "Profile.csv", bytes: utf8("First Name\r\nA\r\n") }]).problems).toEqual([
      "Profile.csv is neither a ZIP archive nor one of Connections.csv, Invitations.csv or messages.csv.",
    ]);
  });

  it("refuses the same file twice", () => {
    const zip = zipSync({ "a/Connections.csv": utf8(CONNECTIONS) });
    expect(
      exportError([
        { name: "Connections.csv", bytes: utf8(CONNECTIONS) },
        { name: "export.zip", bytes: zip },
      ]).problems,
    ).toEqual(["The upload holds Connections.csv twice: upload it once."]);
    const twice = zipSync({ "a/Connections.csv": utf8(CONNECTIONS), "b/connections.csv": utf8(CONNECTIONS) });
    expect(exportError([{ name: "export.zip", bytes: twice }]).message).toMatch(
      /holds Connections\.csv twice/,
    );
  });

  it("says what to upload when it holds none of the files", () => {
    expect(exportError([]).problems).toEqual([NO_EXPORT_FILE_MESSAGE]);
    const other = zipSync({ "Profile.csv": utf8("First Name\r\nA\r\n") });
    expect(exportError([{ name: "export.zip", bytes: other }]).problems).toEqual([NO_EXPORT_FILE_MESSAGE]);
  });

  it("names a ZIP that only holds another ZIP", () => {
    const inner = zipSync({ "Connections.csv": utf8(CONNECTIONS) });
    const outer = zipSync({ "Complete_LinkedInDataExport.zip": inner });
    expect(exportError([{ name: "download.zip", bytes: outer }]).problems).toEqual([
      "download.zip holds another ZIP archive (Complete_LinkedInDataExport.zip) instead of the export's files: upload that archive.",
    ]);
  });

  it("refuses an encrypted or damaged archive", () => {
    const zip = zipSync({ "a/messages.csv": utf8(MESSAGES.repeat(20)) });
    expect(exportError([{ name: "export.zip", bytes: markEncrypted(zip) }]).problems).toEqual([
      "export.zip is protected by a password: upload the ZIP LinkedIn sent, as it is.",
    ]);
    const damaged =
      "export.zip is damaged or incomplete: download it again from LinkedIn and upload it as it is.";
    expect(exportError([{ name: "export.zip", bytes: zip.subarray(0, zip.length - 30) }]).problems).toEqual([
      damaged,
    ]);
    const flipped = zip.slice();
    flipped[60] = (flipped[60] ?? 0) ^ 0xff;
    expect(exportError([{ name: "export.zip", bytes: flipped }]).problems).toEqual([damaged]);
  });

  it("refuses a ZIP whose export files would unzip to more than 512 MB", () => {
    const zip = zipSync({ "a/messages.csv": utf8(MESSAGES) });
    const view = new DataView(zip.buffer);
    for (let at = 0; at + 4 <= zip.length; at++) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 600 * 1024 * 1024, true);
    }
    expect(exportError([{ name: "export.zip", bytes: zip }]).message).toMatch(/more than 512 MB/);
  });
});

describe("readExportUpload: a generated export", () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const people: ExportPerson[] = [
    {
      url: "https://www.linkedin.com/in/jane-doe",
      firstName: "Jane",
      lastName: "Doe",
      connectedAt: day("2025-02-03"),
    },
    {
      url: "https://www.linkedin.com/in/bob-roe",
      firstName: "Bob",
      lastName: "Roe",
      pending: true,
      invitedAt: new Date("2025-03-01T15:14:00Z"),
      sdrMessages: [new Date("2025-03-02T10:00:00Z"), new Date("2025-03-05T10:00:00Z")],
      replies: [{ at: new Date("2025-03-06T08:30:00Z"), text: 'Sure, "Friday" & 10am?' }],
    },
  ];
  const seat = { url: "https://www.linkedin.com/in/sam-seat", firstName: "Sam", lastName: "Seat" };

  it.each(["zip", "csvs"] as const)("reads back as %s with the expected counts", (format) => {
    const generated = generateLinkedinExport({
      seat,
      people,
      personalContacts: 10,
      groupConversations: 3,
      sponsored: 2,
      drafts: 2,
      format,
      connectionDateFormat: format === "zip" ? "long" : "short",
      seed: 7,
    });
    const archive = readExportUpload(generated.files);
    expect(archive.files).toEqual(["Connections.csv", "Invitations.csv", "messages.csv"]);
    // Jane, and the 6 contacts of 10 that are connections.
    expect(archive.connections).toHaveLength(7);
    expect(archive.connections?.[0]).toEqual({
      line: 5,
      profileKey: "linkedin.com/in/jane-doe",
      connectedOn: "2025-02-03",
    });
    // Bob, and 2 incoming and 2 outgoing from contacts.
    expect(archive.invitations?.map((invitation) => invitation.direction).sort()).toEqual([
      "INCOMING",
      "INCOMING",
      "OUTGOING",
      "OUTGOING",
      "OUTGOING",
    ]);
    expect(archive.invitations?.[0]).toMatchObject({
      sentAt: new Date("2025-03-01T15:14:00Z"),
      inviteeKey: "linkedin.com/in/bob-roe",
    });
    // 3 of Bob's thread, 2 per contact, 1 per group, the 2 sponsored; drafts skipped.
    expect(archive.messages).toHaveLength(3 + 20 + 3 + 2);
    expect(archive.draftsSkipped).toBe(2);
    expect(archive.messages?.filter((message) => message.sponsored)).toHaveLength(2);
    const bob = archive.messages?.filter((message) =>
      message.recipientKeys.includes("linkedin.com/in/bob-roe"),
    );
    expect(bob?.[0]?.content).toBe('Hi Bob, a "quick" question #1:\nare Q3 plans & budgets set? 🚀 <3');
    const reply = archive.messages?.find((message) => message.senderKey === "linkedin.com/in/bob-roe");
    expect(reply?.content).toBe('Sure, "Friday" & 10am?');
    expect(
      generated.personal.names.every(
        (name) => name.includes("Personalcontact") || name.includes("Privatename"),
      ),
    ).toBe(true);
  });

  it("is the same for the same seed", () => {
    const one = generateLinkedinExport({ seat, people, personalContacts: 5, seed: 3 });
    const two = generateLinkedinExport({ seat, people, personalContacts: 5, seed: 3 });
    expect(Buffer.from(two.files[0]?.bytes ?? []).equals(Buffer.from(one.files[0]?.bytes ?? []))).toBe(true);
  });

  it("reads 20,000 messages, 3,000 connections and 2,000 invitations well within a second", () => {
    const many: ExportPerson[] = Array.from({ length: 1_000 }, (_, k) => ({
      url: `https://www.linkedin.com/in/prospect-${k}`,
      firstName: `P${k}`,
      lastName: "Prospect",
      ...(k % 2 === 0
        ? { connectedAt: day("2025-01-02") }
        : { pending: true, invitedAt: new Date("2025-01-02T10:00:00Z") }),
      sdrMessages: [new Date("2025-01-03T10:00:00Z"), new Date("2025-01-04T10:00:00Z")],
      replies: [{ at: new Date("2025-01-05T10:00:00Z"), text: "Thanks, let's talk" }],
    }));
    // Contacts: 1,500 invitations (3 in 5), 2,500 connections, 2 messages each.
    const generated = generateLinkedinExport({
      seat,
      people: many,
      personalContacts: 7_500,
      sponsored: 2_000,
      seed: 11,
    });
    const archive = readExportUpload(generated.files);
    expect(archive.messages?.length).toBeGreaterThanOrEqual(20_000);
    expect(archive.connections?.length).toBeGreaterThanOrEqual(3_000);
    expect(archive.invitations?.length).toBeGreaterThanOrEqual(2_000);
  });
});
