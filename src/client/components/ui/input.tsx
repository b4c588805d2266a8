import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 aria-invalid:border-red-500",
        className,
      )}
      {...props}
    />
  );
}

/** A value to copy (a URL, a secret): read-only, in monospace, selected whole when focused. */
export function CopyableValue({ id, value }: { id: string; value: string }) {
  return (
    <Input
      id={id}
      readOnly
      value={value}
      onFocus={(event) => event.currentTarget.select()}
      className="font-mono text-xs"
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm font-medium text-slate-700", className)} {...props} />;
}

export function FieldError({ children, id }: { children?: string; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {children}
    </p>
  );
}
