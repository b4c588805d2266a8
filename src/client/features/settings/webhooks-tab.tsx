/** Placeholder until this tab is built. */
export function WebhooksTab() {
  return null;
}
