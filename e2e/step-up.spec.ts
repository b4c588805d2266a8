import { E2E_STEP_UP_PORT, E2E_STEP_UP_SECONDS } from "./support/env";
import { apiSignIn, expect, expectConsoleLines, MANAGER, shot, test, uniqueName } from "./support/fixtures";

// This server lets a password proof last E2E_STEP_UP_SECONDS instead of ten minutes.
test.use({ baseURL: `http://localhost:${E2E_STEP_UP_PORT}` });

test("creating an API key after the password has gone stale asks for it again, then creates the key", async ({
  page,
}) => {
  expectConsoleLines(
    / 403 \(Forbidden\) \(.*\/api\/api-keys\)$/,
    / 400 \(Bad Request\) \(.*\/api\/auth\/step-up\)$/,
  );
  await apiSignIn(page, MANAGER);
  await page.goto("/settings?tab=api-keys");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // Outwait the proof the sign-in gave.
  await page.waitForTimeout((E2E_STEP_UP_SECONDS + 1) * 1000);

  const name = uniqueName("Nightly sync");
  await page.getByRole("button", { name: "Create API key" }).click();
  const create = page.getByRole("dialog", { name: "Create API key" });
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create key" }).click();

  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(
    confirm.getByText("Enter your password to continue. This action can't be undone."),
  ).toBeVisible();
  await confirm.getByLabel("Password").fill("not the password at all");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByText("Current password is incorrect")).toBeVisible();
  await shot(page, "step-up-wrong-password");

  await confirm.getByLabel("Password").fill(MANAGER.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toBeHidden();
  // The refused request went through once more: the key exists, and its secret is shown once.
  await expect(page.getByRole("dialog", { name: "API key created" })).toBeVisible();
  await page.getByRole("dialog", { name: "API key created" }).getByRole("button", { name: "Done" }).click();
  await expect(
    page.getByRole("table", { name: "API keys" }).getByRole("row").filter({ hasText: name }),
  ).toHaveCount(1);
});
