/** Placeholder until this tab is built. */
export function CalendlyTab() {
  return null;
}
