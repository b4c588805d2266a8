import type { NavigateOptions, SetURLSearchParams } from "react-router";

/** Sets one query parameter of the current URL, or removes it for null, keeping the others. */
export function setSearchParam(
  setParams: SetURLSearchParams,
  name: string,
  value: string | null,
  options?: NavigateOptions,
): void {
  setParams((current) => {
    const next = new URLSearchParams(current);
    if (value === null) next.delete(name);
    else next.set(name, value);
    return next;
  }, options);
}
