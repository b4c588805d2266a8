import { useMutation } from "@tanstack/react-query";
import { sidePanelEndpoints } from "../../../shared/contracts/endpoints/side-panel";
import { callEndpoint } from "../../lib/endpoints";

/** Allows the side panel that sent `challenge` to connect: the answer is its one-use code. */
export function useGrantSidePanel() {
  return useMutation({
    mutationFn: (challenge: string) => callEndpoint(sidePanelEndpoints.grant, { body: { challenge } }),
  });
}
