/** Shared by the Playwright config (which starts the app) and the specs (which sign in). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_ADMIN = { email: "manager@agency.test", password: "manager-pass-1" };
