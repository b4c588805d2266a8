import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A data table that scrolls sideways inside its container, so narrow screens never scroll the page. The
 * container takes focus so the keyboard can scroll it too.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div tabIndex={0} className="relative w-full overflow-x-auto">
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("border-b border-slate-200 bg-slate-50/70", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-slate-100", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("transition-colors hover:bg-slate-50/60", className)} {...props} />;
}

export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      scope={scope}
      className={cn(
        "h-10 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase first:pl-6 last:pr-6",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2 align-middle first:pl-6 last:pr-6", className)} {...props} />;
}

/** One full-width row for loading, empty and error states. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-6 py-12 text-center text-sm text-slate-500">
        {children}
      </td>
    </tr>
  );
}

/** A column title, or one with classes of its own (alignment, width). */
export type TableColumn = string | { label: string; className: string };

/**
 * The header row of a table whose column titles are plain text. An empty title is the actions column,
 * named for screen readers only.
 */
export function TableColumnHeads({
  columns,
  rowClassName,
}: {
  columns: readonly TableColumn[];
  rowClassName?: string;
}) {
  return (
    <TableHeader>
      <TableRow className={rowClassName}>
        {columns.map((column) => {
          const { label, className } =
            typeof column === "string" ? { label: column, className: undefined } : column;
          return (
            <TableHead key={label} className={className}>
              {label || <span className="sr-only">Actions</span>}
            </TableHead>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}
