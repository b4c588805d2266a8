import { toast } from "../components/ui/toast-store";

/** Copies `text` with the Clipboard API; spec section 8's 'Copied to clipboard' or 'Copy failed'. */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("The Clipboard API is not available");
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to clipboard", description: what });
    return true;
  } catch {
    toast({
      title: "Copy failed",
      description:
        "The browser did not allow copying. Select the text and copy it with the keyboard instead.",
      variant: "destructive",
    });
    return false;
  }
}
