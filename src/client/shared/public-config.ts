import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../shared/contracts/public-config";
import { SUPPORT_EMAIL_FALLBACK } from "../../shared/contracts/support";

/** Public server settings; read through the default query fn (GET on the joined key). */
export const publicConfigQuery = queryOptions<PublicConfig>({
  queryKey: ["/api/public-config"],
  staleTime: Number.POSITIVE_INFINITY,
});

/** The configured support address, or the fallback while it loads or when it cannot be read. */
export function useSupportEmail(): string {
  const { data } = useQuery(publicConfigQuery);
  return data?.supportEmail || SUPPORT_EMAIL_FALLBACK;
}
