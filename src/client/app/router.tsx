import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { FullPageSpinner } from "../components/ui/spinner";
import { prefetchConversations } from "../features/chat/queries";
import { listQuery } from "../features/management/api";
import LandingPage from "../features/public/landing-page";
import { queryClient } from "../lib/query-client-instance";
import { loadScreenCode } from "../lib/route-errors";
import { provideOnboardingDialog } from "../shared/onboarding-launcher";
import { prospectsQuery } from "../shared/prospects-query";
import { sessionQuery } from "../shared/session";
import { CampaignGate, mayBeVisible } from "./campaign-gate";
import { RouteError } from "./route-error";
import { installSessionEnd } from "./session-end";

provideOnboardingDialog(() => import("../features/onboarding/onboarding-dialog"));

/** A route whose page loads in its own chunk, so the landing page stays small. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await loadScreenCode(load)).default }) };
}

/**
 * Starts fetching a campaign's prospects while the page's code and the session are still loading: on
 * a large campaign the list is the longest wait, and it no longer queues behind them.
 */
function prefetchCampaignProspects({ params }: LoaderFunctionArgs) {
  const user = queryClient.getQueryData(sessionQuery.queryKey);
  // Nothing is asked about a campaign the user cannot see (the page says it is not found).
  if (params.campaignId && mayBeVisible(params.campaignId, user))
    void queryClient.prefetchQuery(prospectsQuery(params.campaignId));
  return null;
}

/** Campaign pages exist with and without a campaign id (spec route table). */
const campaignPages: RouteObject[] = [
  { path: "dashboard", ...page(() => import("../features/dashboard/dashboard-page")) },
  {
    path: "scheduler",
    loader: prefetchCampaignProspects,
    ...page(() => import("../features/prospects/scheduler-page")),
  },
  { path: "scheduler-import-csv", ...page(() => import("../features/imports/import-page")) },
  {
    path: "connections",
    loader: prefetchCampaignProspects,
    ...page(() => import("../features/prospects/connections-page")),
  },
  {
    path: "replies",
    loader: prefetchCampaignProspects,
    ...page(() => import("../features/prospects/replies-page")),
  },
  { path: "scripts", ...page(() => import("../features/scripts/scripts-page")) },
  { path: "cadence", ...page(() => import("../features/cadence/cadence-page")) },
  { path: "reports", ...page(() => import("../features/reports/reports-page")) },
  {
    path: "prospect-chat",
    loader: prefetchConversations,
    ...page(() => import("../features/chat/prospect-chat-page")),
  },
];

/** Starts the lists Manage Campaigns shows first while its code and the session are still loading. */
function prefetchManagementLists() {
  for (const resource of ["connections", "clients", "sdrs", "schedulers"] as const) {
    void queryClient.prefetchQuery(listQuery(resource, resource !== "connections"));
  }
  return null;
}

/** The signed-in screens, drawn inside the protected layout's frame. */
const signedInPages: RouteObject[] = [
  { path: "/dashboard", ...page(() => import("../features/dashboard/dashboard-page")) },
  { path: "/scheduler", ...page(() => import("../features/prospects/scheduler-page")) },
  { path: "/scheduler-import-csv", ...page(() => import("../features/imports/import-page")) },
  { path: "/do-not-contact", ...page(() => import("../features/do-not-contact/do-not-contact-page")) },
  { path: "/campaign/:campaignId", Component: CampaignGate, children: campaignPages },
  {
    ...page(() => import("../features/shell/sdr-only-route")),
    children: [
      { path: "/today", ...page(() => import("../features/today/today-page")) },
      { path: "/resources", ...page(() => import("../features/resources/resources-page")) },
      { path: "/team-kpis", ...page(() => import("../features/team-kpis/team-kpis-page")) },
      { path: "/god-mode", ...page(() => import("../features/god-mode/god-mode-page")) },
      {
        path: "/manage-campaigns",
        loader: prefetchManagementLists,
        ...page(() => import("../features/management/manage-campaigns-page")),
      },
      { path: "/subscriptions", ...page(() => import("../features/subscriptions/subscriptions-page")) },
      { path: "/privacy", ...page(() => import("../features/privacy/privacy-page")) },
      { path: "/settings", ...page(() => import("../features/settings/settings-page")) },
    ],
  },
];

const screens: RouteObject[] = [
  { path: "/", Component: LandingPage },
  { path: "/landing", Component: LandingPage },
  { path: "/login", ...page(() => import("../features/auth/login-page")) },
  { path: "/forgot-password", ...page(() => import("../features/auth/forgot-password-page")) },
  { path: "/reset-password", ...page(() => import("../features/auth/reset-password-page")) },
  { path: "/invitation", ...page(() => import("../features/invitations/invitation-page")) },
  { path: "/verify-email", ...page(() => import("../features/auth/verify-email-page")) },
  { path: "/demo/dashboard", ...page(() => import("../features/public/demo-dashboard-page")) },
  // A share link's read-only dashboard, outside the signed-in frame.
  { path: "/shared/:token", ...page(() => import("../features/dashboard/shared-dashboard-page")) },
  { path: "/success", ...page(() => import("../features/public/success-page")) },
  { path: "/cancel", ...page(() => import("../features/public/cancel-page")) },
  {
    // The session check starts with the navigation, not once the layout's code has arrived.
    loader: () => {
      void queryClient.prefetchQuery(sessionQuery);
      return null;
    },
    ...page(() => import("./protected-layout")),
    children: [
      {
        // A screen that fails (its code changed in a deploy, or it broke) shows its error inside the
        // app's frame, so the sidebar still leads elsewhere.
        errorElement: <RouteError inShell />,
        children: signedInPages,
      },
    ],
  },
  { path: "*", ...page(() => import("../features/public/not-found-page")) },
];

export const routes: RouteObject[] = [
  // Any failure not caught nearer (a public screen, or the signed-in frame itself) gets a page of its
  // own instead of the router's built-in error screen. Until the first screen's code has arrived, a spinner.
  { errorElement: <RouteError />, HydrateFallback: FullPageSpinner, children: screens },
];

export const router = createBrowserRouter(routes);
installSessionEnd(router);
