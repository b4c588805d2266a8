import { CardContent } from "../../components/ui/card";
import { toastFailure } from "../../components/ui/failure-toast";
import { RegionCard } from "../../components/ui/region-card";
import { Spinner } from "../../components/ui/spinner";
import { Switch } from "../../components/ui/switch";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { useAgencySecurity, useRequireSecondFactor } from "./security-api";

/** Settings > Security (the owner only): require a second factor of all staff. */
export function SecurityTab() {
  const security = useAgencySecurity();
  const save = useRequireSecondFactor();

  const change = (required: boolean) =>
    save.mutate(required, {
      onSuccess: () =>
        toast({
          title: required ? "Second factor required" : "Second factor optional",
          description: required
            ? "Staff without one are asked to set it up right after they sign in, and can do nothing else until then."
            : "Staff choose for themselves whether to use a second factor.",
        }),
      onError: (error) => toastFailure("The setting was not changed", error),
    });

  return (
    <RegionCard
      title="Second factor for staff"
      description="Require every owner, manager and SDR to sign in with a code from an authenticator app after their password. Clients are not asked."
    >
      <CardContent>
        {security.isPending ? (
          <Spinner />
        ) : security.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(
              security.error,
              "Could not load the security settings. Reload the page to try again.",
            )}
          </p>
        ) : (
          <Switch
            checked={security.data.secondFactorRequired}
            onCheckedChange={change}
            label="Require a second factor for all staff"
          />
        )}
      </CardContent>
    </RegionCard>
  );
}
