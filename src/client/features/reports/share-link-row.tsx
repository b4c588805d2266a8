import { Ban } from "lucide-react";
import type { ShareLink, ShareLinkStatus } from "../../../shared/contracts/share-links";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { formatCountOf, formatDate, formatDay, formatRecentDateTime } from "../../lib/format";

const STATUS: Record<ShareLinkStatus, { label: string; tone: "success" | "neutral" | "danger" }> = {
  active: { label: "Active", tone: "success" },
  expired: { label: "Expired", tone: "neutral" },
  revoked: { label: "Revoked", tone: "danger" },
};

function expiryText(link: ShareLink): string {
  if (!link.expiresOn) return "No expiry";
  return `${link.status === "expired" ? "Expired after" : "Works through"} ${formatDay(link.expiresOn)}`;
}

function openedText(link: ShareLink): string {
  if (!link.lastOpenedAt) return "Never opened";
  return `Last opened ${formatRecentDateTime(link.lastOpenedAt)} (${formatCountOf(link.openCount, "opening", "openings")})`;
}

/** One link: its label and state, who made it when, its expiry, when it was last opened; Revoke while it works. */
export function ShareLinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: (link: ShareLink) => void }) {
  const status = STATUS[link.status];
  const name = link.label || "Untitled link";
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p
            className={
              link.label ? "font-medium break-words text-slate-900" : "font-medium text-slate-500 italic"
            }
          >
            {name}
          </p>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-500">
          Created {formatDate(link.createdAt, "")}
          {link.createdBy && ` by ${link.createdBy}`}
          <span aria-hidden className="mx-1.5 text-slate-300">
            ·
          </span>
          {link.status === "revoked" ? `Revoked ${formatDate(link.revokedAt, "")}` : expiryText(link)}
        </p>
        <p className="text-sm text-slate-500">{openedText(link)}</p>
      </div>
      {link.status === "active" && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          onClick={() => onRevoke(link)}
          aria-label={`Revoke ${name}`}
        >
          <Ban aria-hidden />
          Revoke
        </Button>
      )}
    </li>
  );
}
