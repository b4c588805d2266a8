import { expect, it } from "vitest";
import {
  csvBody,
  csvFile,
  errorsPath,
  importFields,
  importFile,
  STANDARD_HEADER,
} from "../../../../tests/helpers/imports.js";
import { prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { NOT_A_LINKEDIN_PROFILE, SALES_NAVIGATOR_ADDRESS } from "../../../shared/linkedin-url.js";

const { w } = workspaceSuite("Profile Links Co");

/**
 * The LinkedIn URL is shown to the campaign's client as "View LinkedIn Profile": an import takes only
 * LinkedIn profile addresses, so no row can put a link to another site behind that label.
 */
it("imports LinkedIn profiles only; other addresses fail with a reason and never reach the campaign", async () => {
  const file = csvFile(
    [
      STANDARD_HEADER,
      "Ada,Lovelace,Analyst,Engines,https://de.linkedin.com/in/ada-links/?trk=x,",
      "Alan,Turing,CTO,Bletchley,http://www.linkedin.com/pub/alan-links/12/345/678,",
      "Eve,Mallory,Buyer,Evil,https://evil.test/in/eve-links,",
      "Sam,Sneaky,Buyer,Evil,https://linkedin.com.evil.test/in/sam-links,",
      "Nav,User,Buyer,Cloudline,https://www.linkedin.com/sales/lead/ACwAAA1,",
      "Co,Page,Buyer,Acme,https://www.linkedin.com/company/acme,",
    ].join("\r\n"),
  );
  const result = await importFile(
    w.sdr.api,
    file,
    importFields(undefined, { campaignId: w.company.campaignId }),
  );
  expect(result).toMatchObject({ importedRows: 2, failedRows: 4 });

  const listed = (await w.client.api.get(prospectsPath(w.company.campaignId))).json() as Prospect[];
  expect(listed.map((prospect) => prospect.linkedinUrl).sort()).toEqual([
    "https://www.linkedin.com/in/ada-links",
    "https://www.linkedin.com/pub/alan-links/12/345/678",
  ]);

  const report = csvBody(await w.sdr.api.get(errorsPath(result.batchId))).text.split("\r\n");
  const reasonOf = (url: string) => report.find((line) => line.includes(url));
  for (const url of [
    "https://evil.test/in/eve-links",
    "https://linkedin.com.evil.test/in/sam-links",
    "https://www.linkedin.com/company/acme",
  ]) {
    expect(reasonOf(url), url).toContain(NOT_A_LINKEDIN_PROFILE);
  }
  expect(reasonOf("https://www.linkedin.com/sales/lead/ACwAAA1")).toContain(`"${SALES_NAVIGATOR_ADDRESS}"`);
});
