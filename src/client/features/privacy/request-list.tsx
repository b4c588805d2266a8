import { ClipboardList } from "lucide-react";
import type { PrivacyRequest } from "../../../shared/contracts/privacy";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "../../components/ui/table";
import { formatCount, formatCountOf, formatDay } from "../../lib/format";
import { usePrivacyRequests } from "./api";
import { REQUEST_KIND_LABELS } from "./labels";
import { isOverdue, localDay, requestStatus, sortRequests } from "./request-status";
import { RequestStatusBadge } from "./request-status-badge";

/** Who a request is about; "Erased" once an erasure has removed the identifier. */
export function RequestSubject({ request }: { request: PrivacyRequest }) {
  if (request.subject === null) return <span className="text-slate-400 italic">Erased</span>;
  return <span className="break-all">{request.subject}</span>;
}

function KindBadge({ request }: { request: PrivacyRequest }) {
  return (
    <Badge tone={request.kind === "erasure" ? "warning" : "neutral"}>
      {REQUEST_KIND_LABELS[request.kind]}
    </Badge>
  );
}

function OpenButton({
  request,
  onOpen,
  className,
}: {
  request: PrivacyRequest;
  onOpen: (request: PrivacyRequest) => void;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onOpen(request)}
      aria-label={`Open ${REQUEST_KIND_LABELS[request.kind].toLowerCase()} request ${request.subject ?? "(erased)"}`}
      className={className}
    >
      Open
    </Button>
  );
}

/** Every request: open ones first (soonest due leading), then completed ones. */
export function RequestList({ onOpen }: { onOpen: (request: PrivacyRequest) => void }) {
  const query = usePrivacyRequests();
  if (!query.isSuccess) {
    return (
      <QueryStateCard
        query={query}
        loadingText="Loading requests..."
        errorTitle="Requests could not be loaded"
        fallback="Something went wrong while loading the requests."
      />
    );
  }
  const { data } = query;
  if (data.requests.length === 0) {
    return (
      <EmptyCard icon={ClipboardList} title="No requests yet">
        When someone asks to have their data erased or to see what is held about them, record it above.
      </EmptyCard>
    );
  }
  const today = localDay(new Date());
  const open = data.requests.filter((request) => !request.completedAt);
  const sorted = sortRequests(data.requests);
  const overdue = open.filter((request) => isOverdue(request, today)).length;
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-slate-900">Requests</h2>
        <p className="mt-0.5 text-sm text-slate-500">
          {formatCountOf(open.length, "open request", "open requests")}
          {overdue > 0 && `, ${formatCount(overdue)} overdue`}
        </p>
      </div>
      {/* Phones: one card per request; wider screens: the table. */}
      <ul aria-label="Privacy requests" className="divide-y divide-slate-100 sm:hidden">
        {sorted.map((request) => (
          <li key={request.id} className="grid gap-2 px-4 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <KindBadge request={request} />
              <RequestStatusBadge status={requestStatus(request, today)} />
            </div>
            <p className="text-sm text-slate-900">
              <RequestSubject request={request} />
            </p>
            <p className="text-xs text-slate-500">
              Received {formatDay(request.receivedOn)} · Due {formatDay(request.dueOn)}
            </p>
            <OpenButton request={request} onOpen={onOpen} className="justify-self-start" />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table aria-label="Privacy requests">
          <TableColumnHeads
            columns={["Kind", "Subject", "Received", "Due", "Status", ""]}
            rowClassName="hover:bg-transparent"
          />
          <TableBody>
            {sorted.map((request) => (
              <TableRow key={request.id}>
                <TableCell className="py-3">
                  <KindBadge request={request} />
                </TableCell>
                <TableCell className="max-w-80 min-w-48 text-slate-900">
                  <RequestSubject request={request} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-slate-600">
                  {formatDay(request.receivedOn)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-slate-600">{formatDay(request.dueOn)}</TableCell>
                <TableCell>
                  <RequestStatusBadge status={requestStatus(request, today)} />
                </TableCell>
                <TableCell className="text-right">
                  <OpenButton request={request} onOpen={onOpen} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Card>
  );
}
