import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicConfigEndpoints } from "../../shared/contracts/endpoints/public-config";
import { SUPPORT_EMAIL_FALLBACK } from "../../shared/contracts/support";
import { endpointQuery } from "../lib/endpoints";

/** Public server settings. */
export const publicConfigQuery = queryOptions({
  ...endpointQuery(publicConfigEndpoints.get, {}),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The configured support address, or the fallback while it loads or when it cannot be read. */
export function useSupportEmail(): string {
  const { data } = useQuery(publicConfigQuery);
  return data?.supportEmail || SUPPORT_EMAIL_FALLBACK;
}
