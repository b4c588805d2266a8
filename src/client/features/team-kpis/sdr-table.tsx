import { KPI_FIGURE_LABELS, KPI_FIGURES, type TeamKpiRow } from "../../../shared/contracts/team-kpis";
import { Card } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatCount } from "../../lib/format";
import { changeOf } from "../../shared/change";
import { ChangeBadge } from "../../shared/change-badge";

/** One row per SDR: the five figures, each with its change against the previous period. */
export function SdrTable({ rows }: { rows: TeamKpiRow[] }) {
  return (
    <Card className="min-w-0 overflow-hidden p-0">
      <h2 id="team-kpis-sdrs" className="px-4 pt-4 pb-3 text-sm font-semibold text-slate-900 sm:px-6">
        SDRs
      </h2>
      <Table aria-labelledby="team-kpis-sdrs">
        <TableHeader>
          <TableRow>
            <TableHead>SDR</TableHead>
            {KPI_FIGURES.map((figure) => (
              <TableHead key={figure} className="text-right">
                {KPI_FIGURE_LABELS[figure]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.sdrId}>
              <TableHead scope="row" className="h-auto py-2 text-sm font-medium tracking-normal normal-case">
                <span className="block text-slate-900">{row.name}</span>
                <span className="block text-xs font-normal text-slate-400">{row.email}</span>
              </TableHead>
              {KPI_FIGURES.map((figure) => (
                <TableCell key={figure} className="text-right whitespace-nowrap">
                  <span className="font-medium text-slate-900 tabular-nums">{formatCount(row[figure])}</span>
                  {row.previous && (
                    <ChangeBadge change={changeOf(row[figure], row.previous[figure])} className="ml-2" />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
