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
import { ChartCard, ChartMessage } from "./chart-card";
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

interface DashboardSectionsProps {
  metrics: Metrics;
  /** The figures on screen belong to the previous period while the chosen one loads. */
  updating: boolean;
  activity: { rows: DailyActivity[] | undefined; isPending: boolean; error: Error | null; retry: () => void };
}

/** Spec "Campaign dashboard": exactly four sections, in the spec's order. */
export function DashboardSections({ metrics, updating, activity }: DashboardSectionsProps) {
  return (
    <div className="flex flex-col gap-8">
      <MetricSection
        title="Activity Metrics"
        updating={updating}
        metrics={[
          {
            label: "Invited",
            value: formatCount(metrics.invited),
            hint: `of ${formatCount(metrics.totalProspects)} prospects`,
            icon: UserPlus,
            tint: "bg-brand-50 text-brand-600",
          },
          {
            label: "Messages Sent",
            value: formatCount(metrics.messagesSent),
            hint: "Messages M1–M4",
            icon: Send,
            tint: "bg-violet-50 text-violet-600",
          },
          {
            label: "Follow-Ups Sent",
            value: formatCount(metrics.followUpsSent),
            hint: "Follow-ups FF1–FF5",
            icon: Repeat,
            tint: "bg-pink-50 text-pink-600",
          },
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
          {
            label: "Connected",
            value: formatCount(metrics.connected),
            hint: "Accepted the invite",
            icon: UserCheck,
            tint: "bg-sky-50 text-sky-600",
          },
          {
            label: "Replied",
            value: formatCount(metrics.replied),
            hint: "Reply or meeting",
            icon: MessageSquareReply,
            tint: "bg-amber-50 text-amber-600",
          },
          {
            label: "Positive Replies",
            value: formatCount(metrics.positiveReplies),
            hint: "Interested or question",
            icon: ThumbsUp,
            tint: "bg-lime-50 text-lime-700",
          },
          {
            label: "Meetings Booked",
            value: formatCount(metrics.meetingsBooked),
            hint: "Disposition Meeting",
            icon: CalendarCheck,
            tint: "bg-emerald-50 text-emerald-600",
          },
        ]}
        chart={
          <LazyChart title="Funnel">
            <FunnelChart metrics={metrics} />
          </LazyChart>
        }
      />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-6">
        <MetricSection
          title="Efficiency Metrics"
          updating={updating}
          metrics={[
            {
              label: "Invite-to-Connection Rate",
              value: formatPercent(metrics.inviteToConnectionRate),
              hint: "Connected ÷ invited",
              icon: Percent,
              tint: "bg-brand-50 text-brand-600",
            },
            {
              label: "Connection-to-Reply Rate",
              value: formatPercent(metrics.connectionToReplyRate),
              hint: "Replied ÷ connected",
              icon: Percent,
              tint: "bg-sky-50 text-sky-600",
            },
          ]}
        />
        <MetricSection
          title="Pipeline Hygiene"
          updating={updating}
          metrics={[
            {
              label: "Prospects Marked Bad Data",
              value: formatCount(metrics.badDataCount),
              hint: "Flagged and set aside",
              icon: Flag,
              tint: "bg-red-50 text-red-600",
            },
            {
              label: "Average Last Touch (days)",
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
