import { Hammer } from "lucide-react";
import { useMatches } from "react-router";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "./page-header";

/** The route, guard and navigation are real; the screen itself arrives with its feature. */
export default function ComingSoonPage() {
  const title = (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title ?? "This page";
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="rounded-full bg-brand-50 p-3 text-brand-600">
          <Hammer className="size-6" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold">Coming soon</h2>
        <p className="max-w-md text-sm text-slate-500">
          The {title} screen is being built. Everything you can reach from the menu already works with your
          account.
        </p>
      </Card>
    </>
  );
}
