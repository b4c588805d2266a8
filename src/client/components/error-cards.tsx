import { AlertTriangle, Home, LayoutDashboard, RotateCw, SearchX, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { ErrorReport } from "../lib/route-errors";
import { Button, buttonVariants } from "./ui/button";
import { IconBubble } from "./ui/icon-bubble";
import { StateCard } from "./ui/state-card";

const actionRow = "mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center";

/** The screen's code changed on the server since this tab opened: reload to get the new version. */
export function NewVersionCard({ onReload }: { onReload: () => void }) {
  return (
    <StateCard role="alert" className="py-12 sm:py-16">
      <IconBubble icon={Sparkles} />
      <h1 className="text-lg font-semibold text-slate-900 sm:text-xl">A new version is available</h1>
      <p className="max-w-md text-sm text-slate-500">
        Outreach Desk was updated after this page was opened. Reload to continue with the latest version.
      </p>
      <div className={actionRow}>
        <Button onClick={onReload}>
          <RotateCw aria-hidden />
          Reload
        </Button>
      </div>
    </StateCard>
  );
}

/** Any other failure while drawing a screen: what happened, Try again, and a way home. */
export function UnexpectedErrorCard({
  report,
  onRetry,
  home,
}: {
  report: ErrorReport;
  onRetry: () => void;
  /** The signed-in user's first screen, or the landing page when signed out. */
  home: { to: string; label: string; signedIn: boolean };
}) {
  const HomeIcon = home.signedIn ? LayoutDashboard : Home;
  return (
    <StateCard role="alert" className="py-12 sm:py-16">
      <IconBubble icon={AlertTriangle} tone="red" />
      <h1 className="text-lg font-semibold text-slate-900 sm:text-xl">Something went wrong</h1>
      <p className="max-w-md text-sm text-slate-500">
        This screen could not be shown. Try again, or go back to{" "}
        {home.signedIn ? "your dashboard" : "the home page"}.
      </p>
      {report.serverMessage && (
        <p className="max-w-md rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">
          {report.serverMessage}
        </p>
      )}
      {report.requestId && (
        <p className="max-w-md text-xs text-slate-500">
          If it keeps happening, contact support and quote request ID{" "}
          <code
            data-testid="request-id"
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] break-all text-slate-700 select-all"
          >
            {report.requestId}
          </code>
        </p>
      )}
      {report.details && (
        <details className="w-full max-w-md text-left text-xs text-slate-500">
          <summary className="cursor-pointer text-center font-medium text-slate-600 hover:text-slate-900">
            Error details
          </summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-[11px] whitespace-pre-wrap break-words text-slate-700">
            {report.details}
          </pre>
        </details>
      )}
      <div className={actionRow}>
        <Button onClick={onRetry}>
          <RotateCw aria-hidden />
          Try again
        </Button>
        <Link to={home.to} className={buttonVariants({ variant: "secondary" })}>
          <HomeIcon aria-hidden />
          {home.label}
        </Link>
      </div>
    </StateCard>
  );
}

/** An address naming something the user may not see or that does not exist: say so, and lead home. */
export function NotFoundCard({
  title,
  text,
  home,
}: {
  title: string;
  text: string;
  /** The signed-in user's own first screen. */
  home: { to: string; label: string };
}) {
  return (
    <StateCard role="alert" className="py-12 sm:py-16">
      <IconBubble icon={SearchX} />
      <h1 className="text-lg font-semibold text-slate-900 sm:text-xl">{title}</h1>
      <p className="max-w-md text-sm text-slate-500">{text}</p>
      <div className={actionRow}>
        <Link to={home.to} className={buttonVariants()}>
          <LayoutDashboard aria-hidden />
          {home.label}
        </Link>
      </div>
    </StateCard>
  );
}
