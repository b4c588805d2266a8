import { useQuery } from "@tanstack/react-query";
import {
  CalendarCheck,
  ChartColumn,
  Eye,
  LoaderCircle,
  type LucideIcon,
  MessageSquareReply,
  Rocket,
  UserCheck,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { DEMO_COMPANY_NAME, DEMO_DATA, type DemoConnection } from "../../../shared/contracts/demo";
import { demoEndpoints } from "../../../shared/contracts/endpoints/demo";
import { Button, buttonVariants } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { endpointQuery } from "../../lib/endpoints";
import { usePageTitle } from "../../lib/use-page-title";
import { PublicLayout } from "./public-layout";
import { useDemoStart } from "./use-demo-start";

const COUNTS: { label: string; value: number; icon: LucideIcon; tint: string }[] = [
  {
    label: "Total Prospects",
    value: DEMO_DATA.totalProspects,
    icon: Users,
    tint: "bg-brand-50 text-brand-600",
  },
  { label: "Connected", value: DEMO_DATA.connected, icon: UserCheck, tint: "bg-sky-50 text-sky-600" },
  {
    label: "Meetings Booked",
    value: DEMO_DATA.meetingsBooked,
    icon: CalendarCheck,
    tint: "bg-emerald-50 text-emerald-600",
  },
];

const RATES: { label: string; value: number; bar: string }[] = [
  { label: "Response Rate", value: DEMO_DATA.responseRate, bar: "bg-brand-500" },
  { label: "Connection Rate", value: DEMO_DATA.connectionRate, bar: "bg-sky-500" },
  { label: "Meeting Conversion", value: DEMO_DATA.meetingConversion, bar: "bg-emerald-500" },
];

const STATUS_STYLES: Record<DemoConnection["status"], string> = {
  Connected: "bg-sky-50 text-sky-700 ring-sky-200",
  Replied: "bg-amber-50 text-amber-800 ring-amber-200",
  "Meeting Booked": "bg-emerald-50 text-emerald-700 ring-emerald-200",
};

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function DemoBanner() {
  return (
    <div className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-amber-900">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-bold tracking-wider text-amber-900">
            <Eye className="size-3.5" aria-hidden />
            DEMO MODE
          </span>
          <span>You are viewing a sample campaign with {DEMO_DATA.totalProspects} sample prospects.</span>
        </p>
        <div className="flex gap-2">
          <Link
            to="/"
            className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "flex-1 sm:flex-none")}
          >
            Exit Demo
          </Link>
          <Button size="sm" className="flex-1 sm:flex-none">
            Contact Sales
          </Button>
        </div>
      </div>
    </div>
  );
}

export default function DemoDashboardPage() {
  usePageTitle("Demo Dashboard");
  // Spec: the demo data call is made, but the page shows the static sample figures.
  useQuery(endpointQuery(demoEndpoints.data, {}));
  const demo = useDemoStart();

  return (
    <PublicLayout>
      <DemoBanner />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-brand-600">{DEMO_COMPANY_NAME}</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Campaign Dashboard</h1>
          <p className="text-sm text-slate-500">LinkedIn outreach results for the sample campaign.</p>
        </div>

        <section aria-labelledby="figures-heading" className="mt-8">
          <h2 id="figures-heading" className="sr-only">
            Campaign figures
          </h2>
          <div className="grid grid-cols-3 gap-3 sm:gap-4">
            {COUNTS.map(({ label, value, icon: Icon, tint }) => (
              <Card
                key={label}
                className="flex flex-col gap-3 p-4 sm:p-5 md:flex-row md:items-center md:gap-4"
              >
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-xl md:size-12",
                    tint,
                  )}
                >
                  <Icon className="size-5 md:size-6" aria-hidden />
                </span>
                <div className="flex flex-col">
                  <p className="order-2 text-xs text-slate-500 sm:text-sm">{label}</p>
                  <p className="order-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                    {value}
                  </p>
                </div>
              </Card>
            ))}
          </div>
          <div className="mt-3 grid gap-3 sm:mt-4 sm:grid-cols-3 sm:gap-4">
            {RATES.map(({ label, value, bar }) => (
              <Card key={label} className="p-4 sm:p-5">
                <div className="flex items-baseline justify-between gap-2 sm:flex-col sm:gap-1 lg:flex-row lg:gap-2">
                  <p className="text-sm text-slate-500">{label}</p>
                  <p className="text-2xl font-bold tracking-tight text-slate-900">{value}%</p>
                </div>
                <div className="mt-3 h-2 rounded-full bg-slate-100" aria-hidden>
                  <div className={cn("h-2 rounded-full", bar)} style={{ width: `${value}%` }} />
                </div>
              </Card>
            ))}
          </div>
        </section>

        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <Card className="min-w-0 lg:col-span-2">
            <section aria-labelledby="recent-heading">
              <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4 sm:px-6">
                <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
                  Recent Connections
                </h2>
                <MessageSquareReply className="size-5 text-slate-400" aria-hidden />
              </div>
              <ul className="divide-y divide-slate-100">
                {DEMO_DATA.recentConnections.map((connection) => (
                  <li key={connection.name} className="flex items-center gap-3 px-5 py-4 sm:gap-4 sm:px-6">
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-600"
                      aria-hidden
                    >
                      {initials(connection.name)}
                    </span>
                    <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{connection.name}</p>
                        <p className="text-sm text-slate-500">
                          {connection.title} · {connection.company}
                        </p>
                      </div>
                      <span
                        className={cn(
                          "shrink-0 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset",
                          STATUS_STYLES[connection.status],
                        )}
                      >
                        {connection.status}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </Card>

          <Card className="flex min-w-0 flex-col p-6">
            <section aria-labelledby="next-heading" className="flex flex-1 flex-col">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <ChartColumn className="size-5" aria-hidden />
              </span>
              <h2 id="next-heading" className="mt-4 text-lg font-semibold text-slate-900">
                See the whole desk
              </h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                Open the full demo to explore the scheduler, connections, replies and scripts of this
                campaign, or book a call with our team.
              </p>
              <div className="mt-6 flex flex-col gap-2">
                <Button onClick={demo.start} disabled={demo.isStarting} aria-busy={demo.isStarting}>
                  {demo.isStarting ? (
                    <LoaderCircle className="animate-spin" aria-hidden />
                  ) : (
                    <Rocket aria-hidden />
                  )}
                  Get Full Demo
                </Button>
                <Button variant="secondary">Schedule Call</Button>
              </div>
            </section>
          </Card>
        </div>
      </div>
    </PublicLayout>
  );
}
