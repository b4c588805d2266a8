import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./e2e/support/chromium";
import { E2E_ADMIN, E2E_BASE_URL, E2E_GUESS_LIMIT, E2E_PORT, E2E_SMTP_PORT } from "./e2e/support/env";

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
  webServer: {
    command: "node e2e/support/start-server.mjs",
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_URL: E2E_BASE_URL,
      SEED_DEMO: "true",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      AUTH_RATE_LIMIT_PER_IP: "1000",
      AUTH_RATE_LIMIT_PER_EMAIL: String(E2E_GUESS_LIMIT),
      LOG_LEVEL: "warn",
      ALLOW_PRIVATE_WEBHOOK_URLS: "true",
    },
  },
});
