import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunction, type RouteObject } from "react-router";
import { FullPageSpinner } from "../components/ui/spinner";
import LandingPage from "../features/public/landing-page";
import ManagerOnlyRoute from "../features/shell/manager-only-route";
import SdrOnlyRoute from "../features/shell/sdr-only-route";
import { readEarly } from "../lib/api";
import { queryClient } from "../lib/query-client-instance";
import { loadScreenCode } from "../lib/route-errors";
import { provideOnboardingDialog } from "../shared/onboarding-launcher";
import { sessionQuery } from "../shared/session";
import { MANAGE_CAMPAIGNS_FIRST_READS } from "./early-reads";
import { RouteError } from "./route-error";
import { installSessionEnd } from "./session-end";

provideOnboardingDialog(() => import("../features/onboarding/onboarding-dialog"));

/** A route whose page loads in its own chunk, so the landing page stays small. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await loadScreenCode(load)).default }) };
}

/**
 * A loader that starts the page's first reads (route-prefetch.ts) with the navigation. Their code comes
 * in a chunk of its own, fetched alongside the page's, so the landing page does not carry it; the
 * navigation does not wait for it. A chunk that fails to arrive is reported by the page's own load.
 */
function prefetch(
  name: keyof typeof import("./route-prefetch"),
  firstReads: readonly string[] = [],
): LoaderFunction {
  return (args) => {
    // On the page's first load the reads also start at once, before that chunk and the screen's code.
    if (!documentLoaded) for (const url of firstReads) readEarly(url);
    import("./route-prefetch").then(
      (helpers) => helpers[name](args),
      () => {},
    );
    return null;
  };
}

/** Campaign pages exist with and without a campaign id (spec route table). */
const campaignPages: RouteObject[] = [
  { path: "dashboard", ...page(() => import("../features/dashboard/dashboard-page")) },
  {
    path: "scheduler",
    loader: prefetch("prefetchCampaignProspects"),
    ...page(() => import("../features/prospects/scheduler-page")),
  },
  { path: "scheduler-import-csv", ...page(() => import("../features/imports/import-page")) },
  {
    path: "connections",
    loader: prefetch("prefetchCampaignProspects"),
    ...page(() => import("../features/prospects/connections-page")),
  },
  {
    path: "replies",
    loader: prefetch("prefetchCampaignProspects"),
    ...page(() => import("../features/prospects/replies-page")),
  },
  { path: "scripts", ...page(() => import("../features/scripts/scripts-page")) },
  { path: "cadence", ...page(() => import("../features/cadence/cadence-page")) },
  { path: "reports", ...page(() => import("../features/reports/reports-page")) },
  {
    path: "prospect-chat",
    loader: prefetch("prefetchConversations"),
    ...page(() => import("../features/chat/prospect-chat-page")),
  },
];

/** The signed-in screens, drawn inside the protected layout's frame. */
const signedInPages: RouteObject[] = [
  { path: "/dashboard", ...page(() => import("../features/dashboard/dashboard-page")) },
  { path: "/scheduler", ...page(() => import("../features/prospects/scheduler-page")) },
  { path: "/scheduler-import-csv", ...page(() => import("../features/imports/import-page")) },
  { path: "/do-not-contact", ...page(() => import("../features/do-not-contact/do-not-contact-page")) },
  { path: "/campaign/:campaignId", ...page(() => import("./campaign-gate")), children: campaignPages },
  {
    // The guards are a few lines each: in the first file, so the screens below them do not wait for a
    // file of their own.
    Component: SdrOnlyRoute,
    children: [
      { path: "/today", ...page(() => import("../features/today/today-page")) },
      { path: "/resources", ...page(() => import("../features/resources/resources-page")) },
      // Every member of staff has a Settings tab (the side panel); the page shows managers the rest.
      { path: "/settings", ...page(() => import("../features/settings/settings-page")) },
      // The side panel opens this to be allowed to act for the signed-in member of staff.
      { path: "/side-panel/connect", ...page(() => import("../features/side-panel/connect-page")) },
      { path: "/seats", ...page(() => import("../features/seats/seats-page")) },
      { path: "/seats/:seatId", ...page(() => import("../features/seats/seat-page")) },
      {
        path: "/seats/:seatId/imports/:importId",
        ...page(() => import("../features/seats/report-page")),
      },
      {
        Component: ManagerOnlyRoute,
        children: [
          { path: "/team-kpis", ...page(() => import("../features/team-kpis/team-kpis-page")) },
          { path: "/god-mode", ...page(() => import("../features/god-mode/god-mode-page")) },
          {
            path: "/manage-campaigns",
            loader: prefetch("prefetchManagementLists", MANAGE_CAMPAIGNS_FIRST_READS),
            ...page(() => import("../features/management/manage-campaigns-page")),
          },
          { path: "/subscriptions", ...page(() => import("../features/subscriptions/subscriptions-page")) },
          { path: "/privacy", ...page(() => import("../features/privacy/privacy-page")) },
        ],
      },
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
  { path: "/sign-in-link", ...page(() => import("../features/auth/sign-in-link-page")) },
  { path: "/demo/dashboard", ...page(() => import("../features/public/demo-dashboard-page")) },
  // A share link's read-only dashboard, outside the signed-in frame.
  { path: "/shared/:token", ...page(() => import("../features/dashboard/shared-dashboard-page")) },
  { path: "/success", ...page(() => import("../features/public/success-page")) },
  { path: "/cancel", ...page(() => import("../features/public/cancel-page")) },
  // Where a connected side panel reads its code and closes the tab: nothing of the app is needed.
  { path: "/side-panel/connected", ...page(() => import("../features/side-panel/connected-page")) },
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

/** Set once the first screen has loaded: later screens find their code loaded, so nothing reads early. */
let documentLoaded = false;
const stopWatching = router.subscribe((state) => {
  if (!state.initialized) return;
  documentLoaded = true;
  stopWatching();
});
