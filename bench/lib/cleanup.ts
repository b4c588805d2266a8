import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * What the bench must not leave behind, however it ends: server children are killed and temp dirs
 * removed on any exit; on Ctrl-C or SIGTERM the registered async clean-ups (dropping a database)
 * get a few seconds first.
 */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const asyncCleanUps = new Set<() => Promise<unknown>>();

export function trackChild(child: ChildProcess): () => void {
  children.add(child);
  return () => children.delete(child);
}

export function trackTempDir(dir: string): void {
  tempDirs.add(dir);
}

export function forgetTempDir(dir: string): void {
  tempDirs.delete(dir);
}

/** Runs `cleanUp` if the bench is interrupted before the returned function is called. */
export function onInterrupt(cleanUp: () => Promise<unknown>): () => void {
  asyncCleanUps.add(cleanUp);
  return () => asyncCleanUps.delete(cleanUp);
}

function killChildren() {
  for (const child of children) {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
  children.clear();
}

function removeTempDirs() {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.on("exit", () => {
  killChildren();
  removeTempDirs();
});

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping servers and cleaning up...`);
    killChildren();
    const pending = [...asyncCleanUps].map((cleanUp) => cleanUp().catch(() => {}));
    void Promise.race([Promise.all(pending), sleep(5_000)]).finally(() => process.exit(130));
  });
}
