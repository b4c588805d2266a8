import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import {
  type AddressInfo,
  connect,
  createServer as createNetServer,
  type Server,
  type Socket,
} from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The host Chromium is told to resolve to the stand-in (`--host-resolver-rules`). */
export const LINKEDIN_HOST = "www.linkedin.com";

export interface LinkedinStandIn {
  port: number;
  /** The Chromium flags that send www.linkedin.com to the stand-in and accept its certificate. */
  chromiumArgs: string[];
  close: () => Promise<void>;
}

/** A self-signed certificate for www.linkedin.com, made for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "linkedin-stand-in-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "2",
        "-subj",
        `/CN=${LINKEDIN_HOST}`,
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Any /in/<slug> is a plain profile page; anything else a plain page too (the feed, say). */
function answer(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? "/", "http://stand-in").pathname;
  const slug = /^\/in\/([^/]+)/.exec(path)?.[1];
  const title = slug ? `${decodeURIComponent(slug)} | LinkedIn` : "LinkedIn";
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
      `<link rel="icon" href="data:,"></head><body><h1>${title}</h1></body></html>`,
  );
}

/**
 * A stand-in for LinkedIn on loopback, so that tabs show real www.linkedin.com addresses while nothing
 * leaves the machine: one port answering both http and https (told apart by the first byte, a TLS
 * handshake's 0x16, and passed on to a plain or a TLS server behind it).
 */
export async function startLinkedinStandIn(): Promise<LinkedinStandIn> {
  const http = createHttpServer(answer);
  const https = createHttpsServer(selfSignedCertificate(), answer);
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  };
  const ports = { http: await listen(http), https: await listen(https) };
  const sockets = new Set<Socket>();
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.once("data", (first) => {
      socket.pause();
      const inner = connect(first[0] === 0x16 ? ports.https : ports.http, "127.0.0.1", () => {
        inner.write(first);
        socket.pipe(inner).pipe(socket);
        socket.resume();
      });
      sockets.add(inner);
      inner.on("close", () => sockets.delete(inner));
      inner.on("error", () => socket.destroy());
    });
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const { port } = front.address() as AddressInfo;
  return {
    port,
    chromiumArgs: [
      `--host-resolver-rules=MAP ${LINKEDIN_HOST} 127.0.0.1:${port}`,
      "--ignore-certificate-errors",
      "--disable-features=HttpsUpgrades",
    ],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      http.closeAllConnections();
      https.closeAllConnections();
      await Promise.all(
        [front, http, https].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}

/** The stand-in's address of a profile. */
export const profileAddress = (slug: string, scheme: "http" | "https" = "http") =>
  `${scheme}://${LINKEDIN_HOST}/in/${slug}`;
