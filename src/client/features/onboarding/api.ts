import { onboardingEndpoints as api } from "../../../shared/contracts/endpoints/onboarding";
import {
  type CheckoutRequest,
  type OnboardingSubmitted,
  onboardingSchema,
} from "../../../shared/contracts/onboarding";
import { toastFailure } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { callEndpoint } from "../../lib/endpoints";
import type { WizardValues } from "./draft";

/**
 * Step 6: stores the form, then opens a checkout for it and answers the checkout's URL; null when
 * either call failed (its toast is already shown).
 */
export async function submitAndCheckout(values: WizardValues): Promise<string | null> {
  const parsed = onboardingSchema.safeParse(values);
  if (!parsed.success) {
    toast({
      title: "Submission Failed",
      description: parsed.error.issues[0]?.message ?? "Please try again or contact support.",
    });
    return null;
  }
  let submitted: OnboardingSubmitted;
  try {
    submitted = await callEndpoint(api.submit, { body: parsed.data });
  } catch (error) {
    toast({
      title: "Submission Failed",
      description: errorMessage(error, "Please try again or contact support."),
    });
    return null;
  }
  const form = parsed.data;
  const checkout: CheckoutRequest = {
    userId: submitted.id,
    metadata: {
      package: form.package,
      companyName: form.companyName,
      contactEmail: form.contactEmail,
      fullName: form.fullName,
      websiteUrl: form.website,
      industry: form.industries,
      targetProspects: form.jobTitles,
    },
  };
  try {
    const { url } = await callEndpoint(api.createCheckoutSession, { body: checkout });
    if (!url) throw new Error("Failed to create checkout session");
    return url;
  } catch (error) {
    toastFailure("Payment Setup Failed", error, "Unable to set up payment. Please try again.");
    return null;
  }
}
