import { request } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSdrUser } from "../../../../tests/helpers/factories.js";
import { ANALYZE } from "../../../../tests/helpers/imports.js";
import { createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import { MAX_IMPORT_BYTES } from "../../../shared/contracts/imports.js";
import { errorBody } from "../../core/http/errors.js";

let t: TestApp;
let cookie: string;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  const sdr = await createSdrUser(t.db);
  cookie = await login(t.app, sdr.email, sdr.password, "sdr");
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const UPLOAD_BYTES = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, "a,b,c\r\n");

/**
 * Streams a multipart upload of a 64 MB file over a real connection as fast as the server reads it, and
 * goes on sending after the answer (as a browser does) until the body is done or the connection closes.
 * Reports the answer and how many bytes of the body the server read.
 */
function uploadHuge(): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const boundary = "----cutoff";
    const req = request(`${origin}${ANALYZE}`, {
      method: "POST",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    let sent = 0;
    let closed = false;
    let answer: { status: number; body: string } | undefined;
    const settle = () => {
      if (answer && (closed || sent >= UPLOAD_BYTES)) resolve({ ...answer, sent });
    };
    req.on("error", () => {
      closed = true;
      settle();
    });
    req.on("close", () => {
      closed = true;
      settle();
    });
    req.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => {
        answer = { status: response.statusCode ?? 0, body };
        settle();
      });
      response.on("error", reject);
    });
    const write = () => {
      while (!closed && sent < UPLOAD_BYTES) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", write);
      }
      if (!closed) req.end(`\r\n--${boundary}--\r\n`, settle);
    };
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\n\r\n`);
    write();
  });
}

it("answers an oversized upload as soon as it passes the limit and stops reading it", async () => {
  const { status, body, sent } = await uploadHuge();
  expect(status).toBe(400);
  expect(JSON.parse(body)).toEqual(
    errorBody(400, "The file is larger than 10 MB (10,485,760 bytes), the most one import takes."),
  );
  expect(sent).toBeGreaterThan(MAX_IMPORT_BYTES);
  expect(sent).toBeLessThan(UPLOAD_BYTES / 2);
}, 30_000);
