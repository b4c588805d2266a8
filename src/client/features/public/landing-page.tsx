import {
  ArrowRight,
  Building2,
  CalendarCheck,
  ChartColumn,
  FileSpreadsheet,
  LoaderCircle,
  type LucideIcon,
  Play,
  Route,
  ShieldCheck,
  UserCheck,
  Users,
  Zap,
} from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import { OnboardingLauncher } from "../../shared/onboarding-launcher";
import { homePath, useSession } from "../../shared/session";
import { PublicFooter, PublicHeader } from "./public-layout";
import { useDemoStart } from "./use-demo-start";

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const FEATURES: Feature[] = [
  {
    icon: Building2,
    title: "Multi-Client Campaign Management",
    description:
      "Run a separate LinkedIn campaign for every client company and switch between them in one click.",
  },
  {
    icon: Route,
    title: "Smart Prospect Routing",
    description:
      "Deduplicate prospects across every list and route each one to the right campaign, SDR and scheduler.",
  },
  {
    icon: ChartColumn,
    title: "Real-Time Analytics",
    description: "Follow invites, connections, replies and booked meetings for each campaign as they happen.",
  },
  {
    icon: FileSpreadsheet,
    title: "CSV Imports & Integrations",
    description: "Import prospect lists from CSV with column mapping and automatic duplicate rejection.",
  },
  {
    icon: ShieldCheck,
    title: "Role-Based Security",
    description:
      "Client data isolation keeps each client to its own campaign while your SDRs work across all of them.",
  },
  {
    icon: Zap,
    title: "Lightning Fast",
    description: "Dashboards are calculated on the server, so even the largest campaigns load in an instant.",
  },
];

const STATS = [
  { value: "500+", label: "Active Campaigns" },
  { value: "2M+", label: "Prospects Managed" },
  { value: "99.9%", label: "Uptime" },
];

const PREVIEW_METRICS = [
  { icon: Users, label: "Prospects", value: "100" },
  { icon: UserCheck, label: "Connected", value: "23" },
  { icon: CalendarCheck, label: "Meetings", value: "8" },
];

function HeroPreview() {
  return (
    <div
      aria-hidden
      className="relative mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5 lg:max-w-none"
    >
      <div className="flex items-center justify-between">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Campaign</p>
          <p className="font-semibold text-slate-900">Northwind Demo Co</p>
        </div>
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700">
          Active
        </span>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3">
        {PREVIEW_METRICS.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <Icon className="size-4 text-brand-600" />
            <p className="mt-2 text-xl font-semibold text-slate-900">{value}</p>
            <p className="text-xs text-slate-500">{label}</p>
          </div>
        ))}
      </div>
      <div className="mt-5 space-y-3">
        {[
          { label: "Response rate", value: 34 },
          { label: "Connection rate", value: 23 },
          { label: "Meeting conversion", value: 8 },
        ].map(({ label, value }) => (
          <div key={label}>
            <div className="flex justify-between text-xs">
              <span className="text-slate-600">{label}</span>
              <span className="font-medium text-slate-900">{value}%</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100">
              <div className="h-2 rounded-full bg-brand-500" style={{ width: `${value}%` }} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export default function LandingPage() {
  usePageTitle("LinkedIn Outreach for Every Client");
  const [searchParams, setSearchParams] = useSearchParams();
  // The onboarding dialog ("Launch Your Campaign") opens here when the URL asks for it (Try Again on /cancel).
  const wantsOnboarding = searchParams.get("onboarding") === "true";
  const closeOnboarding = () =>
    setSearchParams(
      (params) => {
        params.delete("onboarding");
        return params;
      },
      { replace: true },
    );
  const demo = useDemoStart();
  // Signed in, the way on is the user's own dashboard: no Login, and no demo to start by accident.
  const { user } = useSession();

  return (
    <div className="flex min-h-screen flex-col bg-white" data-onboarding={wantsOnboarding || undefined}>
      <PublicHeader>
        {user ? (
          <Link to={homePath(user)} className={buttonVariants({ size: "sm", className: "px-2.5 sm:px-3" })}>
            Go to your dashboard
            <ArrowRight className="max-sm:hidden" aria-hidden />
          </Link>
        ) : (
          <>
            <Link
              to="/login"
              className={buttonVariants({ variant: "ghost", size: "sm", className: "px-2 sm:px-3" })}
            >
              Login
            </Link>
            <Button
              size="sm"
              className="px-2.5 sm:px-3"
              onClick={demo.start}
              disabled={demo.isStarting}
              aria-busy={demo.isStarting}
            >
              {demo.isStarting ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <Play className="max-sm:hidden" aria-hidden />
              )}
              Interactive Demo
            </Button>
          </>
        )}
      </PublicHeader>

      <main className="flex-1">
        <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:pt-24 lg:pb-28">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
                For sales-development agencies
              </p>
              <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
                Run LinkedIn outreach for every client from one desk
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
                Outreach Desk lets your SDR team run LinkedIn outreach campaigns for many clients at once:
                import prospects, track every invite, message and reply, and give each client a live view of
                its own campaign.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link to="/demo/dashboard" className={buttonVariants({ size: "lg" })}>
                  View Sample Dashboard
                  <ArrowRight aria-hidden />
                </Link>
                <Link
                  to={user ? homePath(user) : "/login"}
                  className={buttonVariants({ variant: "secondary", size: "lg" })}
                >
                  {user ? "Go to your dashboard" : "Sign In to Your Desk"}
                </Link>
              </div>
            </div>
            <HeroPreview />
          </div>
        </section>

        <section aria-labelledby="features-heading" className="bg-slate-50 py-20 sm:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Features</p>
              <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
                Everything your agency needs to run outreach at scale
              </h2>
            </div>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, description }) => (
                <li
                  key={title}
                  className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="stats-heading" className="bg-white py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="stats-heading" className="text-center text-lg font-semibold text-slate-600">
              Trusted by agencies running outreach every day
            </h2>
            <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-6">
              {STATS.map(({ value, label }) => (
                <div
                  key={label}
                  className="flex flex-col items-center gap-1 rounded-2xl bg-slate-50 px-2 py-6 text-center sm:px-6 sm:py-8"
                >
                  <dt className="order-2 text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
                  <dd className="order-1 text-2xl font-bold tracking-tight text-brand-600 sm:text-5xl">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section aria-labelledby="cta-heading" className="bg-white px-4 pb-20 sm:px-6 sm:pb-24">
          <div className="mx-auto max-w-6xl rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-lg sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
              Ready to scale your outreach?
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
              Talk to our team about launching campaigns for your clients, with setup within 24 hours and a
              dedicated SDR.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button size="lg" className="bg-white text-brand-700 hover:bg-brand-50">
                Schedule a Call
              </Button>
              <Button
                size="lg"
                variant="ghost"
                className="text-white ring-1 ring-white/60 ring-inset hover:bg-white/10"
              >
                Contact Sales
              </Button>
            </div>
          </div>
        </section>
      </main>

      <PublicFooter />
      <OnboardingLauncher open={wantsOnboarding} onClose={closeOnboarding} />
    </div>
  );
}
