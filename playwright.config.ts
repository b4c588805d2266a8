import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./e2e/support/chromium";
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_GUESS_LIMIT,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_STEP_UP_PORT,
  E2E_STEP_UP_SECONDS,
} from "./e2e/support/env";

/** The built app on a fresh embedded database, seeded with the demo and the e2e manager. */
function appServer(port: number, extraEnv: Record<string, string>) {
  const baseUrl = `http://localhost:${port}`;
  return {
    command: "node e2e/support/start-server.mjs",
    url: `${baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SEED_DEMO: "true",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      AUTH_RATE_LIMIT_PER_IP: "1000",
      AUTH_RATE_LIMIT_PER_EMAIL: String(E2E_GUESS_LIMIT),
      LOG_LEVEL: "warn",
      ALLOW_PRIVATE_WEBHOOK_URLS: "true",
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    appServer(E2E_PORT, {}),
    // The same app with a ten-second step-up window: the one spec that lets a proof go stale uses it.
    appServer(E2E_STEP_UP_PORT, { STEP_UP_SECONDS: String(E2E_STEP_UP_SECONDS) }),
  ],
});
