/** Shared by the Playwright config (which starts the app) and the specs (which sign in). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** A second app server whose step-up window is short enough for a spec to outwait it. */
export const E2E_STEP_UP_PORT = E2E_PORT + 1;
export const E2E_STEP_UP_SECONDS = 10;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_ADMIN = { email: "manager@agency.test", password: "manager-pass-1" };
/** Wrong passwords an account takes from browsers it has not seen in 15 minutes (AUTH_RATE_LIMIT_PER_EMAIL). */
export const E2E_GUESS_LIMIT = 20;
