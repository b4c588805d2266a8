import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authEndpoints as api } from "../../../shared/contracts/endpoints/auth";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";
import { sessionQuery } from "../../shared/session";

const securityQuery = endpointQuery(api.agencySecurity, {});

/** Whether the owner requires a second factor of all staff. */
export const useAgencySecurity = () => useQuery(securityQuery);

export function useRequireSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secondFactorRequired: boolean) =>
      callEndpoint(api.updateAgencySecurity, { body: { secondFactorRequired } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(securityQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
