import { readFile } from "node:fs/promises";
import { readCsv } from "../src/server/features/imports/csv/read-csv";
import { AUDIT_EXPORT_COLUMNS } from "../src/shared/contracts/audit";
import { apiSignIn, expect, MANAGER, PHONE, shot, test, uniqueEmail } from "./support/fixtures";

test("a manager finds a failed sign-in in the audit log by its address, and exports what the filters show", async ({
  page,
}) => {
  // Someone guesses at an address that has no account: no one is signed in, the address is kept.
  const guessed = uniqueEmail("guessed");
  const attempt = await page.request.post("/api/auth/login", {
    data: { email: guessed, password: "Not a real password 1", userType: "sdr" },
  });
  expect(attempt.status()).toBe(401);

  await apiSignIn(page, MANAGER);
  await page.goto("/settings?tab=audit-log");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const log = page.getByRole("table", { name: "Audit log" });
  // The manager's own sign-in is the newest entry.
  await expect(log.getByRole("row").nth(1)).toContainText("Sign-in");
  await expect(log.getByRole("row").nth(1)).toContainText("Succeeded");

  await page.getByRole("combobox", { name: "Outcome" }).click();
  await page.getByRole("option", { name: "Failed", exact: true }).click();
  await page.getByLabel("Who").fill(guessed);
  const row = log.getByRole("row").filter({ hasText: guessed });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("No one signed in");
  await expect(row).toContainText("POST /api/auth/login");
  await expect(row).toContainText("password: (hidden)");
  await expect(row).toContainText("Failed (401)");
  await expect(page.getByRole("status").filter({ hasText: /^1 entry$/ })).toBeVisible();
  await shot(page, "audit-log-1280");

  // A range that ends before it starts is named under the field, and the export waits for it.
  await page.getByLabel("From").fill("2026-03-02");
  await page.getByLabel("To").fill("2026-03-01");
  await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();
  await page.getByLabel("From").fill("");
  await page.getByLabel("To").fill("");

  await page.getByRole("button", { name: "Export the audit log" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const download = await downloading;
  const table = readCsv(await readFile(await download.path()));
  expect(table.headers).toEqual([...AUDIT_EXPORT_COLUMNS]);
  expect(table.rowCount).toBe(1);
  expect(table.row(0)).toEqual(
    expect.arrayContaining(["Sign-in", "Failed (401)", "POST /api/auth/login", "401"]),
  );

  await page.setViewportSize(PHONE);
  await expect(page.getByRole("list", { name: "Audit log" }).getByRole("listitem")).toHaveCount(1);
  await shot(page, "audit-log-390");
});
