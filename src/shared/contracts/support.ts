/** The support address shown before the server's configured SUPPORT_EMAIL is known (or if it cannot be read). */
export const SUPPORT_EMAIL_FALLBACK = "support@outreachdesk.app";
