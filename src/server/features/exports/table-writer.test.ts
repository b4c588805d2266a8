import { describe, expect, it, vi } from "vitest";
import { EXPORT_FORMATS } from "../../../shared/contracts/exports.js";
import { exportStream } from "./table-writer.js";

const PAGES = 2_000;

describe("exportStream", () => {
  it.each(EXPORT_FORMATS)("%s: stops reading the pages once the reader goes away", async (format) => {
    let read = 0;
    let closed = false;
    async function* pages() {
      try {
        for (; read < PAGES; read++) {
          // A page comes from the database: the event loop turns between pages.
          await new Promise((resolve) => setImmediate(resolve));
          yield Array.from({ length: 50 }, (_, row) => [`Person ${read}-${row}`, "x".repeat(200), row]);
        }
      } finally {
        closed = true;
      }
    }
    const stream = exportStream(format, [
      { name: "Rows", columns: [{ header: "Name" }, { header: "Text" }, { header: "N" }], pages: pages() },
    ]);
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer | string).length;
      if (bytes > 100_000) break;
    }
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(PAGES);
  });
});
