import {
  KPI_FIGURE_LABELS,
  KPI_FIGURES,
  type KpiFigures,
  OTHERS_LABEL,
  type TeamKpiRow,
} from "../../../shared/contracts/team-kpis";
import { Card } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatCount } from "../../lib/format";
import { changeOf } from "../../shared/change";
import { ChangeBadge } from "../../shared/change-badge";

function FigureCells({ figures, previous }: { figures: KpiFigures; previous: KpiFigures | null }) {
  return KPI_FIGURES.map((figure) => (
    <TableCell key={figure} className="text-right whitespace-nowrap">
      <span className="font-medium text-slate-900 tabular-nums">{formatCount(figures[figure])}</span>
      {previous && <ChangeBadge change={changeOf(figures[figure], previous[figure])} className="ml-2" />}
    </TableCell>
  ));
}

const hasAny = (figures: KpiFigures) => KPI_FIGURES.some((figure) => figures[figure] !== 0);

/**
 * One row per SDR: the five figures, each with its change against the previous period; then, when
 * there is any, what no SDR's work accounts for, so the rows add up to the team totals (ADR 0030).
 */
export function SdrTable({
  rows,
  others,
}: {
  rows: TeamKpiRow[];
  others: KpiFigures & { previous: KpiFigures | null };
}) {
  const showOthers = hasAny(others) || (others.previous !== null && hasAny(others.previous));
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
                <span className="block text-xs font-normal text-slate-500">
                  {row.email}
                  {!row.hasLogin && " · no login"}
                </span>
              </TableHead>
              <FigureCells figures={row} previous={row.previous} />
            </TableRow>
          ))}
          {showOthers && (
            <TableRow className="bg-slate-50/60">
              <TableHead scope="row" className="h-auto py-2 text-sm font-medium tracking-normal normal-case">
                <span className="block text-slate-900">{OTHERS_LABEL}</span>
                <span className="block text-xs font-normal text-slate-500">
                  Progress no SDR recorded, less steps undone since
                </span>
              </TableHead>
              <FigureCells figures={others} previous={others.previous} />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
