import {
  CalendarCheck,
  Clock,
  Flag,
  MessageSquareReply,
  Percent,
  Repeat,
  Send,
  ThumbsUp,
  UserCheck,
  UserPlus,
} from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import type { DailyActivity, Metrics } from "../../../shared/contracts/metrics";
import { Spinner } from "../../components/ui/spinner";
import { formatCount, formatDecimal, formatPercent } from "../../lib/format";
import { changeOf, rateChangeOf } from "../../shared/change";
import { ChartCard, ChartMessage } from "./chart-card";
import type { MetricCardProps } from "./metric-card";
import { MetricSection } from "./metric-section";

// Recharts arrives in its own chunk: the figures show without waiting for it.
export const loadCharts = () => Promise.all([import("./funnel-chart"), import("./activity-chart")]);
const FunnelChart = lazy(() => import("./funnel-chart"));
const ActivityChart = lazy(() => import("./activity-chart"));

function ChartFallback({ title }: { title: string }) {
  return (
    <ChartCard title={title}>
      <ChartMessage>
        <Spinner label={`Loading ${title}`} />
      </ChartMessage>
    </ChartCard>
  );
}

function LazyChart({ title, children }: { title: string; children: ReactNode }) {
  return <Suspense fallback={<ChartFallback title={title} />}>{children}</Suspense>;
}

type CountedFigure =
  | "invited"
  | "messagesSent"
  | "followUpsSent"
  | "connected"
  | "replied"
  | "positiveReplies"
  | "meetingsBooked"
  | "badDataCount";

/** The cards that count a figure of the period, and so show its change against the period before. */
const COUNT_CARDS: Record<CountedFigure, Omit<MetricCardProps, "value" | "change" | "hint">> = {
  invited: { label: "Invited", icon: UserPlus, tint: "bg-brand-50 text-brand-600" },
  messagesSent: { label: "Messages Sent", icon: Send, tint: "bg-violet-50 text-violet-600" },
  followUpsSent: { label: "Follow-Ups Sent", icon: Repeat, tint: "bg-pink-50 text-pink-600" },
  connected: { label: "Connected", icon: UserCheck, tint: "bg-sky-50 text-sky-600" },
  replied: { label: "Replied", icon: MessageSquareReply, tint: "bg-amber-50 text-amber-600" },
  positiveReplies: { label: "Positive Replies", icon: ThumbsUp, tint: "bg-lime-50 text-lime-700" },
  meetingsBooked: { label: "Meetings Booked", icon: CalendarCheck, tint: "bg-emerald-50 text-emerald-600" },
  badDataCount: {
    label: "Prospects Marked Bad Data",
    icon: Flag,
    tint: "bg-red-50 text-red-600",
    riseIsBad: true,
  },
};

interface DashboardSectionsProps {
  /** With `previous`, every card that counts the period shows its change against the period before. */
  metrics: Metrics & { previous?: Metrics | null };
  /** The figures on screen belong to the previous period while the chosen one loads. */
  updating: boolean;
  activity: { rows: DailyActivity[] | undefined; isPending: boolean; error: Error | null; retry: () => void };
}

/** Spec "Campaign dashboard": exactly four sections, in the spec's order. */
export function DashboardSections({ metrics, updating, activity }: DashboardSectionsProps) {
  const previous = metrics.previous ?? null;
  // Every period but All Time has one before it; there the rates are the period's cohorts (ADR 0030).
  const inPeriod = previous !== null;
  const countCard = (figure: CountedFigure, hint: string): MetricCardProps => ({
    ...COUNT_CARDS[figure],
    value: formatCount(metrics[figure]),
    change: changeOf(metrics[figure], previous?.[figure]),
    hint,
  });
  return (
    <div className="flex flex-col gap-8 print:gap-5">
      <MetricSection
        title="Activity Metrics"
        updating={updating}
        metrics={[
          countCard("invited", `of ${formatCount(metrics.totalProspects)} prospects`),
          countCard("messagesSent", "Messages M1–M4"),
          countCard("followUpsSent", "Follow-ups FF1–FF5"),
        ]}
        chart={
          <LazyChart title="Daily Activity">
            <ActivityChart
              rows={activity.rows}
              isPending={activity.isPending}
              error={activity.error}
              onRetry={activity.retry}
            />
          </LazyChart>
        }
      />
      <MetricSection
        title="Conversion Metrics"
        updating={updating}
        metrics={[
          countCard("connected", "Accepted the invite"),
          countCard("replied", "Reply or meeting"),
          countCard("positiveReplies", "Interested or question"),
          countCard("meetingsBooked", "Disposition Meeting"),
        ]}
        chart={
          <LazyChart title="Funnel">
            <FunnelChart metrics={metrics} inPeriod={inPeriod} />
          </LazyChart>
        }
      />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-6 print:grid-cols-2 print:gap-6">
        <MetricSection
          title="Efficiency Metrics"
          updating={updating}
          metrics={[
            {
              label: "Invite-to-Connection Rate",
              value: formatPercent(metrics.inviteToConnectionRate),
              change: rateChangeOf(
                metrics.inviteToConnectionRate,
                previous?.inviteToConnectionRate,
                previous?.invited,
              ),
              hint: inPeriod ? "Of those invited in the period, now connected" : "Connected ÷ invited",
              icon: Percent,
              tint: "bg-brand-50 text-brand-600",
            },
            {
              label: "Connection-to-Reply Rate",
              value: formatPercent(metrics.connectionToReplyRate),
              change: rateChangeOf(
                metrics.connectionToReplyRate,
                previous?.connectionToReplyRate,
                previous?.connected,
              ),
              hint: inPeriod ? "Of those connected in the period, now replied" : "Replied ÷ connected",
              icon: Percent,
              tint: "bg-sky-50 text-sky-600",
            },
          ]}
        />
        <MetricSection
          title="Pipeline Hygiene"
          updating={updating}
          metrics={[
            countCard("badDataCount", "Flagged and set aside"),
            {
              label: "Average Last Touch (days)",
              // No change: it describes the prospects as they are now, whatever the period.
              value: formatDecimal(metrics.averageLastTouchDays),
              hint:
                metrics.averageLastTouchDays === null
                  ? "No prospect touched yet"
                  : "Days since the last step",
              icon: Clock,
              tint: "bg-slate-100 text-slate-600",
            },
          ]}
        />
      </div>
    </div>
  );
}
