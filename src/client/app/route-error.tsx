import { useQuery, useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { NewVersionCard, UnexpectedErrorCard } from "../components/error-cards";
import { PublicLayout } from "../features/public/public-layout";
import { isChunkLoadError, needsReloadToRetry, reportOf } from "../lib/route-errors";
import { usePageTitle } from "../lib/use-page-title";
import { homePath, sessionQuery } from "../shared/session";

/**
 * The router's error element. `inShell`: drawn inside the signed-in app's frame, so the sidebar stays
 * usable; otherwise a page of its own (public screens, or when the frame itself could not load).
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const newVersion = isChunkLoadError(error);
  usePageTitle(newVersion ? "A new version is available" : "Something went wrong");

  useEffect(() => {
    if (!newVersion) console.error(error);
  }, [error, newVersion]);

  const card = newVersion ? (
    <NewVersionCard onReload={() => window.location.reload()} />
  ) : (
    <UnexpectedError error={error} />
  );
  if (inShell) return card;
  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-20">{card}</div>
    </PublicLayout>
  );
}

function UnexpectedError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const { data: user } = useQuery(sessionQuery);
  const home = user
    ? { to: homePath(user), label: "Go to dashboard", signedIn: true }
    : { to: "/", label: "Go to home page", signedIn: false };

  // Navigating to the same address draws the screen afresh and runs its loaders again; queries that
  // failed are retried instead of rethrowing their cached error. A screen whose code failed to load
  // or start stays failed until the page is loaded again.
  const retry = () => {
    if (needsReloadToRetry(error)) {
      window.location.reload();
      return;
    }
    reset();
    navigate(location, { replace: true, state: location.state });
  };

  return <UnexpectedErrorCard report={reportOf(error)} onRetry={retry} home={home} />;
}
