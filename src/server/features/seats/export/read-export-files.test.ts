import { describe, expect, it } from "vitest";
import { ExportError } from "./export-error.js";
import { readExportUpload } from "./read-export-upload.js";

const file = (name: string, text: string) => ({ name, bytes: new Uint8Array(Buffer.from(text, "utf8")) });

const PREAMBLE =
  'Notes:\r\n"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download it."\r\n\r\n';
const CONNECTIONS_HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\r\n";
const INVITATIONS_HEADER = "From,To,Sent At,Message,Direction,inviterProfileUrl,inviteeProfileUrl\r\n";
const MESSAGES_HEADER =
  "CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL,TO,RECIPIENT PROFILE URLS,DATE,SUBJECT,CONTENT,FOLDER\r\n";

/** The ExportError reading the files throws. */
function exportError(...files: { name: string; bytes: Uint8Array }[]): ExportError {
  try {
    readExportUpload(files);
  } catch (error) {
    if (error instanceof ExportError) return error;
    throw error;
  }
  throw new Error("expected readExportUpload to throw");
}

describe("Connections.csv", () => {
  it("skips the Notes preamble and keeps the file's line numbers", () => {
    const text = `${PREAMBLE}${CONNECTIONS_HEADER}Jane,Doe,https://www.linkedin.com/in/Jane-Doe/,,"Acme, Inc",CEO,12 Mar 2024\r\nHidden,Person,,,Beta,CTO,05 Jan 24\r\n`;
    const archive = readExportUpload([file("Connections.csv", text)]);
    expect(archive.files).toEqual(["Connections.csv"]);
    expect(archive.connections).toEqual([
      { line: 5, profileKey: "linkedin.com/in/jane-doe", connectedOn: "2024-03-12" },
      { line: 6, profileKey: null, connectedOn: "2024-01-05" },
    ]);
    expect(archive.invitations).toBeNull();
    expect(archive.messages).toBeNull();
  });

  it("reads a file without the preamble, and one with a header only", () => {
    const one = readExportUpload([
      file("connections.CSV", `${CONNECTIONS_HEADER}A,B,https://linkedin.com/in/a,,,,2024-03-12\r\n`),
    ]);
    expect(one.connections).toEqual([
      { line: 2, profileKey: "linkedin.com/in/a", connectedOn: "2024-03-12" },
    ]);
    expect(readExportUpload([file("Connections.csv", PREAMBLE + CONNECTIONS_HEADER)]).connections).toEqual(
      [],
    );
  });

  it("names the file, line and column of an unreadable date, never its value", () => {
    const text = `${PREAMBLE}${CONNECTIONS_HEADER}Jane,Doe,https://www.linkedin.com/in/jane,,,,12 Mar 2024\r\nSecretname,Doe,https://www.linkedin.com/in/secret,,,,March 12th\r\n`;
    const error = exportError(file("Connections.csv", text));
    expect(error.problems).toEqual(["Connections.csv line 6: Connected On is not a date like 12 Mar 2024."]);
    expect(error.message).not.toMatch(/secret|march 12th/i);
  });

  it("refuses a file without a column it needs", () => {
    const error = exportError(file("Connections.csv", "First Name,Last Name,URL\r\nA,B,\r\n"));
    expect(error.problems).toEqual(["Connections.csv is missing the column Connected On."]);
  });

  it("refuses a row whose layout is broken, without quoting it", () => {
    const text = `${CONNECTIONS_HEADER}Secret,Doe,https://www.linkedin.com/in/secret,,Acme, Inc,CEO,12 Mar 2024\r\n`;
    const error = exportError(file("Connections.csv", text));
    expect(error.problems).toEqual([
      "Connections.csv line 2: the row cannot be read: it has more or fewer values than the header.",
    ]);
  });

  it("lists at most 20 problems and counts the others", () => {
    const rows = Array.from({ length: 25 }, (_, k) => `A${k},B,,,,,someday\r\n`).join("");
    const error = exportError(file("Connections.csv", CONNECTIONS_HEADER + rows));
    expect(error.problems).toHaveLength(20);
    expect(error.total).toBe(25);
    expect(error.message).toMatch(/And 5 more\.$/);
  });
});

describe("Invitations.csv", () => {
  it("reads each date format and both directions, not names or notes", () => {
    const text =
      INVITATIONS_HEADER +
      'Sam Seat,Jane Doe,"5/12/21, 3:14 PM","Hi Jane, ""quick""\nnote",OUTGOING,https://www.linkedin.com/in/sam,https://www.linkedin.com/in/jane-doe\r\n' +
      'Bob,Sam Seat,"5/12/2021, 3:14 PM",,INCOMING,https://www.linkedin.com/in/bob,https://www.linkedin.com/in/sam\r\n' +
      "Bob,Sam Seat,2026-06-01 08:00 UTC,,incoming,,https://www.linkedin.com/in/sam\r\n";
    const archive = readExportUpload([file("Invitations.csv", text)]);
    expect(archive.invitations).toEqual([
      {
        line: 2,
        direction: "OUTGOING",
        sentAt: new Date("2021-05-12T15:14:00Z"),
        inviterKey: "linkedin.com/in/sam",
        inviteeKey: "linkedin.com/in/jane-doe",
      },
      {
        line: 4,
        direction: "INCOMING",
        sentAt: new Date("2021-05-12T15:14:00Z"),
        inviterKey: "linkedin.com/in/bob",
        inviteeKey: "linkedin.com/in/sam",
      },
      {
        line: 5,
        direction: "INCOMING",
        sentAt: new Date("2026-06-01T08:00:00Z"),
        inviterKey: null,
        inviteeKey: "linkedin.com/in/sam",
      },
    ]);
    expect(archive.invitationsWithoutUrls).toBe(false);
  });

  it("says when an older export has no profile URLs", () => {
    const archive = readExportUpload([
      file(
        "Invitations.csv",
        'From,To,Sent At,Message,Direction\r\nSam,Jane,"5/12/21, 3:14 PM",,OUTGOING\r\n',
      ),
    ]);
    expect(archive.invitationsWithoutUrls).toBe(true);
    expect(archive.invitations?.[0]).toMatchObject({
      inviterKey: null,
      inviteeKey: null,
      direction: "OUTGOING",
    });
  });

  it("names an unreadable date and direction", () => {
    const text = `${INVITATIONS_HEADER}Sam,Jane,12 May,,SIDEWAYS,,\r\n`;
    expect(exportError(file("Invitations.csv", text)).problems).toEqual([
      "Invitations.csv line 2: Sent At is not a date like 5/12/21, 3:14 PM.",
      "Invitations.csv line 2: Direction is not OUTGOING or INCOMING.",
    ]);
  });
});

describe("messages.csv", () => {
  const row = (id: string, sender: string, recipients: string, content: string, folder = "INBOX") =>
    `${id},,Someone,${sender},Other,"${recipients}",2023-06-11 15:33:58 UTC,,${content},${folder}\r\n`;

  it("reads a file with a byte-order mark, multi-line content and both recipient separators", () => {
    const content = '"Hi Jane, ""quick"" one:\nQ3 &amp; Q4 &lt;3 it&#39;s 🚀 &#x1F600;\r\nbye"';
    const text =
      `\uFEFF${MESSAGES_HEADER}` +
      row(
        "c1",
        "https://www.linkedin.com/in/sam",
        "https://www.linkedin.com/in/jane;https://uk.linkedin.com/in/bob/",
        content,
      ) +
      row(
        "c1",
        "https://www.linkedin.com/in/jane",
        "https://www.linkedin.com/in/sam,https://www.linkedin.com/in/bob",
        "ok",
      );
    const archive = readExportUpload([file("messages.csv", text)]);
    expect(archive.messages).toEqual([
      {
        line: 2,
        conversationId: "c1",
        senderKey: "linkedin.com/in/sam",
        recipientKeys: ["linkedin.com/in/jane", "linkedin.com/in/bob"],
        sentAt: new Date("2023-06-11T15:33:58Z"),
        content: 'Hi Jane, "quick" one:\nQ3 & Q4 <3 it\'s 🚀 😀\r\nbye',
        sponsored: false,
      },
      {
        line: 5,
        conversationId: "c1",
        senderKey: "linkedin.com/in/jane",
        recipientKeys: ["linkedin.com/in/sam", "linkedin.com/in/bob"],
        sentAt: new Date("2023-06-11T15:33:58Z"),
        content: "ok",
        sponsored: false,
      },
    ]);
  });

  it("marks sponsored messages: a company, no sender URL, or the SPONSORED folder", () => {
    const to = "https://www.linkedin.com/in/sam";
    const text =
      MESSAGES_HEADER +
      row("a", "https://www.linkedin.com/company/adcorp", to, "ad") +
      row("b", "", to, "ad") +
      row("c", "https://www.linkedin.com/in/ads", to, "ad", "SPONSORED") +
      row("d", "https://www.linkedin.com/in/jane", to, "hi");
    const sponsored = readExportUpload([file("messages.csv", text)]).messages?.map(
      (message) => message.sponsored,
    );
    expect(sponsored).toEqual([true, true, true, false]);
  });

  it("skips and counts drafts, and ignores columns it does not know", () => {
    const header = MESSAGES_HEADER.replace("\r\n", ",ATTACHMENTS,IS MESSAGE DRAFT\r\n");
    const line = (id: string, draft: string) =>
      `${id},,Sam,https://www.linkedin.com/in/sam,Jane,https://www.linkedin.com/in/jane,2023-06-11 15:33:58,,hi,INBOX,,${draft}\r\n`;
    const archive = readExportUpload([
      file("messages.csv", header + line("a", "No") + line("b", "Yes") + line("c", "true")),
    ]);
    expect(archive.messages?.map((message) => message.conversationId)).toEqual(["a"]);
    expect(archive.draftsSkipped).toBe(2);
  });

  it("names the file, line and column of an unreadable date and a missing column", () => {
    const text = `${MESSAGES_HEADER}c1,,Secret,https://www.linkedin.com/in/secret,,,June 11,,secret text,INBOX\r\n`;
    const error = exportError(file("messages.csv", text));
    expect(error.problems).toEqual(["messages.csv line 2: DATE is not a date like 2023-06-11 15:33:58 UTC."]);
    expect(error.message).not.toMatch(/secret|june/i);
    const missing = exportError(
      file("messages.csv", "CONVERSATION ID,SENDER PROFILE URL,CONTENT\r\na,b,c\r\n"),
    );
    expect(missing.problems).toEqual([
      "messages.csv is missing the column RECIPIENT PROFILE URLS.",
      "messages.csv is missing the column DATE.",
    ]);
  });
});
