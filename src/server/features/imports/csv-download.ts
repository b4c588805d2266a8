import type { FastifyReply } from "fastify";
import type { CsvDownload } from "./batches.service.js";
import { UTF8_BOM, writeCsv } from "./csv/write.js";

/**
 * Content-Disposition for a download: a plain ASCII name for old clients and the exact UTF-8 name
 * (RFC 6266 / 5987) for the rest.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends records as a CSV download, with a byte-order mark so Excel reads it as UTF-8. */
export function sendCsv(reply: FastifyReply, download: CsvDownload) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", attachment(download.fileName))
    .send(UTF8_BOM + writeCsv(download.records));
}
