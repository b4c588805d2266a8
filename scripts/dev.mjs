// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with hot reload.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3000";
const env = {
  ...process.env,
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
  API_PORT: apiPort,
};
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];

function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
