import type { Route } from "@playwright/test";
import { apiSignIn, expect, expectToast, MANAGER, openProfileMenu, shot, test } from "./support/fixtures";

test("Log Out reads 'Logging out...' while the answer is pending, then the landing page opens", async ({
  page,
}) => {
  await apiSignIn(page, MANAGER);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: (route: Route) => void = () => {};
  const arrived = new Promise<Route>((resolve) => {
    requested = resolve;
  });
  // The answer waits until the label has been seen.
  await page.route("**/api/auth/logout", async (route) => {
    requested(route);
    await held;
    await route.continue();
  });

  await page.goto("/today");
  await openProfileMenu(page, /manager@agency\.test/);
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await arrived;
  const pending = page.getByRole("menuitem", { name: "Logging out..." });
  await expect(pending).toBeVisible();
  await expect(pending).toHaveAttribute("aria-disabled", "true");
  await shot(page, "logout-pending");

  release();
  await expectToast(page, "Logged out", "You have been logged out successfully");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("menu")).toHaveCount(0);
});
