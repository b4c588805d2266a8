import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";

/** A process's resident memory in MB, from /proc/<pid>/status (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The server's resident memory sampled every 10 ms while `work` runs: the most above the start. */
export async function peakGrowth<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ value: T; growthMb: number }> {
  const before = await rssMb(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { value: await work(), growthMb: peak - before };
  } finally {
    sampling = false;
    await sampler;
  }
}

let ticksPerSecond: number | undefined;
const clockTicks = (): number => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
};

/** CPU time a process has used so far (user + system), in seconds, from /proc/<pid>/stat (Linux). */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / clockTicks();
}
