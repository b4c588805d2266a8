import { errorMessage } from "../../lib/api";
import { toast } from "./toast-store";

/** An error toast: what did not happen, then the server's reason, or `fallback` where it gave none. */
export function toastFailure(title: string, error: unknown, fallback = "Please try again."): void {
  toast({ title, description: errorMessage(error, fallback), variant: "destructive" });
}
