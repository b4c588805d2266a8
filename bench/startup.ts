import type { Row } from "./lib/report.js";
import { makeTempDir, migratedDataDir, removeDir, startServer } from "./lib/server-process.js";
import { summarize } from "./lib/stats.js";

const RUNS = 5;

/** Time from spawn to the first healthy answer, in seconds, for each data dir `prepare` hands out. */
async function timeStarts(
  label: string,
  prepare: (run: number) => Promise<string>,
  cleanUp: (dataDir: string) => Promise<void>,
): Promise<number[]> {
  const seconds: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = await prepare(run);
    try {
      const server = await startServer({ env: { DATA_DIR: dataDir } });
      await server.stop();
      seconds.push(server.startupMs / 1000);
      console.log(`  ${label} run ${run}/${RUNS}: ${(server.startupMs / 1000).toFixed(3)} s`);
    } finally {
      await cleanUp(dataDir);
    }
  }
  return seconds;
}

/** 1. Start-up with an existing build and an existing, already-migrated data dir. */
export async function measureStartup(): Promise<Row[]> {
  const dataDir = await migratedDataDir("startup");
  try {
    const seconds = await timeStarts(
      "startup",
      async () => dataDir,
      async () => {},
    );
    return [
      {
        name: "startup (migrated data dir)",
        ...summarize(seconds),
        unit: "s",
        decimals: 2,
        target: { op: "<=", value: 3 },
      },
    ];
  } finally {
    await removeDir(dataDir);
  }
}

/** 2. First start on an empty data dir: creates the embedded database and runs every migration. */
export async function measureFirstStart(): Promise<Row[]> {
  const seconds = await timeStarts("first-start", () => makeTempDir("first-start"), removeDir);
  return [
    {
      name: "first start (empty data dir)",
      ...summarize(seconds),
      unit: "s",
      decimals: 2,
      target: { op: "<", value: 15 },
    },
  ];
}
