import autocannon, { type Options, type Result } from "autocannon";
import { percentile } from "./stats.js";

export interface CannonRun {
  /** 2xx answers per second. */
  rps: number;
  p95Ms: number;
}

export interface CannonOutcome {
  result: Result;
  /** The response time of every answer (any status), in milliseconds. */
  latencies: number[];
}

/** One autocannon run as it came: the result and every answer's latency, whatever their status. */
export function cannonOutcome(options: Options): Promise<CannonOutcome> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/**
 * One autocannon run. Fails when nothing succeeded or more than 0.1 % of the answers were errors,
 * so a throughput figure always counts real successes.
 */
export async function cannon(label: string, options: Options): Promise<CannonRun> {
  const { result, latencies } = await cannonOutcome(options);
  const answered = result["2xx"] + result.non2xx;
  if (result["2xx"] === 0 || result.non2xx + result.errors > answered * 0.001) {
    throw new Error(
      `${label}: ${result["2xx"]} ok, ${result.non2xx} non-2xx ` +
        `(${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result["2xx"] / result.duration, p95Ms: percentile(latencies, 95) };
}
