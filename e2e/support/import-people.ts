import { expect, type Page } from "@playwright/test";
import type { ImportResult } from "../../src/shared/contracts/imports";

export interface CsvPerson {
  first: string;
  last: string;
  company: string;
  linkedinUrl: string;
  email?: string;
}

/**
 * Imports people through the import API as the Import page does (a CSV with its mapping, every one a
 * Buyer): into a campaign, or into the pool without one. Expects the import to succeed.
 */
export async function importPeople(
  page: Page,
  people: readonly CsvPerson[],
  { campaignId, fileName = "people.csv" }: { campaignId?: string; fileName?: string } = {},
): Promise<ImportResult> {
  const withEmail = people.some((person) => person.email);
  const lines = [`First Name,Last Name,Title,Company,LinkedIn URL${withEmail ? ",Email" : ""}`];
  for (const person of people) {
    const cells = [person.first, person.last, "Buyer", person.company, person.linkedinUrl];
    lines.push([...cells, ...(withEmail ? [person.email ?? ""] : [])].join(","));
  }
  const response = await page.request.post("/api/import-with-mapping", {
    multipart: {
      file: { name: fileName, mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) },
      mappings: JSON.stringify({
        firstName: "First Name",
        lastName: "Last Name",
        jobTitle: "Title",
        company: "Company",
        linkedinUrl: "LinkedIn URL",
        ...(withEmail ? { email: "Email" } : {}),
      }),
      targetEntity: "prospect",
      ...(campaignId ? { campaignId } : {}),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ImportResult;
}
