/**
 * The app this copy of the panel is for: the origin of its one host permission. The manifest is the
 * only place it is written, so the app can hand out the panel re-addressed to itself.
 */
export function builtOrigin(): string {
  const [pattern = ""] = chrome.runtime.getManifest().host_permissions ?? [];
  return pattern.replace(/\/\*$/, "");
}
