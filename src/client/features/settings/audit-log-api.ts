import { useQuery } from "@tanstack/react-query";
import type { AuditQuery } from "../../../shared/contracts/audit";
import { auditEndpoints as api } from "../../../shared/contracts/endpoints/audit";
import { optionalEndpointQuery } from "../../lib/endpoints";

/** The log for a filter; the previous filter's entries stay on screen (dimmed) while the next load. */
export function useAuditLog(query: AuditQuery | null) {
  return useQuery({
    ...optionalEndpointQuery(api.log, query ? { query } : null),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
