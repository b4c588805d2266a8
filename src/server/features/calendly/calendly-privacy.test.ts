import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendlyEvent, postCalendly } from "../../../../tests/helpers/calendly.js";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { createPrivacyRequest, erasePath, findEverywhere } from "../../../../tests/helpers/privacy-person.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { accessExportPath } from "../../../shared/contracts/endpoints/privacy.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";
import type { AccessExport } from "../privacy/access-export.service.js";

const { t, w } = workspaceSuite("Calendly Privacy Co");

// Distinctive values: found nowhere but where this person's data is held.
const FIRST = "Oriel";
const LAST = "Brackenthorpe";
const EMAIL = "oriel.brackenthorpe@fernmail.test";
const SLUG = "oriel-bk-42q";
const URL = `https://www.linkedin.com/in/${SLUG}`;

async function signedBooking(companyId: string, key: string, email: string) {
  const put = await w.sdr.api.put(`/api/calendly/companies/${companyId}/signing-key`, { signingKey: key });
  expect(put.statusCode, put.body).toBe(200);
  const body = calendlyEvent("invitee.created", {
    email,
    name: `${FIRST} ${LAST}`,
    eventName: `Intro call with ${FIRST}`,
    answers: [`linkedin.com/in/${SLUG}`],
  });
  const response = await postCalendly(w.anonymous, companyId, body, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { outcome: string };
}

describe("Calendly bookings and privacy requests", () => {
  it("exports a person's bookings on access and blanks them on erasure, matched or not", async () => {
    const prospect = await createProspect(t.db, w.company.campaignId, {
      firstName: FIRST,
      lastName: LAST,
      email: EMAIL,
      linkedinUrl: URL,
    });
    await t.db.execute(
      sql`update prospects set dedup_key = ${normalizeLinkedinUrl(URL)} where id = ${prospect.prospectId}::uuid`,
    );
    const other = await createCompany(t.db);
    expect(await signedBooking(w.company.companyId, "privacy-test-key-company-a", EMAIL)).toEqual({
      received: true,
      outcome: "matched",
    });
    // At a company whose campaign does not hold them, under a private address: known by the profile only.
    expect(await signedBooking(other.companyId, "privacy-test-key-company-b", "oriel@home.test")).toEqual({
      received: true,
      outcome: "unmatched",
    });

    const access = await createPrivacyRequest(w.sdr.api, { kind: "access", subject: EMAIL });
    const exported = await w.sdr.api.get(accessExportPath(access.id, "json"));
    expect(exported.statusCode, exported.body).toBe(200);
    const bookings = (exported.json() as AccessExport).tables.calendly_bookings ?? [];
    expect(bookings.map((row) => [row.invitee_email, row.status]).sort()).toEqual([
      [EMAIL, "matched"],
      ["oriel@home.test", "unmatched"],
    ]);

    const words = [FIRST, LAST, EMAIL, SLUG, "oriel@home.test"];
    expect((await findEverywhere(t.db, words)).map((found) => found.table)).toContain("calendly_bookings");
    const erasure = await createPrivacyRequest(w.sdr.api, { kind: "erasure", subject: URL });
    const erased = await w.sdr.api.post(erasePath(erasure.id));
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await findEverywhere(t.db, words)).toEqual([]);
  });
});
