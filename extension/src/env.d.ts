/** The app's origin this build talks to (PUBLIC_URL at build time), set by extension/vite.config.ts. */
declare const __APP_ORIGIN__: string;
