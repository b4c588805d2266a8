import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button";
import { toastFailure } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/toast-store";
import { useResendVerification } from "./api";

type ResendVerificationButtonProps = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & {
  label?: string;
};

/** Mails the signed-in user a new confirmation link and toasts the server's answer. */
export function ResendVerificationButton({
  label = "Send it again",
  ...buttonProps
}: ResendVerificationButtonProps) {
  const resend = useResendVerification();

  async function send() {
    try {
      const result = await resend.mutateAsync();
      toast({ title: "Confirmation link sent", description: result.message });
    } catch (error) {
      toastFailure("Error", error, "Could not send the confirmation link. Please try again.");
    }
  }

  return (
    <Button
      {...buttonProps}
      onClick={() => void send()}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
    >
      {resend.isPending ? "Sending..." : label}
    </Button>
  );
}
