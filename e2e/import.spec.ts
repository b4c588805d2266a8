import { readFileSync } from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";
import { IMPORT_FIELDS } from "../src/shared/contracts/imports";
import {
  apiSignIn,
  createConnectedCompany,
  DEMO_CLIENT,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  type ManagedCompany,
  PHONE,
  shot,
  test,
} from "./support/fixtures";

/**
 * A token of the running test, so that its LinkedIn profiles and file names are its own: dedup is
 * global, and no other test (or repeat, or earlier run on a kept database) may have imported them.
 */
let RUN = "";
const profile = (slug: string) => `https://www.linkedin.com/in/${slug}-${RUN}`;

interface Person {
  first: string;
  last: string;
  title: string;
  company: string;
  slug: string;
  email?: string;
}

const TEAM: Person[] = [
  {
    first: "Ada",
    last: "Lovelace",
    title: "Head of Engineering",
    company: "Analytical Engines",
    slug: "ada",
  },
  {
    first: "Grace",
    last: "Hopper",
    title: "VP of Sales",
    company: "Compilers Inc",
    slug: "grace",
    email: "grace@example.test",
  },
  { first: "Alan", last: "Turing", title: "CTO", company: "Bletchley Labs", slug: "alan" },
  { first: "Edsger", last: "Dijkstra", title: "Founder", company: "Shortest Path BV", slug: "edsger" },
  { first: "Barbara", last: "Liskov", title: "Chief Architect", company: "Substitution Co", slug: "barbara" },
  {
    first: "Margaret",
    last: "Hamilton",
    title: "Director of Software",
    company: "Apollo Guidance",
    slug: "margaret",
  },
];

/** A file whose headers all need the synonyms to be recognised ("fname" is First Name, and so on). */
function teamCsv(people: Person[]): string {
  const header = "fname,Surname,Position,Organization,LinkedIn Profile,Work Email";
  const rows = people.map((p) =>
    [p.first, p.last, p.title, `"${p.company}"`, profile(p.slug), p.email ?? ""].join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

function csvFile(name: string, text: string) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") };
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const confirmButton = (page: Page) => page.getByRole("button", { name: "Confirm Mapping & Import" });
const mappingSelect = (page: Page, label: string) => page.getByRole("combobox", { name: label, exact: true });
const history = (page: Page) => page.getByRole("table", { name: "Import History" });
const completed = (page: Page) => page.getByRole("region", { name: "Import completed" });

async function openImport(page: Page, campaignId: string) {
  await page.goto(`/campaign/${campaignId}/scheduler-import-csv`);
  await expect(page.getByRole("heading", { name: "Import CSV to Scheduler", level: 1 })).toBeVisible();
}

async function expectCurrentStep(page: Page, name: string) {
  const steps = page.getByRole("navigation", { name: "Import steps" });
  await expect(steps.locator('[aria-current="step"]')).toContainText(name);
}

/** The completed panel's count under `label` ("Imported", "Duplicates", "Failed"). */
async function expectCount(page: Page, label: string, value: string) {
  const term = completed(page).getByText(label, { exact: true });
  await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(value);
}

async function downloadText(page: Page, link: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await download.path();
  return { download, text: readFileSync(path, "utf8").replace(/^\uFEFF/, "") };
}

async function chooseColumn(page: Page, field: string, column: string) {
  await mappingSelect(page, field).click();
  await page.getByRole("option", { name: column, exact: true }).click();
}

test.describe("Import CSV to Scheduler", () => {
  let company: ManagedCompany;

  test.beforeEach(async ({ page }) => {
    RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await apiSignIn(page, MANAGER);
    company = await createConnectedCompany(page.request, { prefix: "Import Co" });
  });

  test("a manager imports a file into a campaign: suggested mapping, preview, counts, history and the scheduler; a second import is all duplicates", async ({
    page,
  }) => {
    // The scheduler is loaded (and cached) first: after the import it must show the new people.
    await page.goto(`/campaign/${company.campaignId}/scheduler`);
    await expect(page.getByText("No assigned prospects found")).toBeVisible();
    await page.getByRole("link", { name: "Import .CSV" }).click();
    await expect(page).toHaveURL(`/campaign/${company.campaignId}/scheduler-import-csv`);
    await expect(page.getByRole("heading", { name: "Import CSV to Scheduler", level: 1 })).toBeVisible();
    await expect(page.getByText(`Imported prospects are assigned to ${company.companyName}.`)).toBeVisible();
    await expectCurrentStep(page, "Upload");
    await expect(page.getByRole("combobox", { name: "Target dataset" })).toHaveText("Prospect");
    await expect(page.getByText("Clean prospects ready for assignment")).toBeVisible();
    await expect(
      page.getByRole("button", { name: /Drag and drop a CSV file here, or click to browse/ }),
    ).toBeVisible();
    await expect(page.getByText(".csv only, up to 10 MB, 10,000 rows")).toBeVisible();
    await expect(history(page).or(page.getByText("No imports yet"))).toBeVisible();
    await shot(page, "import-upload");

    // The drop zone is reached with the keyboard and opens the file dialog with Enter.
    const dropZone = page.getByRole("button", { name: /Drag and drop a CSV file here, or click to browse/ });
    await dropZone.focus();
    await expect(dropZone).toBeFocused();
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Enter")]);
    await chooser.setFiles(csvFile(`team-${RUN}.csv`, teamCsv(TEAM)));
    await expectCurrentStep(page, "Map Columns");
    await expect(page.getByRole("heading", { name: `team-${RUN}.csv` })).toBeVisible();
    await expect(page.getByText("6 rows · 6 columns")).toBeVisible();
    const suggested: Record<string, string> = {
      "First Name": "fname",
      "Last Name": "Surname",
      "Job Title": "Position",
      Company: "Organization",
      "LinkedIn URL": "LinkedIn Profile",
      "LinkedIn Name": "Not mapped",
      Email: "Work Email",
      Phone: "Not mapped",
    };
    for (const [field, column] of Object.entries(suggested)) {
      await expect(mappingSelect(page, field)).toHaveText(column);
    }
    // The preview shows the first five rows as mapped: one column per mapped field.
    const preview = page.getByRole("table", { name: "Preview of the first 5 rows" });
    await expect(preview.getByRole("columnheader")).toHaveText([
      "First Name",
      "Last Name",
      "Job Title",
      "Company",
      "LinkedIn URL",
      "Email",
    ]);
    await expect(preview.getByRole("row")).toHaveCount(6);
    await expect(preview.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "Ada",
      "Lovelace",
      "Head of Engineering",
      "Analytical Engines",
      profile("ada"),
      "—",
    ]);
    await expect(preview.getByRole("row").nth(2).getByRole("cell").last()).toHaveText("grace@example.test");
    await expect(preview).not.toContainText("Margaret");
    await expect(page.getByText("Ready to import 6 rows.")).toBeVisible();
    await expect(confirmButton(page)).toBeEnabled();
    await shot(page, "import-mapping");

    await confirmButton(page).click();
    await expectToast(page, "6 records imported to Prospect, 0 duplicates rejected.");
    await expect(completed(page)).toBeVisible();
    await expectCurrentStep(page, "Import");
    await expect(page.getByRole("navigation", { name: "Import steps" })).toContainText("Completed");
    await expectCount(page, "Imported", "6");
    await expectCount(page, "Duplicates", "0");
    await expectCount(page, "Failed", "0");
    await expect(completed(page).getByRole("link", { name: /error report/ })).toHaveCount(0);
    const newest = history(page).getByRole("row").nth(1);
    await expect(newest).toContainText(`team-${RUN}.csv`);
    await expect(newest).toContainText(company.companyName);
    await expect(newest.getByRole("cell")).toHaveText([
      new RegExp(`team-${RUN}\\.csv.* · Manager`),
      new RegExp(`^Prospect\\s*${company.companyName}$`),
      "6",
      "6",
      "0",
      "0",
      "0",
      "0",
      "Undo",
    ]);
    await expect(newest.getByRole("link", { name: /error report/ })).toHaveCount(0);
    await shot(page, "import-completed");

    // The same file again: every row is already in the pool.
    await page.getByRole("button", { name: "Import Another File" }).click();
    await expectCurrentStep(page, "Upload");
    await fileInput(page).setInputFiles(csvFile(`team-${RUN}-again.csv`, teamCsv(TEAM)));
    await expect(mappingSelect(page, "First Name")).toHaveText("fname");
    await confirmButton(page).click();
    await expectToast(page, "0 records imported to Prospect, 6 duplicates rejected.");
    await expectCount(page, "Imported", "0");
    await expectCount(page, "Duplicates", "6");
    await expect(history(page).getByRole("row").nth(1)).toContainText(`team-${RUN}-again.csv`);
    await expect(history(page).getByRole("row").nth(2)).toContainText(`team-${RUN}.csv`);
    await shot(page, "import-duplicates");

    await page.getByRole("link", { name: "Go to Scheduler" }).click();
    await expect(page).toHaveURL(`/campaign/${company.campaignId}/scheduler`);
    const scheduler = page.getByRole("table", { name: "All Assigned Prospects", exact: true });
    for (const person of TEAM) {
      await expect(
        scheduler.getByRole("button", { name: `Details for ${person.first} ${person.last}` }),
      ).toBeVisible();
    }
    await expect(page.getByText(/^6 prospects/)).toBeVisible();
  });

  test("the template downloads with a header for every field and maps itself", async ({ page }) => {
    await openImport(page, company.campaignId);
    const { download, text } = await downloadText(
      page,
      page.getByRole("link", { name: "Download Template" }),
    );
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const [header = ""] = text.split(/\r?\n/);
    expect(header).toBe(IMPORT_FIELDS.map((field) => field.label).join(","));

    // The template's own header is recognised field by field.
    await fileInput(page).setInputFiles(csvFile("template.csv", text));
    for (const field of IMPORT_FIELDS) {
      await expect(mappingSelect(page, field.label)).not.toHaveText("Not mapped");
      await expect(mappingSelect(page, field.label)).not.toHaveText("Choose a column");
    }
    await expect(confirmButton(page)).toBeEnabled();
  });

  test("an unrecognised column is chosen by hand, and a row missing a value fails with a downloadable report", async ({
    page,
  }) => {
    await openImport(page, company.campaignId);
    const csv = [
      "First Name,Last Name,Title,Company,Profile Link",
      `Katherine,Johnson,Mathematician,Langley Research,${profile("katherine")}`,
      `Dorothy,Vaughan,Supervisor,,${profile("dorothy")}`,
      `Mary,Jackson,Engineer,Langley Research,${profile("mary")}`,
    ].join("\n");
    await fileInput(page).setInputFiles(csvFile(`hidden-figures-${RUN}.csv`, csv));
    await expect(mappingSelect(page, "LinkedIn URL")).toHaveText("Choose a column");
    await expect(page.getByText("Map a column to LinkedIn URL to continue.")).toBeVisible();
    await expect(confirmButton(page)).toBeDisabled();
    await shot(page, "import-mapping-missing");

    await chooseColumn(page, "LinkedIn URL", "Profile Link");
    await expect(confirmButton(page)).toBeEnabled();
    await confirmButton(page).click();
    await expectToast(page, "2 records imported to Prospect, 0 duplicates rejected.");
    await expectCount(page, "Imported", "2");
    await expectCount(page, "Failed", "1");
    await shot(page, "import-failed-row");

    const report = await downloadText(
      page,
      completed(page).getByRole("link", { name: "Download error report" }),
    );
    expect(report.download.suggestedFilename()).toMatch(/\.csv$/);
    // The report names the failed row by the line of the file it is on (the header is line 1) and why.
    const [reportHeader = "", ...reportLines] = report.text.split(/\r?\n/).filter(Boolean);
    expect(reportHeader).toMatch(/^Line,Reason,/);
    expect(reportLines).toHaveLength(1);
    expect(reportLines[0]).toMatch(/^3,.*Company.*,Dorothy,Vaughan,/);

    const fromHistory = await downloadText(
      page,
      history(page).getByRole("link", { name: `Download error report for hidden-figures-${RUN}.csv` }),
    );
    expect(fromHistory.text).toContain("Dorothy");
  });

  test("a malformed file: the mapping lists the rows it cannot read by line, and the report keeps every value", async ({
    page,
  }) => {
    await openImport(page, company.campaignId);
    const csv = [
      "First Name,Last Name,Title,Company,LinkedIn URL",
      `Katherine,Johnson,Mathematician,Langley Research,${profile("katherine")}`,
      `Dorothy,Vaughan,Supervisor,Acme, Inc.,${profile("dorothy")}`,
      `Mary,Jackson,Engineer,"NACA,${profile("mary")}`,
      `Christine,Darden,Engineer,Langley Research,${profile("christine")}`,
    ].join("\n");
    await fileInput(page).setInputFiles(csvFile(`malformed-${RUN}.csv`, csv));
    const problems = page.getByRole("region", { name: /2 rows cannot be read and will not be imported/ });
    await expect(problems).toBeVisible();
    await expect(problems).toContainText("Line 3 has 6 values but the header has 5");
    await expect(problems).toContainText("Line 4");
    await expect(page.getByText("Ready to import 2 rows (2 cannot be read).")).toBeVisible();
    await shot(page, "import-row-problems");

    await confirmButton(page).click();
    await expectToast(page, "2 records imported to Prospect, 0 duplicates rejected.");
    await expectCount(page, "Failed", "2");
    const report = await downloadText(
      page,
      completed(page).getByRole("link", { name: "Download error report" }),
    );
    const [, ...lines] = report.text.split(/\r?\n/).filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^3,.*unquoted comma.*,Dorothy,Vaughan,Supervisor,Acme, Inc\.,/);
    expect(lines[1]).toMatch(/^4,/);
  });

  test("a re-import updates existing people when asked, and a batch is undone from the history", async ({
    page,
  }) => {
    const people = TEAM.slice(0, 3);
    await openImport(page, company.campaignId);
    await fileInput(page).setInputFiles(csvFile(`team-${RUN}.csv`, teamCsv(people)));
    await confirmButton(page).click();
    await expectToast(page, "3 records imported to Prospect, 0 duplicates rejected.");

    await completed(page).getByRole("button", { name: "Import Another File" }).click();
    const renamed = people.map((p) => ({ ...p, title: `${p.title} (new)` }));
    await fileInput(page).setInputFiles(
      csvFile(`team-again-${RUN}.csv`, teamCsv([...renamed, ...TEAM.slice(3, 4)])),
    );
    await expect(page.getByRole("radio", { name: /Skip them/ })).toBeChecked();
    await page.getByRole("radio", { name: /Update their profile/ }).check();
    await shot(page, "import-duplicate-rule");
    await confirmButton(page).click();
    await expectToast(
      page,
      "1 records imported to Prospect, 0 duplicates rejected. 3 existing records updated.",
    );
    await expectCount(page, "Updated", "3");

    const again = history(page).getByRole("row", { name: new RegExp(`team-again-${RUN}`) });
    await again.getByRole("button", { name: `Undo import of team-again-${RUN}.csv` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Undo the import of team-again-${RUN}.csv?` });
    await expect(dialog).toContainText("Updates it made to people already in the pool stay.");
    await shot(page, "import-undo-confirm");
    await dialog.getByRole("button", { name: "Undo import" }).click();
    await expectToast(page, "Import undone");
    await expect(again).toContainText("Undone");
    await expect(history(page)).toContainText(
      "Removed 1 person from the pool and 1 place from the campaign.",
    );
    await expect(again.getByRole("button", { name: /Undo import/ })).toHaveCount(0);
    await shot(page, "import-undone");

    await page.goto(`/campaign/${company.campaignId}/scheduler`);
    await expect(page.getByText(`${TEAM[0]?.title} (new)`)).toBeVisible();
    await expect(page.getByText(TEAM[3]?.last ?? "")).toHaveCount(0);
  });

  test("a failed import shows the server's reason and returns to the mapping as the user left it", async ({
    page,
  }) => {
    await openImport(page, company.campaignId);
    const csv = [
      "Given Name,Family Name,Role,Employer,Profile Link",
      `Hedy,Lamarr,Inventor,Frequency Hopping,${profile("hedy")}`,
    ];
    await fileInput(page).setInputFiles(csvFile(`archived-${RUN}.csv`, csv.join("\n")));
    await chooseColumn(page, "LinkedIn URL", "Profile Link");
    await expect(mappingSelect(page, "First Name")).toHaveText("Given Name");
    // The campaign is archived meanwhile: the server refuses the import.
    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/import-with-mapping\)$/);
    const archived = await page.request.delete(`/api/management-clients/${company.companyId}`);
    expect(archived.ok(), await archived.text()).toBe(true);

    await confirmButton(page).click();
    await expectToast(page, "Import failed", /is archived: restore the company under Manage Campaigns/);
    await expectCurrentStep(page, "Map Columns");
    await expect(
      page.getByRole("main").getByText(/^Import failed: The campaign of .* is archived/),
    ).toBeVisible();
    await expect(mappingSelect(page, "LinkedIn URL")).toHaveText("Profile Link");
    await expect(mappingSelect(page, "Company")).toHaveText("Employer");
    await expect(confirmButton(page)).toBeEnabled();
    await expect(page.getByRole("region", { name: "Import History" })).not.toContainText(
      `archived-${RUN}.csv`,
    );
    await shot(page, "import-failed");
  });

  test("a file over 10,000 rows is refused with the spec's message and no mapping", async ({ page }) => {
    await openImport(page, company.campaignId);
    const rows = Array.from({ length: 10_001 }, (_, i) => `P${i},Q${i},Role,Co,${profile(`bulk-${i}`)}`);
    const csv = ["First Name,Last Name,Title,Company,LinkedIn", ...rows].join("\n");
    expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/analyze-csv\)$/);
    await fileInput(page).setInputFiles(csvFile("too-many.csv", csv));
    const message = "File contains 10,001 rows. Maximum allowed is 10,000 rows per import.";
    await expectToast(page, "File analysis failed", message);
    await expect(page.getByRole("main").getByText(message, { exact: true })).toBeVisible();
    await expectCurrentStep(page, "Upload");
    await expect(confirmButton(page)).toHaveCount(0);
    await expect(mappingSelect(page, "First Name")).toHaveCount(0);
    await shot(page, "import-too-many-rows");
  });

  test("a file that is not a CSV gets the drop zone's message and is never sent", async ({ page }) => {
    await openImport(page, company.campaignId);
    let analysed = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/analyze-csv")) analysed = true;
    });
    await fileInput(page).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a list"),
    });
    await expect(page.getByText(/^File type must be /)).toBeVisible();
    await expectCurrentStep(page, "Upload");
    expect(analysed).toBe(false);
    await shot(page, "import-wrong-type");
  });

  test("the back link returns to the campaign's scheduler, and the general screen to the general one", async ({
    page,
  }) => {
    await openImport(page, company.campaignId);
    await page.getByRole("link", { name: "Back to Scheduler" }).click();
    await expect(page).toHaveURL(`/campaign/${company.campaignId}/scheduler`);
    await expect(page.getByRole("heading", { name: "Scheduler", level: 1 })).toBeVisible();

    await page.goto("/scheduler-import-csv");
    await expect(
      page.getByText("Imported prospects join the pool, ready to be assigned to a campaign."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Scheduler" }).click();
    await expect(page).toHaveURL("/scheduler");
  });

  test("on a phone the steps fit the width without sideways scrolling", async ({ page }) => {
    const expectNoSidewaysScroll = async () => {
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
    };
    await page.setViewportSize(PHONE);
    await openImport(page, company.campaignId);
    await expectNoSidewaysScroll();
    await shot(page, "import-phone-upload");
    await fileInput(page).setInputFiles(csvFile(`phone-${RUN}.csv`, teamCsv(TEAM.slice(0, 2))));
    await expect(confirmButton(page)).toBeEnabled();
    await expectNoSidewaysScroll();
    await shot(page, "import-phone-mapping");
    await confirmButton(page).click();
    await expect(completed(page)).toBeVisible();
    await expectNoSidewaysScroll();
    await shot(page, "import-phone-completed");
  });
});

test("a client sees that imports are run by the agency", async ({ page }) => {
  await apiSignIn(page, DEMO_CLIENT);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { campaignId: string };
  await openImport(page, me.campaignId);
  await expect(page.getByRole("heading", { name: "Imports are run by your agency" })).toBeVisible();
  await expect(fileInput(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download Template" })).toHaveCount(0);
});
