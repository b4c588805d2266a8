/** Placeholder until this tab is built. */
export function ApiKeysTab() {
  return null;
}
