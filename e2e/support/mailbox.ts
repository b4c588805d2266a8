import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_SMTP_PORT } from "./env";

/** Where the capturing SMTP server of the e2e run drops each message, one file per message. */
export const MAILBOX_DIR = join(tmpdir(), `outreach-e2e-mail-${E2E_SMTP_PORT}`);

export function ensureMailbox() {
  mkdirSync(MAILBOX_DIR, { recursive: true });
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function waitForMail(to: string, sentAfter: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAILBOX_DIR)
      .filter((name) => Number(name.split("-")[0]) >= sentAfter)
      .sort();
    for (const name of files) {
      const message = decodeQuotedPrintable(readFileSync(join(MAILBOX_DIR, name), "utf8"));
      if (message.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
}
