import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { iconPng } from "./icon";
import { appOriginOf, buildManifest, iconFile, SERVICE_WORKER_FILE } from "./manifest";

const here = import.meta.dirname;
const origin = appOriginOf(process.env.PUBLIC_URL);

/** Writes manifest.json next to the built pages, for the origin this build is for, and its icons. */
const manifestFile = (): Plugin => ({
  name: "outreach-desk-extension-manifest",
  generateBundle() {
    const manifest = buildManifest(origin);
    for (const size of Object.keys(manifest.icons).map(Number)) {
      this.emitFile({ type: "asset", fileName: iconFile(size), source: iconPng(size) });
    }
    this.emitFile({
      type: "asset",
      fileName: "manifest.json",
      source: `${JSON.stringify(manifest, null, 2)}\n`,
    });
  },
});

/** The side panel extension, on its own: built from extension/ into dist/extension/. */
export default defineConfig({
  root: here,
  base: "./",
  publicDir: false,
  plugins: [react(), tailwindcss(), manifestFile()],
  build: {
    outDir: resolve(here, "../dist/extension"),
    emptyOutDir: true,
    // Extension pages allow no inline script, and a side panel needs no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        sidepanel: resolve(here, "sidepanel.html"),
        "service-worker": resolve(here, "src/service-worker.ts"),
      },
      output: {
        // The manifest names the worker's file, so it keeps a fixed name.
        entryFileNames: (chunk) =>
          chunk.name === "service-worker" ? SERVICE_WORKER_FILE : "assets/[name]-[hash].js",
      },
    },
  },
});
