import type { LucideIcon } from "lucide-react";

/** The round tinted icon that heads an empty, failed or explanatory card. */
export function IconBubble({ icon: Icon, tone = "brand" }: { icon: LucideIcon; tone?: "brand" | "red" }) {
  return (
    <span
      className={
        tone === "brand"
          ? "rounded-full bg-brand-50 p-3 text-brand-600"
          : "rounded-full bg-red-50 p-3 text-red-600"
      }
    >
      <Icon className="size-6" aria-hidden />
    </span>
  );
}
