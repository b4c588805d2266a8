import { type Query, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { Outlet, useParams } from "react-router";
import { z } from "zod";
import type { SessionUser } from "../../shared/contracts/auth";
import { NotFoundCard } from "../components/error-cards";
import { ApiError } from "../lib/api";
import { usePageTitle } from "../lib/use-page-title";
import { homePath, useSession } from "../shared/session";
import { isManager } from "../shared/staff-rights";

const campaignIdSchema = z.uuid();

/**
 * Whether `campaignId` can name a campaign this user may see, before asking the server: a campaign id
 * is a UUID, and a client sees only their own campaign.
 */
export function mayBeVisible(campaignId: string, user: SessionUser | null | undefined): boolean {
  if (!campaignIdSchema.safeParse(campaignId).success) return false;
  return !(user?.type === "client" && user.campaignId !== campaignId);
}

/** A read about this campaign that the server refused as not found or not allowed (never retried). */
function refusesCampaign(query: Query, campaignId: string): boolean {
  const { error } = query.state;
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 403)) return false;
  const [path] = query.queryKey;
  if (typeof path !== "string") return false;
  return (
    path.startsWith(`/api/campaigns/${campaignId}/`) ||
    new RegExp(`[?&]campaignId=${campaignId}(&|$)`).test(path)
  );
}

/** True once any read of the campaign was refused: the campaign is gone or not this user's. */
function useCampaignRefused(campaignId: string): boolean {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => cache.getAll().some((query) => refusesCampaign(query, campaignId)),
  );
}

/**
 * The campaign pages (`/campaign/:campaignId/...`) of a campaign that does not exist or that the user
 * may not see show one not-found state at once, in place of the page (and its heading), with the way
 * back to the user's own dashboard.
 */
export default function CampaignGate() {
  const { campaignId = "" } = useParams();
  const { user } = useSession();
  const refused = useCampaignRefused(campaignId);
  if (user && mayBeVisible(campaignId, user) && !refused) return <Outlet />;
  return <CampaignNotFound user={user} />;
}

function CampaignNotFound({ user }: { user: SessionUser | null }) {
  usePageTitle("Campaign not found");
  const to = user ? homePath(user) : "/";
  return (
    <NotFoundCard
      title="Campaign not found"
      text="This campaign does not exist, or it is not one you can see. Check the link, or go back to your own."
      home={{
        to,
        label: isManager(user)
          ? "Go to Manage Campaigns"
          : user?.type === "sdr"
            ? "Go to Today"
            : "Go to your dashboard",
      }}
    />
  );
}
