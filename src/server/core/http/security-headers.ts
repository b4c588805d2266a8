import type { FastifyInstance } from "fastify";
// helmet itself (what @fastify/helmet wraps, installed with it): its headers, not its plugin.
import helmet, { type HelmetOptions } from "helmet";

type Header = [name: string, value: string];

/**
 * The security headers helmet sets for `options`, worked out once. With options that do not depend on
 * the request (no nonces, no functions) they are the same for every answer.
 */
export function securityHeadersOf(options: HelmetOptions): Header[] {
  const headers = new Map<string, Header>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers.values()];
}

/**
 * The headers of every answer that is not an HTML page (JSON, CSV, event streams, files): nothing in
 * it may load, run or be framed, it is not sniffed into another type, and other sites cannot read it
 * in a no-cors request. The document-only headers (opener, referrer, download and DNS-prefetch
 * policies) do nothing here. ADR 0034.
 */
export function resourceHeadersOf(options: { strictTransportSecurity: boolean }): Header[] {
  return securityHeadersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xContentTypeOptions: true,
    strictTransportSecurity: options.strictTransportSecurity,
  });
}

const isHtml = (type: unknown) => typeof type === "string" && type.startsWith("text/html");

/**
 * Security headers on every answer, streams included (set on the raw response, as helmet does): the
 * resource headers first, then helmet's whole set for `pageOptions` on HTML pages. ADR 0034.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  pageOptions: HelmetOptions & { strictTransportSecurity: boolean },
): void {
  const resource = resourceHeadersOf(pageOptions);
  const page = securityHeadersOf(pageOptions);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of resource) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isHtml(reply.getHeader("content-type"))) {
      for (const [name, value] of page) reply.raw.setHeader(name, value);
    }
    done(null, payload);
  });
}
