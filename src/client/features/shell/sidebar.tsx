import {
  Ban,
  BookOpen,
  CreditCard,
  Eye,
  IdCard,
  ListChecks,
  LogOut,
  type LucideIcon,
  Settings2,
  ShieldCheck,
  SlidersHorizontal,
  TrendingUp,
} from "lucide-react";
import { memo, type ReactNode, useDeferredValue, useMemo } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import type { SessionUser } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { BrandLink } from "../../shared/brand-link";
import { CAMPAIGN_LINKS, campaignPath } from "../../shared/campaign-links";
import { useActiveCampaigns } from "../../shared/campaign-lists";
import { exitGodMode, useSimulatedClient } from "../../shared/simulated-client";
import { isManager } from "../../shared/staff-rights";

interface NavCampaign {
  id: string;
  companyName: string;
}

/** The staff's own links; `managersOnly` ones lead to pages for the agency's owner and managers. */
const STAFF_LINKS: { label: string; to: string; icon: LucideIcon; managersOnly?: true }[] = [
  { label: "Today", to: "/today", icon: ListChecks },
  { label: "Seats", to: "/seats", icon: IdCard },
  { label: "Manage Campaigns", to: "/manage-campaigns", icon: Settings2, managersOnly: true },
  { label: "Team KPIs", to: "/team-kpis", icon: TrendingUp, managersOnly: true },
  { label: "Subscriptions", to: "/subscriptions", icon: CreditCard, managersOnly: true },
  { label: "God Mode", to: "/god-mode", icon: Eye, managersOnly: true },
  { label: "Resources", to: "/resources", icon: BookOpen },
  { label: "Do Not Contact", to: "/do-not-contact", icon: Ban },
  { label: "Privacy", to: "/privacy", icon: ShieldCheck, managersOnly: true },
  { label: "Settings", to: "/settings", icon: SlidersHorizontal },
];

const linkClass = (active: boolean) =>
  cn(
    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  );

function SidebarLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <NavLink to={to} className={({ isActive }) => linkClass(isActive)}>
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{label}</span>
    </NavLink>
  );
}

function SectionHeading({ children }: { children: string }) {
  return <h2 className="px-3 pt-5 pb-2 text-xs font-semibold tracking-wider text-slate-400">{children}</h2>;
}

/** The campaign and screen of a `/campaign/:campaignId/:segment` address, else nulls. */
function useCurrentCampaignScreen(): { campaignId: string | null; segment: string | null } {
  const [root, campaignId, segment] = useLocation().pathname.split("/").slice(1);
  return root === "campaign"
    ? { campaignId: campaignId ?? null, segment: segment ?? null }
    : { campaignId: null, segment: null };
}

/**
 * One campaign's links. An agency lists hundreds of campaigns, so the block re-renders only when its
 * own current screen changes (`activeSegment`), not on every navigation as a `NavLink` each would, and
 * a block scrolled out of the sidebar is not laid out (`content-visibility`; 21rem is its height).
 */
const CampaignLinks = memo(function CampaignLinks({
  campaign,
  showName,
  activeSegment,
}: {
  campaign: NavCampaign;
  showName: boolean;
  activeSegment: string | null;
}) {
  return (
    <div className="space-y-0.5 [contain-intrinsic-size:auto_21rem] [content-visibility:auto]">
      {showName && (
        <p className="truncate px-3 pt-2 pb-1 text-sm font-semibold text-slate-800">{campaign.companyName}</p>
      )}
      {CAMPAIGN_LINKS.map(({ segment, icon: Icon, label }) => {
        const active = segment === activeSegment;
        return (
          <Link
            key={segment}
            to={campaignPath(campaign.id, segment)}
            className={linkClass(active)}
            aria-current={active ? "page" : undefined}
          >
            <Icon className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{label}</span>
          </Link>
        );
      })}
    </div>
  );
});

/** Campaigns whose links show with the page; the rest follow in a background render. */
const FIRST_CAMPAIGNS = 10;

/** Spec: staff see the active campaigns under CLIENTS (the SDR role, those they work), each with its links. */
function ClientCampaigns({ campaigns }: { campaigns: readonly NavCampaign[] }) {
  const current = useCurrentCampaignScreen();
  const first = useMemo(() => campaigns.slice(0, FIRST_CAMPAIGNS), [campaigns]);
  const shown = useDeferredValue(campaigns, first);
  return shown.map((campaign) => (
    <CampaignLinks
      key={campaign.id}
      campaign={campaign}
      showName
      activeSegment={campaign.id === current.campaignId ? current.segment : null}
    />
  ));
}

/** The client's own campaign (or the one simulated in God Mode), under DASHBOARD. */
function OwnCampaign({ campaign, showName }: { campaign: NavCampaign; showName: boolean }) {
  const current = useCurrentCampaignScreen();
  return (
    <CampaignLinks
      campaign={campaign}
      showName={showName}
      activeSegment={campaign.id === current.campaignId ? current.segment : null}
    />
  );
}

/** Spec: leaving God Mode returns to Manage Campaigns after about 100 ms. */
const EXIT_DELAY_MS = 100;

/**
 * Spec "Sidebar and profile menu": the staff's links (the Manager section for the owner and managers,
 * My Work for the SDR role); the campaigns under CLIENTS (every active campaign for managers, those
 * they work for the SDR role) or DASHBOARD (a client, or a manager simulating one, sees one campaign);
 * the profile menu (`account`) at the bottom.
 */
export function Sidebar({ user, account }: { user: SessionUser; account: ReactNode }) {
  const navigate = useNavigate();
  const simulated = useSimulatedClient();
  const isSdr = user.type === "sdr";
  const simulating = isSdr && simulated !== null;
  const showManager = isSdr && !simulating;
  const manager = isManager(user);
  const staffLinks = STAFF_LINKS.filter((link) => manager || !link.managersOnly);
  const activeCampaigns = useActiveCampaigns(showManager);

  const ownCampaign: NavCampaign | null = simulating
    ? { id: simulated.campaignId, companyName: simulated.companyName }
    : user.type === "client" && user.campaignId
      ? { id: user.campaignId, companyName: user.companyName ?? "" }
      : null;

  function leaveGodMode() {
    exitGodMode();
    setTimeout(() => void navigate("/manage-campaigns"), EXIT_DELAY_MS);
  }

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
        <BrandLink to="/dashboard" />
      </div>
      {simulating && (
        <div className="mx-3 mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-xs font-medium text-amber-900">Viewing as {simulated.companyName}</p>
          <Button size="sm" variant="secondary" className="mt-2 w-full" onClick={leaveGodMode}>
            <LogOut /> Exit God Mode
          </Button>
        </div>
      )}
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-4">
        {showManager && (
          <>
            <SectionHeading>{manager ? "MANAGER" : "MY WORK"}</SectionHeading>
            <div className="space-y-0.5">
              {staffLinks.map(({ label, to, icon }) => (
                <SidebarLink key={to} label={label} to={to} icon={icon} />
              ))}
            </div>
            <SectionHeading>CLIENTS</SectionHeading>
            {activeCampaigns.isPending ? (
              <p className="px-3 text-sm text-slate-500">Loading clients...</p>
            ) : (activeCampaigns.data ?? []).length === 0 ? (
              <p className="px-3 text-sm text-slate-500">
                {manager ? "No active campaigns yet." : "No campaigns are assigned to you yet."}
              </p>
            ) : (
              <ClientCampaigns campaigns={activeCampaigns.data ?? []} />
            )}
          </>
        )}
        {!showManager && (
          <>
            <SectionHeading>DASHBOARD</SectionHeading>
            {ownCampaign ? (
              <OwnCampaign campaign={ownCampaign} showName={simulating} />
            ) : (
              <SidebarLink to="/dashboard" icon={CAMPAIGN_LINKS[0]?.icon ?? Settings2} label="Dashboard" />
            )}
            <SidebarLink to="/do-not-contact" icon={Ban} label="Do Not Contact" />
          </>
        )}
      </nav>
      <div className="border-t border-slate-200 p-3">{account}</div>
    </div>
  );
}
