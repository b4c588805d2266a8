import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "../../lib/cn";
import { topDialog } from "./open-dialogs";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "./toast-store";

/**
 * A toast is the newest layer on the page, so Escape would close it rather than the dialog under it:
 * unless the key was pressed inside the toast, the dialog gets it (its own rules say whether it closes).
 */
function passEscapeToDialog(event: KeyboardEvent) {
  const dialog = topDialog();
  if (!dialog) return;
  if (event.target instanceof Element && event.target.closest("[data-toast]")) return;
  event.preventDefault();
  dialog.close();
}

/** Radix toasts with the spec's constants: swipe right past 50 px to dismiss, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          onEscapeKeyDown={passEscapeToDialog}
          data-toast
          className={cn(
            "group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-[toast-in_150ms_ease-out] data-[state=closed]:animate-[toast-out_100ms_ease-in]",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-[toast-out_100ms_ease-in]",
            item.variant === "destructive"
              ? "border-red-200 bg-red-50 text-red-900"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="ml-auto shrink-0 self-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 opacity-60 hover:opacity-100"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
