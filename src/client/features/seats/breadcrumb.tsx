import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";

/** "Seats › Dana Reyes › Import of Mar 4": each step but the last a link back. */
export function Breadcrumb({ steps }: { steps: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        {steps.map((step, index) => (
          <Fragment key={step.label}>
            {index > 0 && (
              <li aria-hidden className="flex">
                <ChevronRight className="size-3.5" />
              </li>
            )}
            <li>
              {step.to ? (
                <Link to={step.to} className="hover:text-slate-900 hover:underline">
                  {step.label}
                </Link>
              ) : (
                <span aria-current="page" className="text-slate-700">
                  {step.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
