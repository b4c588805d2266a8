import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import {
  BATCHES,
  csvFile,
  IMPORT,
  importFields,
  importFile,
  STANDARD_HEADER,
  STANDARD_MAPPINGS,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { expectError } from "../../../../tests/helpers/management.js";
import { prospectPath, prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import type { ImportBatch } from "../../../shared/contracts/imports.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";

const { t, w } = workspaceSuite("Reimport Co");

interface Person {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  email: string | null;
  phone: string | null;
  linkedinName: string | null;
}

const person = async (slug: string): Promise<Person | undefined> =>
  (
    await queryRows<Person>(
      t.db,
      sql`select first_name as "firstName", last_name as "lastName", job_title as "jobTitle", company, email,
            phone, linkedin_name as "linkedinName"
          from prospects where dedup_key = ${`linkedin.com/in/${slug}`}`,
    )
  )[0];

const HEADER = `${STANDARD_HEADER},Phone,LinkedIn Name`;
const MAPPINGS = { ...STANDARD_MAPPINGS, phone: "Phone", linkedinName: "LinkedIn Name" };
const row = (slug: string, cells: Partial<Person>) =>
  [
    cells.firstName ?? "Ann",
    cells.lastName ?? "Lee",
    cells.jobTitle ?? "CTO",
    cells.company ?? "Acme",
    `https://www.linkedin.com/in/${slug}`,
    cells.email ?? "",
    cells.phone ?? "",
    cells.linkedinName ?? "",
  ].join(",");
const file = (...rows: string[]) => csvFile([HEADER, ...rows].join("\n"));
const fields = (duplicates?: string, campaignId?: string) => ({
  ...importFields(MAPPINGS, campaignId ? { campaignId } : {}),
  ...(duplicates === undefined ? {} : { duplicates }),
});

describe("POST /api/import-with-mapping: what happens to people already in the pool", () => {
  it("skips duplicates by default and leaves the existing person as it is", async () => {
    await importFile(w.sdr.api, file(row("skip-1", { email: "" })), fields());
    const again = await importFile(
      w.sdr.api,
      file(row("skip-1", { firstName: "Annie", email: "annie@x.test" })),
      fields(),
    );
    expect(again).toMatchObject({ importedRows: 0, duplicateRows: 1, updatedRows: 0, failedRows: 0 });
    expect(await person("skip-1")).toMatchObject({ firstName: "Ann", email: null });
  });

  it("fills only the empty fields of the existing person", async () => {
    await importFile(w.sdr.api, file(row("fill-1", { email: "old@x.test" }), row("fill-2", {})), fields());
    const again = await importFile(
      w.sdr.api,
      file(
        row("fill-1", { firstName: "Other", email: "new@x.test", phone: "+1 555 0101" }),
        row("fill-2", {}),
      ),
      fields("fill-empty"),
    );
    // fill-2 has nothing new to fill: it is a duplicate left as it was.
    expect(again).toMatchObject({ importedRows: 0, duplicateRows: 1, updatedRows: 1, failedRows: 0 });
    expect(await person("fill-1")).toMatchObject({
      firstName: "Ann",
      email: "old@x.test",
      phone: "+1 555 0101",
    });
  });

  it("updates the profile fields the file has, never blanking one it leaves empty", async () => {
    await importFile(w.sdr.api, file(row("upd-1", { email: "old@x.test", phone: "+1 1" })), fields());
    const again = await importFile(
      w.sdr.api,
      file(row("upd-1", { firstName: "Anna", jobTitle: "CEO", company: "Beta", linkedinName: "Anna L" })),
      fields("update"),
    );
    expect(again).toMatchObject({ importedRows: 0, duplicateRows: 0, updatedRows: 1 });
    expect(await person("upd-1")).toEqual({
      firstName: "Anna",
      lastName: "Lee",
      jobTitle: "CEO",
      company: "Beta",
      email: "old@x.test",
      phone: "+1 1",
      linkedinName: "Anna L",
    });
    const [batch] = (await w.sdr.api.get(BATCHES)).json() as ImportBatch[];
    expect(batch).toMatchObject({ id: again.batchId, updatedRows: 1, duplicateRows: 0, totalRows: 1 });
  });

  it("never touches another campaign's progress, tags, dispositions, bad data or assignments", async () => {
    const other = await createCompany(t.db, { companyName: "Other Campaign Co" });
    const first = await importFile(w.sdr.api, file(row("keep-1", {})), fields(undefined, other.campaignId));
    expect(first.importedRows).toBe(1);
    const [listed] = (await w.sdr.api.get(prospectsPath(other.campaignId))).json() as Prospect[];
    if (!listed) throw new Error("the imported person is not in the campaign");
    for (const change of [{ invite: true }, { sequenceTag: "Interested" }, { finalDisposition: "Reply" }]) {
      const patched = await w.sdr.api.patch(prospectPath(listed.id), change);
      expect(patched.statusCode, patched.body).toBe(200);
    }

    const again = await importFile(
      w.sdr.api,
      file(row("keep-1", { firstName: "Renamed" })),
      fields("update", w.company.campaignId),
    );
    expect(again).toMatchObject({ importedRows: 0, updatedRows: 1 });
    const [after] = (await w.sdr.api.get(prospectsPath(other.campaignId))).json() as Prospect[];
    expect(after).toMatchObject({
      id: listed.id,
      firstName: "Renamed",
      invite: true,
      sequenceTag: "Interested",
      finalDisposition: "Reply",
    });
    // A duplicate does not join the campaign it was imported into.
    const mine = (await w.sdr.api.get(prospectsPath(w.company.campaignId))).json() as Prospect[];
    expect(mine.some((p) => p.linkedinUrl.endsWith("/keep-1"))).toBe(false);
  });

  it("refuses an unknown rule and writes nothing", async () => {
    const before = (await w.sdr.api.get(BATCHES)).json() as ImportBatch[];
    expectError(
      await w.sdr.api.post(
        IMPORT,
        uploadForm(file(row("bad-rule", {})), fields("overwrite"), { fileLast: true }),
      ),
      400,
      "duplicates must be one of: skip, fill-empty, update",
    );
    expect(await person("bad-rule")).toBeUndefined();
    expect((await w.sdr.api.get(BATCHES)).json()).toEqual(before);
  });
});
