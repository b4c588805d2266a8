import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What the first page loads before any lazy screen goes into one file: one request, and it
        // compresses better than the dozen small shared chunks it would otherwise be split into.
        // The code two or more screens share goes into one more file, for the same reason: split by
        // which screens share it, it came as some eighty files that queued six at a time for the
        // browser's connections. The charts stay apart, for the few screens that draw them
        // (a group takes the modules its captured ones import along).
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 3 },
            { name: "charts", test: /node_modules[\\/]recharts[\\/]/, priority: 2 },
            { name: "shared", minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
