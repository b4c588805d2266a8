import { expect } from "@playwright/test";
import {
  apiSignIn,
  CAMPAIGN_DASHBOARD_URL,
  createClientAccount,
  DEMO_CLIENT,
  expectConsoleLines,
  MANAGER,
  shot,
  test,
} from "./support/fixtures";

const SDR_ONLY_PATHS = [
  "/today",
  "/manage-campaigns",
  "/team-kpis",
  "/subscriptions",
  "/resources",
  "/god-mode",
];
const CAMPAIGN_LINKS = [
  { name: "Dashboard", segment: "dashboard" },
  { name: "Scheduler", segment: "scheduler" },
  { name: "Connections", segment: "connections" },
  { name: "Replies", segment: "replies" },
  { name: "Scripts", segment: "scripts" },
  { name: "Cadence", segment: "cadence" },
  { name: "Reports", segment: "reports" },
  { name: "Prospect Chat", segment: "prospect-chat" },
];

test("signed out, protected pages redirect to /login, which returns there after sign-in", async ({
  page,
}) => {
  // The pages' lists start loading with the navigation, before the redirect: the server refuses them.
  expectConsoleLines(/ 401 \(Unauthorized\) \(.*\/api\/[^)]*\)$/);
  for (const path of ["/dashboard", "/manage-campaigns", "/campaign/x/scheduler"]) {
    await page.goto(path);
    await expect(page, `signed out visiting ${path}`).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toBeVisible();
  }
});

test("a client is sent from every SDR-only page to /dashboard", async ({ page, request }) => {
  await apiSignIn(page, await createClientAccount(request));
  // Manage Campaigns' lists start loading with the navigation, before the redirect: refused to a client.
  expectConsoleLines(/ 403 \(Forbidden\) \(.*\/api\/[^)]*\)$/);
  for (const path of SDR_ONLY_PATHS) {
    await page.goto(path);
    await expect(page, `client visiting ${path}`).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true, level: 1 })).toBeVisible();
  }
});

test("an SDR sees the Manager section and the CLIENTS heading", async ({ page }) => {
  await apiSignIn(page, MANAGER);
  await page.goto("/team-kpis");
  await expect(page.getByRole("heading", { name: "Team KPIs", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("heading", { name: "MANAGER", exact: true })).toBeVisible();
  await expect(nav.getByRole("heading", { name: "CLIENTS", exact: true })).toBeVisible();
  for (const [name, href] of [
    ["Today", "/today"],
    ["Manage Campaigns", "/manage-campaigns"],
    ["Team KPIs", "/team-kpis"],
    ["Subscriptions", "/subscriptions"],
  ] as const) {
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Team KPIs" })).toHaveAttribute("aria-current", "page");
  await shot(page, "team-kpis-sdr-shell");

  await nav.getByRole("link", { name: "Subscriptions" }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible();
});

test("a client sees the DASHBOARD heading and no Manager section", async ({ page, request }) => {
  const client = await createClientAccount(request);
  await apiSignIn(page, client);
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("heading", { name: "DASHBOARD", exact: true })).toBeVisible();
  await expect(nav.getByRole("heading", { name: "MANAGER", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("heading", { name: "CLIENTS", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Manage Campaigns" })).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: new RegExp(`${client.email}.*Client Account`) }),
  ).toBeVisible();
  await shot(page, "dashboard-client-shell");
});

test("the demo client's sidebar lists the eight pages of its campaign", async ({ page }) => {
  await apiSignIn(page, DEMO_CLIENT);
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" });
  const dashboardLink = nav.getByRole("link", { name: "Dashboard" });
  await expect(dashboardLink).toHaveAttribute("href", CAMPAIGN_DASHBOARD_URL);
  const campaignBase = (await dashboardLink.getAttribute("href"))?.replace(/\/dashboard$/, "");
  await expect(nav.getByRole("link")).toHaveCount(CAMPAIGN_LINKS.length + 1);
  await expect(nav.getByRole("link", { name: "Do Not Contact", exact: true })).toHaveAttribute(
    "href",
    "/do-not-contact",
  );
  for (const { name, segment } of CAMPAIGN_LINKS) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `${campaignBase}/${segment}`,
    );
  }
  await expect(page.getByRole("button", { name: /Northwind Demo Co.*Client Account/ })).toBeVisible();

  await nav.getByRole("link", { name: "Replies" }).click();
  await expect(page).toHaveURL(new RegExp(`${campaignBase}/replies$`));
  await expect(page.getByRole("heading", { name: "Replies", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Replies" })).toHaveAttribute("aria-current", "page");
  await shot(page, "replies-demo-client-shell");
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await shot(page, "not-found");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
