import { Link } from "react-router";
import type { Seat } from "../../../shared/contracts/seats";
import { Card } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "../../components/ui/table";
import { formatCount } from "../../lib/format";
import { ExternalLinkText } from "../../shared/external-link";
import { accountTypeText, campaignsText, ownerText, profileText, seatPath } from "./seat-text";

const COLUMNS = [
  "Seat",
  "LinkedIn profile",
  "Owner",
  "Account",
  { label: "Invites / day", className: "text-right" },
  { label: "Invites / 7 days", className: "text-right" },
  "Campaigns",
] as const;

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
                <ExternalLinkText
                  href={seat.profileUrl}
                  className="max-w-full"
                  aria-label={`${seat.name}'s LinkedIn profile`}
                >
                  <span className="truncate">{profileText(seat.profileUrl)}</span>
                </ExternalLinkText>
              </TableCell>
              <TableCell className="text-slate-700">{ownerText(seat.owner)}</TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">{accountTypeText(seat)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCount(seat.budget.invitesPerDay)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCount(seat.budget.invitesPer7Days)}
              </TableCell>
              <TableCell className={seat.campaigns.length === 0 ? "text-slate-500" : "text-slate-700"}>
                {campaignsText(seat)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
