import type { Locator, Page } from "@playwright/test";
import { FINAL_DISPOSITIONS, type Prospect } from "../src/shared/contracts/prospects";
import { apiSignIn, DEMO_CLIENT, expect, MANAGER, PHONE, shot, test } from "./support/fixtures";
import { demoCampaignId, nameOf, prospects, table } from "./support/scheduler";

/** The progress filters offered by name, as [menu label, step done, step not done]. */
const PRESETS = [
  ["Invited, not connected", "invite", "connected"],
  ["Connected, no M1", "connected", "m1"],
  ["M1, no M2", "m1", "m2"],
  ["Not invited", null, "invite"],
] as const;

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** The disposition and progress filter that together keep the most demo prospects. */
function busiestFilter(all: Prospect[]) {
  const choices = FINAL_DISPOSITIONS.flatMap((disposition) =>
    PRESETS.map(([label, done, notDone]) => {
      const kept = all.filter(
        (prospect) =>
          prospect.finalDisposition === disposition &&
          (done === null || prospect[done]) &&
          !prospect[notDone],
      );
      return { disposition, label, kept };
    }),
  ).filter((choice) => choice.kept.length < all.length);
  choices.sort((a, b) => b.kept.length - a.kept.length);
  const best = choices[0];
  expect(
    best?.kept.length,
    "a disposition and a progress filter that keep some demo prospects",
  ).toBeGreaterThan(0);
  return best as (typeof choices)[number];
}

/** The names of the data rows now in the page, top to bottom. */
async function shownNames(list: Locator): Promise<string[]> {
  const labels = await list
    .getByRole("button", { name: /^Details for / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
  return labels.map((label) => label.replace(/^Details for /, ""));
}

const keyFigures = (page: Page) => page.getByRole("region", { name: "Key figures" });
const showing = (page: Page, shown: number, total: number) =>
  page.getByText(`Showing ${shown} of ${total}`, { exact: true });

async function expectNoSideScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("Sorting and filtering the prospects tables", () => {
  let campaignId = "";

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
    campaignId ||= await demoCampaignId(page);
  });

  test("a manager sorts by a column, filters by disposition and progress, and a reload shows the same view", async ({
    page,
  }) => {
    const all = await prospects(page, campaignId);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const list = table(page, "All Assigned Prospects");
    await expect(showing(page, all.length, all.length)).toBeVisible();
    const figures = keyFigures(page);
    await expect(figures).toHaveAttribute("aria-busy", "false");
    const cardsBefore = await figures.textContent();

    // Last Name: ascending, then descending, then the list's own order.
    const header = list.getByRole("columnheader", { name: "Last Name", exact: true });
    const lastNameOf = (name: string) => all.find((prospect) => nameOf(prospect) === name)?.lastName;
    const byLastName = [...all].sort((a, b) => collator.compare(a.lastName, b.lastName));
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/[?&]sort=lastName(&|$)/);
    const lastNames = (await shownNames(list)).map(lastNameOf);
    expect(lastNames[0]).toBe(byLastName[0]?.lastName);
    expect([...lastNames].sort((a, b) => collator.compare(a ?? "", b ?? ""))).toEqual(lastNames);
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/[?&]sort=-lastName(&|$)/);
    // Keyboard: the header is a button.
    await header.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(header).not.toHaveAttribute("aria-sort");
    await expect(page).not.toHaveURL(/sort=/);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(header).toHaveAttribute("aria-sort", "descending");
    expect(lastNameOf((await shownNames(list))[0] ?? "")).toBe(byLastName.at(-1)?.lastName);

    // A disposition and a progress filter together.
    const filter = busiestFilter(all);
    await page.getByRole("button", { name: /^Disposition/ }).click();
    await page.getByRole("menuitemcheckbox", { name: filter.disposition, exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Progress/ }).click();
    await page.getByRole("menuitemradio", { name: filter.label, exact: true }).click();
    await expect(showing(page, filter.kept.length, all.length)).toBeVisible();
    for (const name of await shownNames(list)) {
      expect(filter.kept.map(nameOf)).toContain(name);
    }
    const params = new URL(page.url()).searchParams;
    expect(params.getAll("disposition")).toEqual([filter.disposition]);
    expect(params.get("not-done")).toBeTruthy();
    await expect(figures).toHaveAttribute("aria-busy", "false");
    expect(await figures.textContent()).toBe(cardsBefore);
    await shot(page, "sort-filter-desktop");

    // The same view after a reload: the sort, both filters, the count and the unchanged cards.
    const filteredNames = await shownNames(list);
    await page.reload();
    await expect(showing(page, filter.kept.length, all.length)).toBeVisible();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByRole("button", { name: /^Disposition\s*1/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Progress\s*1/ })).toBeVisible();
    expect(await shownNames(list)).toEqual(filteredNames);
    await expect(figures).toHaveAttribute("aria-busy", "false");
    expect(await figures.textContent()).toBe(cardsBefore);

    // The search narrows the filtered rows further; Clear filters keeps the search and the sort.
    const first = filter.kept[0] as Prospect;
    await page.getByRole("searchbox", { name: "Search prospects" }).fill(first.firstName);
    const searched = filter.kept.filter((prospect) =>
      [prospect.firstName, prospect.lastName, prospect.company].some((text) =>
        text.toLowerCase().includes(first.firstName.toLowerCase()),
      ),
    );
    await expect(showing(page, searched.length, all.length)).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]sort=-lastName$/);
    await page.getByRole("searchbox", { name: "Search prospects" }).fill("");
    await expect(showing(page, all.length, all.length)).toBeVisible();
  });

  test("on a phone the filter bar wraps within the screen, and a client sorts and filters too", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.context().clearCookies();
    await apiSignIn(page, DEMO_CLIENT);
    const all = await prospects(page, campaignId);
    const connected = all.filter((prospect) => prospect.connected);
    const noReply = connected.filter((prospect) => prospect.finalDisposition === "No Reply");
    await page.goto(`/campaign/${campaignId}/connections?sort=company&disposition=No+Reply`);
    const list = table(page, "Connected Prospects");
    await expect(showing(page, noReply.length, connected.length)).toBeVisible();
    const header = list.getByRole("columnheader", { name: "Company", exact: true });
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expectNoSideScroll(page);
    await shot(page, "sort-filter-phone");

    await page.getByRole("button", { name: /^Last touch/ }).click();
    await page.getByRole("menuitemradio", { name: "Never", exact: true }).click();
    const never = noReply.filter((prospect) => prospect.lastTouchAt === null);
    await expect(showing(page, never.length, connected.length)).toBeVisible();
    await expect(page).toHaveURL(/[?&]touch=never(&|$)/);
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await page.getByRole("button", { name: /^Progress/ }).click();
    await shot(page, "sort-filter-phone-progress-menu");
    await page.keyboard.press("Escape");
    await expectNoSideScroll(page);
  });
});
