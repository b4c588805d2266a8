import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";

/** "Could not load <what>: <reason>" and Try again, inside a list's or a thread's message area. */
export function LoadFailure({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <>
      <p role="alert" className="text-sm text-slate-700">
        Could not load {what}: {errorMessage(error, "the server did not answer")}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
