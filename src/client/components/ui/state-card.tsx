import { AlertTriangle, type LucideIcon, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Card } from "./card";
import { IconBubble } from "./icon-bubble";
import { Spinner } from "./spinner";

/** A centred card standing in for a screen's content while it loads, is empty or failed. */
export function StateCard({
  children,
  role,
  className,
}: {
  children: ReactNode;
  role?: "alert" | "status";
  className?: string;
}) {
  return (
    <Card role={role} className={cn("flex flex-col items-center gap-3 px-6 py-16 text-center", className)}>
      {children}
    </Card>
  );
}

/** Nothing to show yet: an icon, what is missing, and what makes it appear. */
export function EmptyCard({
  icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <StateCard>
      <IconBubble icon={icon} />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-500">{children}</p>
    </StateCard>
  );
}

/** "Loading scripts..." with a spinner. */
export function LoadingCard({ text }: { text: string }) {
  return (
    <StateCard>
      <Spinner label="Loading" />
      <p className="text-sm text-slate-500">{text}</p>
    </StateCard>
  );
}

/** A load that failed: what could not be loaded, the server's reason, and Try again. */
export function LoadErrorCard({
  title,
  error,
  fallback,
  onRetry,
  retrying,
  children,
}: {
  title: string;
  error: Error | null;
  /** Shown when the error carries no message of its own. */
  fallback: string;
  onRetry: () => void;
  retrying: boolean;
  /** A sentence between the title and the reason. */
  children?: ReactNode;
}) {
  return (
    <StateCard role="alert">
      <IconBubble icon={AlertTriangle} tone="red" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
      <p className="max-w-md text-xs break-words text-slate-400">{errorMessage(error, fallback)}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden />
        {retrying ? "Retrying..." : "Try again"}
      </Button>
    </StateCard>
  );
}

/** A query that failed: what LoadErrorCard needs of it. */
interface FailedQuery {
  error: Error | null;
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/** LoadErrorCard for a failed query: its error, and Try again fetches it again. */
export function QueryErrorCard({
  query,
  ...props
}: { query: FailedQuery } & Omit<Parameters<typeof LoadErrorCard>[0], "error" | "onRetry" | "retrying">) {
  return (
    <LoadErrorCard
      {...props}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** What a query's screen shows before it has data: LoadingCard while it loads, QueryErrorCard if it failed. */
export function QueryStateCard({
  query,
  loadingText,
  errorTitle,
  fallback,
  children,
}: {
  query: FailedQuery & { isPending: boolean; isError: boolean };
  loadingText: string;
  errorTitle: string;
  fallback: string;
  /** Shown in the error card, between the title and the reason. */
  children?: ReactNode;
}) {
  if (query.isPending) return <LoadingCard text={loadingText} />;
  if (query.isError) {
    return (
      <QueryErrorCard title={errorTitle} fallback={fallback} query={query}>
        {children}
      </QueryErrorCard>
    );
  }
  return null;
}
