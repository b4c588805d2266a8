import { packageById } from "../../../shared/contracts/onboarding.js";
import { testCheckoutPath } from "./checkout.service.js";
import type { SubmissionRow } from "./submissions.service.js";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Every value placed in the page goes through this: text and attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const dollars = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** Inline styles only: the app's Content-Security-Policy allows them and allows no script. */
const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
  .banner { padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: #fef3c7; color: #92400e;
    font-size: 0.875rem; font-weight: 600; }
  h1 { font-size: 1.5rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 1.5rem 0; }
  dt { color: #64748b; } dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; }
  .total { font-size: 1.125rem; font-weight: 700; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 0.75rem 1rem; border-radius: 0.5rem; cursor: pointer;
    border: 1px solid #cbd5e1; background: #fff; color: #0f172a; }
  button.pay { background: #2563eb; border-color: #2563eb; color: #fff; }
  form { flex: 1; display: flex; }
  p { line-height: 1.5; } a { color: #2563eb; }`;

function page(title: string, body: string, testBanner = true): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · Outreach Desk</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${testBanner ? '<p class="banner">TEST MODE: no card is charged</p>\n' : ""}${body}
</main>
</body>
</html>`;
}

/** The order summary with "Pay (test mode)" and "Cancel", each a plain form posting to the server. */
export function renderTestCheckoutPage(
  checkoutId: string,
  submission: Pick<SubmissionRow, "package" | "companyName" | "fullName" | "contactEmail">,
): string {
  const item = packageById(submission.package);
  const base = testCheckoutPath(checkoutId);
  const rows: [string, string][] = [
    ["Package", item.label],
    ["Price", item.summary],
    ["Company", submission.companyName],
    ["Contact", submission.fullName],
    ["Email", submission.contactEmail],
  ];
  return page(
    "Test checkout",
    `<h1>Test checkout</h1>
<p>This server has no payment provider configured, so this page stands in for the card checkout.</p>
<dl>
${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("\n")}
<dt class="total">Due today</dt><dd class="total">${escapeHtml(dollars(item.monthlyPriceCents))}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${base}/cancel`)}"><button type="submit">Cancel</button></form>
<form method="post" action="${escapeHtml(`${base}/pay`)}"><button type="submit" class="pay">Pay (test mode)</button></form>
</div>`,
  );
}

/** A dead end explained, with the way back. */
export function renderMessagePage(
  title: string,
  message: string,
  link: { href: string; label: string },
  testBanner = true,
): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    testBanner,
  );
}
