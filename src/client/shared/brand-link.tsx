import { Link } from "react-router";
import { cn } from "../lib/cn";
import { PRODUCT_NAME } from "../lib/use-page-title";

/** The product mark, linking home (or to `to`): public pages, sign-in screens and the app's sidebar. */
export function BrandLink({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "flex shrink-0 items-center gap-1.5 rounded-lg sm:gap-2 font-semibold text-slate-900",
        className,
      )}
    >
      <img src="/favicon.svg" alt="" className="size-7 sm:size-8" />
      <span className="text-[15px] tracking-tight sm:text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
