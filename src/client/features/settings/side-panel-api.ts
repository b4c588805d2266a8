import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sidePanelEndpoints as api } from "../../../shared/contracts/endpoints/side-panel";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";

const connectionsQuery = endpointQuery(api.list, {});

/** The signed-in person's own connected side panels, newest first. */
export const useSidePanelConnections = () => useQuery(connectionsQuery);

/** Disconnects one of them: its token stops working at once. */
export function useDisconnectSidePanel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQuery.queryKey }),
  });
}
