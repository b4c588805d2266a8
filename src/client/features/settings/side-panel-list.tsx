import { Unplug } from "lucide-react";
import type { PanelConnection } from "../../../shared/contracts/side-panel";
import { Button } from "../../components/ui/button";
import { type ListTable, QueryTable } from "../../components/ui/query-table";
import { TableCell, TableRow } from "../../components/ui/table";
import { formatDate, formatDateTime, formatRecentDateTime } from "../../lib/format";
import { useSidePanelConnections } from "./side-panel-api";

const CONNECTIONS_TABLE: ListTable = {
  label: "Connected side panels",
  columns: ["Label", "Connected", "Last used", "Expires", ""],
  rowsName: "your side panels",
  empty:
    "No side panel is connected yet. Install the side panel, open it beside LinkedIn and press Connect: a tab opens here to confirm it.",
};

function ConnectionRow({
  connection,
  onDisconnect,
}: {
  connection: PanelConnection;
  onDisconnect: (connection: PanelConnection) => void;
}) {
  return (
    <TableRow>
      <TableCell className="font-medium text-slate-900">{connection.label}</TableCell>
      <TableCell className="whitespace-nowrap">{formatDateTime(connection.createdAt, "")}</TableCell>
      <TableCell className="whitespace-nowrap">
        {connection.lastUsedAt ? formatRecentDateTime(connection.lastUsedAt) : "Never"}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(connection.expiresAt, "")}</TableCell>
      <TableCell className="text-right">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDisconnect(connection)}
          aria-label={`Disconnect ${connection.label}`}
        >
          <Unplug aria-hidden />
          Disconnect
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The person's connected side panels: when each was connected, last used and stops working unused. */
export function SidePanelList({ onDisconnect }: { onDisconnect: (connection: PanelConnection) => void }) {
  const connections = useSidePanelConnections();
  return (
    <QueryTable table={CONNECTIONS_TABLE} query={connections}>
      {(rows) =>
        rows.map((connection) => (
          <ConnectionRow key={connection.id} connection={connection} onDisconnect={onDisconnect} />
        ))
      }
    </QueryTable>
  );
}
