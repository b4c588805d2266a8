import { ArrowLeft, ArrowRight, CreditCard, LoaderCircle, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { ONBOARDING_STEPS } from "../../../shared/contracts/onboarding";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { readPaidCheckout } from "../../shared/paid-checkout";
import { submitAndCheckout } from "./api";
import { loadDraft, saveDraft, type WizardValues } from "./draft";
import { PaidNotice } from "./paid-notice";
import { CompanyStep } from "./steps/company-step";
import { MessagingStep } from "./steps/messaging-step";
import { OptimizationStep } from "./steps/optimization-step";
import { PaymentStep } from "./steps/payment-step";
import { ProspectStep } from "./steps/prospect-step";
import { TermsStep } from "./steps/terms-step";
import { type FieldName, WizardContext } from "./wizard-context";

const STEP_BODIES = [CompanyStep, ProspectStep, MessagingStep, OptimizationStep, TermsStep, PaymentStep];
const LAST = ONBOARDING_STEPS.length - 1;

/** Each field's first message under the step's schema; empty when the step is valid. */
function stepIssues(step: number, values: WizardValues): Partial<Record<FieldName, string>> {
  const result = ONBOARDING_STEPS[step]?.schema.safeParse(values);
  const issues: Partial<Record<FieldName, string>> = {};
  for (const issue of result?.error?.issues ?? []) {
    const name = issue.path[0] as FieldName | undefined;
    if (name && !issues[name]) issues[name] = issue.message;
  }
  return issues;
}

/** The saved step, or the first earlier step that no longer validates. */
function resumeStep(step: number, values: WizardValues): number {
  for (let index = 0; index < step; index++) {
    if (Object.keys(stepIssues(index, values)).length > 0) return index;
  }
  return step;
}

/**
 * "Launch Your Campaign". A browser that has just paid for a campaign is told so first (the draft is
 * gone, and an empty wizard would invite paying twice); another campaign can still be started from there.
 */
export default function OnboardingDialog({ onClose }: { onClose: () => void }) {
  const [paid, setPaid] = useState(readPaidCheckout);
  if (paid) return <PaidNotice paid={paid} onClose={onClose} onStartAnother={() => setPaid(null)} />;
  return <Wizard onClose={onClose} />;
}

/** The six-step onboarding wizard; its draft is kept in this browser. */
function Wizard({ onClose }: { onClose: () => void }) {
  const initial = useMemo(() => {
    const draft = loadDraft();
    return { values: draft.values, step: resumeStep(draft.step, draft.values) };
  }, []);
  const form = useForm<WizardValues>({ defaultValues: initial.values });
  const values = useWatch({ control: form.control }) as WizardValues;
  const { touchedFields } = form.formState;
  const [step, setStep] = useState(initial.step);
  const [showAll, setShowAll] = useState(false);
  const [paying, setPaying] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  useEffect(() => saveDraft({ step, values }), [step, values]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step
  useEffect(() => {
    // After Next or Previous (not on opening): start the new step at its top, read out its title.
    if (!movedRef.current) return;
    bodyRef.current?.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  const issues = stepIssues(step, values);
  const valid = Object.keys(issues).length === 0;
  const touched = touchedFields as Partial<Record<FieldName, unknown>>;
  const context = { errorOf: (name: FieldName) => (showAll || touched[name] ? issues[name] : undefined) };

  function go(to: number) {
    movedRef.current = true;
    setShowAll(false);
    setStep(to);
  }

  function next(event?: FormEvent) {
    event?.preventDefault();
    if (step === LAST) return;
    if (!valid) {
      setShowAll(true);
      return;
    }
    go(step + 1);
  }

  async function pay() {
    setPaying(true);
    const url = await submitAndCheckout(form.getValues());
    if (url) window.location.assign(url);
    else setPaying(false);
  }

  const Body = STEP_BODIES[step] ?? CompanyStep;
  const number = step + 1;
  const percent = Math.round((number / ONBOARDING_STEPS.length) * 100);
  const title = ONBOARDING_STEPS[step]?.title ?? "";

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-xl sm:max-h-[calc(100dvh-4rem)]"
          onPointerDownOutside={(event) => paying && event.preventDefault()}
        >
          <header className="border-b border-slate-200 px-4 pt-4 pb-4 sm:px-6 sm:pt-5">
            <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900 sm:text-xl">
              Launch Your Campaign
            </RadixDialog.Title>
            <RadixDialog.Description className="mt-0.5 text-sm text-slate-500">
              Six short steps, then a secure checkout. Your answers are saved as you go.
            </RadixDialog.Description>
            <div className="mt-4 flex items-center justify-between text-sm">
              <span className="font-medium text-slate-700">
                Step {number} of {ONBOARDING_STEPS.length}
              </span>
              <span className="text-slate-500 tabular-nums">{percent}% complete</span>
            </div>
            <Progress value={percent} label="Onboarding progress" className="mt-2" />
          </header>

          <FormProvider {...form}>
            <WizardContext.Provider value={context}>
              <form onSubmit={next} noValidate className="flex min-h-0 flex-1 flex-col">
                <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
                  <h3
                    ref={headingRef}
                    tabIndex={-1}
                    className="mb-4 text-base font-semibold text-slate-900 outline-none sm:text-lg"
                  >
                    {number}. {title}
                  </h3>
                  <Body />
                </div>
                <footer className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50/80 px-4 py-3 sm:px-6 sm:py-4">
                  <Button variant="secondary" disabled={step === 0 || paying} onClick={() => go(step - 1)}>
                    <ArrowLeft aria-hidden />
                    Previous
                  </Button>
                  {step < LAST ? (
                    <Button type="submit" disabled={!valid}>
                      {step === LAST - 1 ? "Proceed to Payment" : "Next"}
                      <ArrowRight aria-hidden />
                    </Button>
                  ) : (
                    <Button onClick={pay} disabled={paying} aria-busy={paying}>
                      {paying ? (
                        <LoaderCircle className="animate-spin" aria-hidden />
                      ) : (
                        <CreditCard aria-hidden />
                      )}
                      {paying ? "Opening checkout..." : "Pay Securely"}
                    </Button>
                  )}
                </footer>
              </form>
            </WizardContext.Provider>
          </FormProvider>

          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
