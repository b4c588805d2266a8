import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The Node.js build this platform gets from package.json's optionalDependencies (ADR 0035). */
const platformPackage = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;
const pinned: string | undefined = JSON.parse(readFileSync("package.json", "utf8")).optionalDependencies?.[
  platformPackage
];

describe("the Node.js the tests run on", () => {
  it("is Node.js 24, whatever the machine's own Node.js is", () => {
    expect(process.version).toMatch(/^v24\./);
  });

  it("is the project's pinned build where this platform has one installed", () => {
    if (!pinned || !existsSync(`node_modules/${platformPackage}`)) return;
    expect(process.version).toBe(`v${pinned}`);
  });

  it("is the `node` that scripts and spawned processes find first", () => {
    expect(execFileSync("node", ["-v"], { encoding: "utf8" }).trim()).toBe(process.version);
  });
});
