import type { SelectOption } from "../../components/ui/select";

/** The browser's IANA zones, with UTC (which some browsers leave out) and the saved zone always listed. */
export function timeZoneOptions(current: string): SelectOption[] {
  const zones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  if (current) zones.add(current);
  return [...zones].map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}
