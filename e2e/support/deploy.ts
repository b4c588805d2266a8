import { mkdirSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The built client the e2e server sends (start-server.mjs runs the app from the project folder). */
const ASSETS_DIR = resolve("dist", "client", "assets");
/** Outside the served folder, on the same disk, so a rename moves files out of reach and back. */
const ASIDE_DIR = resolve("dist", "e2e-set-aside");

export interface ChunkChange {
  /** The chunk's URL path, "/assets/resources-page-BXZmSsR2.js". */
  url: string;
  /** Puts the build's own files back. */
  restore(): void;
}

/** The files of one built chunk: "resources-page-<hash>.js" and its compressed copies (.br, .gz). */
function chunkFiles(screen: string): { name: string; files: string[] } {
  const pattern = new RegExp(`^${screen}-[\\w-]{8}\\.js(?:\\.br|\\.gz)?$`);
  const files = readdirSync(ASSETS_DIR).filter((file) => pattern.test(file));
  const names = files.filter((file) => file.endsWith(".js"));
  if (names.length !== 1 || !names[0]) {
    throw new Error(`Expected one built chunk named ${screen}-<hash>.js in ${ASSETS_DIR}, found: ${names}`);
  }
  return { name: names[0], files };
}

function setAside(files: string[]): () => void {
  mkdirSync(ASIDE_DIR, { recursive: true });
  for (const file of files) renameSync(join(ASSETS_DIR, file), join(ASIDE_DIR, file));
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    for (const file of files) renameSync(join(ASIDE_DIR, file), join(ASSETS_DIR, file));
  };
}

/**
 * What a tab opened before a deploy meets: the server no longer has this screen's chunk (the new
 * build's files carry other names). The files are moved out of the served folder until `restore`.
 */
export function removeChunk(screen: string): ChunkChange {
  const { name, files } = chunkFiles(screen);
  return { url: `/assets/${name}`, restore: setAside(files) };
}

/**
 * A screen whose code fails as it starts (a module that throws when it runs): the chunk is replaced
 * by one that throws `message`, with no compressed copies, until `restore`.
 */
export function breakChunk(screen: string, message: string): ChunkChange {
  const { name, files } = chunkFiles(screen);
  const putBack = setAside(files);
  writeFileSync(join(ASSETS_DIR, name), `throw new Error(${JSON.stringify(message)});\n`);
  // Renaming the original back replaces the stand-in.
  return { url: `/assets/${name}`, restore: putBack };
}
