import { LoaderCircle } from "lucide-react";
import { type ComponentType, lazy, Suspense } from "react";

type DialogModule = { default: ComponentType<{ onClose: () => void }> };

// The wizard belongs to the onboarding feature; the app says where its code is (app/router.tsx).
let load: () => Promise<DialogModule> = () =>
  Promise.reject(new Error("The onboarding wizard is not provided"));
const OnboardingDialog = lazy(() => load());

export function provideOnboardingDialog(loader: () => Promise<DialogModule>): void {
  load = loader;
}

/** Starts loading the wizard's code early (on hover or focus of what opens it). */
export function preloadOnboarding(): void {
  void load();
}

/** The onboarding wizard, whose code loads only when it first opens (the landing page stays small). */
export function OnboardingLauncher({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50">
          <span
            role="status"
            className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-sm shadow-lg"
          >
            <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
            Loading...
          </span>
        </div>
      }
    >
      <OnboardingDialog onClose={onClose} />
    </Suspense>
  );
}
