import autocannon, { type Options } from "autocannon";
import { percentile } from "./stats.js";

export interface CannonRun {
  /** 2xx answers per second. */
  rps: number;
  p95Ms: number;
}

/**
 * One autocannon run. Fails when nothing succeeded or more than 0.1 % of the answers were errors,
 * so a throughput figure always counts real successes.
 */
export function cannon(label: string, options: Options): Promise<CannonRun> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      const answered = result["2xx"] + result.non2xx;
      if (result["2xx"] === 0 || result.non2xx + result.errors > answered * 0.001) {
        return reject(
          new Error(
            `${label}: ${result["2xx"]} ok, ${result.non2xx} non-2xx ` +
              `(${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
          ),
        );
      }
      resolve({ rps: result["2xx"] / result.duration, p95Ms: percentile(latencies, 95) });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}
