import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import type { Seat, SeatImport } from "../../src/shared/contracts/seats";
import { type ExportPerson, generateLinkedinExport } from "../../tests/helpers/linkedin-export";
import { expect } from "./fixtures";
import type { CsvPerson } from "./import-people";

const DAY = 86_400_000;

/** Prospects with real LinkedIn addresses of their own (their dedup keys are real), unique to this run. */
export function seatProspects(tag: string, count: number): CsvPerson[] {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return Array.from({ length: count }, (_, k) => ({
    first: `Seatprospect${k}`,
    last: `${tag}${stamp}`,
    company: `Prospect Co ${k}`,
    linkedinUrl: `https://www.linkedin.com/in/seat-${tag.toLowerCase()}-${stamp}-${k}`,
  }));
}

/**
 * The people of a seat's export: the first half connected (the first also messaged, with a reply), the
 * rest invited and still pending. Dates are weeks back from now.
 */
export function exportPeople(people: readonly CsvPerson[]): ExportPerson[] {
  const now = Date.now();
  const connectedCount = Math.ceil(people.length / 2);
  return people.map((person, k) => {
    const base = { url: person.linkedinUrl, firstName: person.first, lastName: person.last };
    if (k >= connectedCount) return { ...base, pending: true, invitedAt: new Date(now - (30 + k) * DAY) };
    const connectedAt = new Date(now - (20 + k) * DAY);
    if (k > 0) return { ...base, connectedAt };
    return {
      ...base,
      connectedAt,
      sdrMessages: [new Date(now - 18 * DAY)],
      replies: [{ at: new Date(now - 17 * DAY), text: "Thanks, happy to talk next week." }],
    };
  });
}

/** The seat's LinkedIn export as a ZIP file on disk (as a user would pick it), and its path. */
export function writeExportZip(seatUrl: string, people: readonly CsvPerson[]): string {
  const archive = generateLinkedinExport({
    seat: { url: seatUrl, firstName: "Seat", lastName: "Owner" },
    people: exportPeople(people),
    personalContacts: 4,
    groupConversations: 1,
    sponsored: 1,
  });
  const file = archive.files[0];
  if (!file) throw new Error("the export has no file");
  const path = join(mkdtempSync(join(tmpdir(), "seat-export-")), file.name);
  writeFileSync(path, file.bytes);
  return path;
}

/** The same export as its three CSVs, with a date in messages.csv that is not a date. */
export function writeBrokenCsvs(seatUrl: string, people: readonly CsvPerson[]): string[] {
  const archive = generateLinkedinExport({
    seat: { url: seatUrl, firstName: "Seat", lastName: "Owner" },
    people: exportPeople(people),
    format: "csvs",
  });
  const dir = mkdtempSync(join(tmpdir(), "seat-export-broken-"));
  return archive.files.map((file) => {
    let bytes: Uint8Array | string = file.bytes;
    if (file.name === "messages.csv") {
      bytes = Buffer.from(file.bytes)
        .toString("utf8")
        .replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/, "last Tuesday");
    }
    const path = join(dir, file.name);
    writeFileSync(path, bytes);
    return path;
  });
}

/** A seat made over the API by the signed-in manager, sending for the campaigns given. */
export async function createSeat(
  request: APIRequestContext,
  {
    name,
    profileUrl,
    companyId,
    campaignIds,
  }: { name: string; profileUrl: string; companyId: string; campaignIds: string[] },
): Promise<Seat> {
  const response = await request.post("/api/seats", {
    data: {
      name,
      profileUrl,
      owner: { kind: "client", companyId },
      budget: { accountType: "premium", invitesPerDay: 20, invitesPer7Days: 100, messagesPerDay: 50 },
      campaignIds,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Seat;
}

/** Imports an export ZIP for the seat over the API. */
export async function importExport(
  request: APIRequestContext,
  seatId: string,
  zipPath: string,
): Promise<SeatImport> {
  const response = await request.post(`/api/seats/${seatId}/imports`, {
    multipart: {
      file: { name: "export.zip", mimeType: "application/zip", buffer: readFileSync(zipPath) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SeatImport;
}
