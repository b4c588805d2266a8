import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "./env";
import { ensureMailbox, MAILBOX_DIR } from "./mailbox";

/** A real SMTP server on loopback that keeps what the app sends, so specs can follow e-mailed links. */
export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  ensureMailbox();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        writeFileSync(join(MAILBOX_DIR, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, "127.0.0.1", resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
