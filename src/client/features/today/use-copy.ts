import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/toast-store";

/** How long a Copy button says "Copied". */
export const COPIED_MS = 2000;

/**
 * Copies text with the Clipboard API; `copiedKey` names what was copied last for COPIED_MS, so its
 * button can say "Copied". A refused copy says so in a toast.
 */
export function useCopy() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (key: string, text: string) => {
    try {
      if (!navigator.clipboard) throw new Error("The Clipboard API is not available");
      await navigator.clipboard.writeText(text);
      clearTimeout(timer.current);
      setCopiedKey(key);
      timer.current = setTimeout(() => setCopiedKey(null), COPIED_MS);
    } catch (error) {
      toast({
        title: "Copy failed",
        description:
          error instanceof Error && error.message ? error.message : "The browser refused the copy.",
        variant: "destructive",
      });
    }
  }, []);

  return { copiedKey, copy };
}
