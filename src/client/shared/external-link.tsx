import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** A link that opens in a new tab without handing it this page, marked with the external-link icon. */
export function ExternalLinkText({
  href,
  className,
  "aria-label": ariaLabel,
  children,
}: {
  href: string;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1 text-brand-600 hover:underline", className)}
      aria-label={ariaLabel}
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden />
    </a>
  );
}
