/** The app's address when PUBLIC_URL is not set at build time (the local server). */
export const DEFAULT_APP_ORIGIN = "http://localhost:3000";

/** The origin the panel is built for: PUBLIC_URL's, or the local server's. */
export function appOriginOf(publicUrl: string | undefined): string {
  const value = publicUrl?.trim();
  return value ? new URL(value).origin : DEFAULT_APP_ORIGIN;
}

export const SERVICE_WORKER_FILE = "service-worker.js";
export const SIDE_PANEL_FILE = "sidepanel.html";
export const iconFile = (size: number) => `icons/icon-${size}.png`;
const ICON_SIZES = [16, 32, 48, 128];
const icons = Object.fromEntries(ICON_SIZES.map((size) => [size, iconFile(size)]));

/**
 * The extension's manifest (V3). It asks for the side panel and the tabs' addresses, and reaches only
 * the app: never a LinkedIn page (no content scripts, no host permission there).
 */
export function buildManifest(origin: string, version = "0.1.0") {
  return {
    manifest_version: 3,
    name: "Outreach Desk side panel",
    short_name: "Outreach Desk",
    description:
      "Your Outreach Desk prospects beside LinkedIn: the next step, its script and the Today queue.",
    version,
    minimum_chrome_version: "116",
    permissions: ["sidePanel", "tabs"],
    host_permissions: [`${origin}/*`],
    icons,
    action: { default_title: "Open the Outreach Desk side panel", default_icon: icons },
    side_panel: { default_path: SIDE_PANEL_FILE },
    background: { service_worker: SERVICE_WORKER_FILE, type: "module" },
  };
}
export type ExtensionManifest = ReturnType<typeof buildManifest>;
