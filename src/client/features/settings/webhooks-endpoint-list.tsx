import { KeyRound, Send } from "lucide-react";
import type { WebhookEndpoint } from "../../../shared/contracts/webhooks";
import { Badge } from "../../components/ui/badge";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { type ListTable, QueryTable } from "../../components/ui/query-table";
import { Switch } from "../../components/ui/switch";
import { TableCell, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatRecentDateTime } from "../../lib/format";
import { RowMenu } from "../../shared/row-menu";
import { useWebhooks } from "./webhooks-api";

const ENDPOINTS_TABLE: ListTable = {
  label: "Webhook endpoints",
  columns: ["Endpoint", "Events", "Company", "Status", "Enabled", ""],
  rowsName: "the endpoints",
  empty: "No endpoints yet. Add one to send events to another tool.",
};

export interface EndpointActions {
  onSelect: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onToggle: (endpoint: WebhookEndpoint, enabled: boolean) => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

const NOTED_STATES = {
  disabled: { label: "Disabled", tone: "danger", noteClassName: "max-w-56 text-xs text-slate-500" },
  failing: { label: "Failing", tone: "warning", noteClassName: "text-xs whitespace-nowrap text-slate-500" },
} as const;

/** A state badge with a line under it: why the endpoint is off, or since when it fails. */
function NotedStatus({ state, note }: { state: keyof typeof NOTED_STATES; note: string }) {
  const { label, tone, noteClassName } = NOTED_STATES[state];
  return (
    <span className="grid gap-0.5">
      <Badge tone={tone} className="justify-self-start">
        {label}
      </Badge>
      <span className={noteClassName}>{note}</span>
    </span>
  );
}

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled) {
    return <NotedStatus state="disabled" note={endpoint.disabledReason ?? "Turned off by a manager"} />;
  }
  if (endpoint.failingSince) {
    return <NotedStatus state="failing" note={`since ${formatRecentDateTime(endpoint.failingSince)}`} />;
  }
  return <Badge tone="success">Active</Badge>;
}

function EndpointMenu({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: EndpointActions }) {
  return (
    <RowMenu
      modal
      name={endpoint.url}
      onEdit={() => actions.onEdit(endpoint)}
      onDelete={() => actions.onDelete(endpoint)}
    >
      <DropdownMenuItem onSelect={() => actions.onSendTest(endpoint)}>
        <Send />
        Send test event
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => actions.onRotate(endpoint)}>
        <KeyRound />
        New signing secret
      </DropdownMenuItem>
    </RowMenu>
  );
}

/**
 * The endpoints with their events, company and state; a row's URL opens its delivery log below, its
 * switch turns it on or off, its menu edits, tests, renews the secret or deletes.
 */
export function WebhookEndpointList({
  selectedId,
  actions,
}: {
  selectedId: string | null;
  actions: EndpointActions;
}) {
  const endpoints = useWebhooks();
  return (
    <QueryTable table={ENDPOINTS_TABLE} query={endpoints}>
      {(rows) =>
        rows.map((endpoint) => (
          <TableRow key={endpoint.id} className={cn(endpoint.id === selectedId && "bg-brand-50/60")}>
            <TableCell className="min-w-48 max-w-72">
              <button
                type="button"
                onClick={() => actions.onSelect(endpoint)}
                className="text-left font-medium break-all text-brand-700 hover:underline"
                aria-label={`Show deliveries to ${endpoint.url}`}
                aria-current={endpoint.id === selectedId ? "true" : undefined}
              >
                {endpoint.url}
              </button>
              {endpoint.description && (
                <span className="block text-xs text-slate-500">{endpoint.description}</span>
              )}
            </TableCell>
            <TableCell className="max-w-64 text-xs">
              {endpoint.events.length === 0 ? "All events" : endpoint.events.join(", ")}
            </TableCell>
            <TableCell>{endpoint.companyName ?? "Agency-wide"}</TableCell>
            <TableCell>
              <EndpointStatus endpoint={endpoint} />
            </TableCell>
            <TableCell>
              <Switch
                checked={endpoint.enabled}
                onCheckedChange={(enabled) => actions.onToggle(endpoint, enabled)}
                label={endpoint.enabled ? "On" : "Off"}
                ariaLabel={`Send events to ${endpoint.url}`}
              />
            </TableCell>
            <TableCell className="text-right">
              <EndpointMenu endpoint={endpoint} actions={actions} />
            </TableCell>
          </TableRow>
        ))
      }
    </QueryTable>
  );
}
