import { Link } from "react-router";
import type { Seat } from "../../../shared/contracts/seats";
import { Card } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { ExternalLinkText } from "../../shared/external-link";
import { accountTypeText, campaignsText, ownerKindText, profileText, seatPath } from "./seat-text";

const COLUMNS = ["Seat", "LinkedIn profile", "Owner", "Account", "Invites", "Campaigns"] as const;

/** Every seat the viewer reaches: its name (to its page), profile, owner, account and budget, and its clients. */
export function SeatsTable({ seats }: { seats: Seat[] }) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <Table aria-label="Seats">
        <TableColumnHeads columns={COLUMNS} rowClassName="hover:bg-transparent" />
        <TableBody>
          {seats.map((seat) => (
            <TableRow key={seat.id}>
              <TableCell className="py-3">
                <Link to={seatPath(seat.id)} className="font-medium text-brand-700 hover:underline">
                  {seat.name}
                </Link>
              </TableCell>
              <TableCell className="max-w-56">
                <ExternalLinkText href={seat.profileUrl} className="max-w-full">
                  <span className="truncate">{profileText(seat.profileUrl)}</span>
                </ExternalLinkText>
              </TableCell>
              <TableCell className="min-w-32">
                <span className="block text-slate-800">{seat.owner.name}</span>
                <span className="block text-xs text-slate-500">{ownerKindText(seat.owner)}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">{accountTypeText(seat)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                <span className="block text-slate-800">{formatCount(seat.budget.invitesPerDay)} a day</span>
                <span className="block text-xs text-slate-500">
                  {formatCount(seat.budget.invitesPer7Days)} per 7 days
                </span>
              </TableCell>
              <TableCell
                className={cn("min-w-40", seat.campaigns.length === 0 ? "text-slate-500" : "text-slate-700")}
              >
                {campaignsText(seat)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
