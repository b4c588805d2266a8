/** Shared by the Playwright config (which starts the app) and the specs (which sign in). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_ADMIN = { email: "manager@agency.test", password: "manager-pass-1" };
/** Wrong passwords an account takes from browsers it has not seen in 15 minutes (AUTH_RATE_LIMIT_PER_EMAIL). */
export const E2E_GUESS_LIMIT = 20;
