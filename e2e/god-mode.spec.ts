import type { Page } from "@playwright/test";
import {
  apiSignIn,
  CAMPAIGN_SEGMENTS,
  createConnectedCompany,
  expect,
  MANAGER,
  mainNav,
  shot,
  test,
} from "./support/fixtures";

function viewButton(page: Page) {
  return page.getByRole("button", { name: "View Client Dashboard" });
}

test("God Mode: pick a client with an Active connection, see its view, reload, exit to Manage Campaigns", async ({
  page,
}) => {
  await apiSignIn(page, MANAGER);
  const live = await createConnectedCompany(page.request, { prefix: "E2E God Live" });
  const onboarding = await createConnectedCompany(page.request, {
    launch: false,
    prefix: "E2E God Onboarding",
  });

  await page.goto("/god-mode");
  await expect(page).toHaveTitle(/God Mode/);
  await expect(page.getByRole("heading", { name: "God Mode", level: 1 })).toBeVisible();
  await expect(
    page.getByText("The client-only view hides the manager sections and other campaigns"),
  ).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Client" });
  await expect(picker).toHaveText(/Choose a client/);
  await expect(viewButton(page)).toBeDisabled();

  await picker.click();
  const options = page.getByRole("listbox");
  await expect(options.getByRole("option", { name: live.companyName, exact: true })).toBeVisible();
  // Only clients with an Active connection are offered.
  await expect(options.getByRole("option", { name: onboarding.companyName, exact: true })).toHaveCount(0);
  await shot(page, "god-mode-picker");
  await options.getByRole("option", { name: live.companyName, exact: true }).click();
  await expect(picker).toHaveText(live.companyName);
  await expect(viewButton(page)).toBeEnabled();
  await viewButton(page).click();

  const dashboard = new RegExp(`/campaign/${live.campaignId}/dashboard$`);
  const expectClientView = async () => {
    await expect(page).toHaveURL(dashboard);
    await expect(
      page.getByRole("heading", { name: `${live.companyName} Dashboard`, exact: true, level: 1 }),
    ).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole("heading", { name: "DASHBOARD", exact: true })).toBeVisible();
    await expect(nav.getByRole("heading", { name: "MANAGER", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("heading", { name: "CLIENTS", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Manage Campaigns" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "God Mode" })).toHaveCount(0);
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(CAMPAIGN_SEGMENTS.length + 1);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual([
      ...CAMPAIGN_SEGMENTS.map((segment) => `/campaign/${live.campaignId}/${segment}`),
      "/do-not-contact",
    ]);
    await expect(page.getByText(`Viewing as ${live.companyName}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Exit God Mode" })).toBeVisible();
  };
  await expectClientView();
  await expect(page.getByText("Loading your dashboard...")).toHaveCount(0, { timeout: 15_000 });
  await shot(page, "god-mode-active");

  await page.reload();
  await expectClientView();

  // The simulated client's own pages work from its navigation.
  await mainNav(page).getByRole("link", { name: "Replies" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${live.campaignId}/replies$`));
  await expect(page.getByRole("heading", { name: "Replies", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Exit God Mode" }).click();
  await expect(page).toHaveURL(/\/manage-campaigns$/);
  await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();
  const nav = mainNav(page);
  await expect(nav.getByRole("heading", { name: "MANAGER", exact: true })).toBeVisible();
  await expect(nav.getByRole("heading", { name: "CLIENTS", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Manage Campaigns" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByText(live.companyName, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Exit God Mode" })).toHaveCount(0);

  // Leaving is remembered across a reload too.
  await page.reload();
  await expect(nav.getByRole("heading", { name: "MANAGER", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Exit God Mode" })).toHaveCount(0);
  await shot(page, "god-mode-exited");
});

test("God Mode with no active clients: the picker says so and View stays disabled", async ({ page }) => {
  await apiSignIn(page, MANAGER);
  await page.route(/\/api\/campaigns\/active$/, (route) => route.fulfill({ json: [] }));
  await page.goto("/god-mode");
  const picker = page.getByRole("combobox", { name: "Client" });
  await expect(picker).toHaveText(/No active clients yet/);
  await expect(picker).toBeDisabled();
  await expect(viewButton(page)).toBeDisabled();
  await shot(page, "god-mode-no-active-clients");
});
