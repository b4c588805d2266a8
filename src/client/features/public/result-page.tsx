import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { PublicLayout } from "./public-layout";

/** A checkout outcome: a card headed by a round icon, the outcome and a sentence, then what follows it. */
export function ResultPage({
  icon: Icon,
  tone,
  title,
  lead,
  note,
  children,
}: {
  icon: LucideIcon;
  /** The icon circle's background, icon and ring colours. */
  tone: string;
  title: string;
  lead: string;
  /** Shown under the sentence, still centred in the heading block. */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <Card className="p-6 sm:p-10">
          <div className="flex flex-col items-center text-center">
            <span className={`flex size-16 items-center justify-center rounded-full ring-8 ${tone}`}>
              <Icon className="size-9" aria-hidden />
            </span>
            <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-3 text-base leading-relaxed text-slate-600">{lead}</p>
            {note}
          </div>
          {children}
        </Card>
      </div>
    </PublicLayout>
  );
}
