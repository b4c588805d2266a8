import { request as apiRequest, expect } from "@playwright/test";
import { SIGN_IN_LINK_MAILED } from "../src/shared/contracts/auth";
import { E2E_BASE_URL, E2E_GUESS_LIMIT } from "./support/env";
import { createClientAccount, expectConsoleLines, shot, submitSignIn, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

test("a new browser signs in through the mailed link while the account is being guessed at", async ({
  page,
  request,
}) => {
  const account = await createClientAccount(request);

  // Someone else guesses, from a browser the account has never seen, until its budget is spent.
  const guesser = await apiRequest.newContext({ baseURL: E2E_BASE_URL });
  for (let i = 0; i <= E2E_GUESS_LIMIT; i++) {
    await guesser.post("/api/auth/login", {
      data: { email: account.email, password: `wrong-guess-${i}`, userType: "client" },
    });
  }
  await guesser.dispose();

  const sentAfter = Date.now();
  await page.goto("/login");
  await submitSignIn(page, account);
  await expect(page.getByRole("status").filter({ hasText: SIGN_IN_LINK_MAILED })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, "sign-in-held-back");

  const mail = await waitForMail(account.email, sentAfter);
  expect(mail).toContain("Your Outreach Desk sign-in link");
  const link = /https?:\/\/\S+\/sign-in-link\?token=[^\s"<>]+/.exec(mail)?.[0];
  expect(link, "sign-in link in the mail").toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Finish signing in" })).toBeVisible();
  await shot(page, "sign-in-link");
  await page.getByRole("button", { name: "Sign In on This Browser" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(link as string);
  await page.getByRole("button", { name: "Sign In on This Browser" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This sign-in link is invalid, used or expired. Sign in again.",
  );
  await shot(page, "sign-in-link-used");
  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/auth\/sign-in-link\)$/);
});
