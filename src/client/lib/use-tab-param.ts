import { useSearchParams } from "react-router";

/**
 * The open tab of a page, kept in `?tab=`. The first tab is the default and leaves the address bare; an
 * unknown value opens the first tab. Choosing a tab replaces the history entry and the other parameters.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly [Tab, ...Tab[]],
): [Tab, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = tabs.find((name) => name === requested) ?? tabs[0];

  function selectTab(next: string) {
    setParams(next === tabs[0] ? {} : { tab: next }, { replace: true });
  }

  return [tab, selectTab];
}
