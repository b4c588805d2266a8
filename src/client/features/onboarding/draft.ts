import { TERMS } from "../../../shared/contracts/onboarding";
import { DRAFT_KEY } from "../../shared/onboarding-draft-key";

/** The wizard's values while they are being filled: every choice starts empty (""). */
export interface WizardValues {
  fullName: string;
  authorized: boolean;
  linkedinProfile: string;
  package: string;
  hearAbout: string;
  companyName: string;
  contactEmail: string;
  website: string;
  phoneNumber: string;
  calendlyLink: string;
  targeting: string;
  industries: string;
  jobTitles: string;
  authorityLevel: string;
  monthlyRevenue: string;
  customerRevenue: string;
  prospectLocation: string;
  additionalInfo: string;
  messagingStyle: string;
  specialOffer: string;
  coreProduct: string;
  proofPoint: string;
  painPoint: string;
  oneLineDescription: string;
  coldOpenMessage: string;
  campaignManagement: string;
  termsAccepted: boolean[];
}

export const EMPTY_VALUES: WizardValues = {
  fullName: "",
  authorized: false,
  linkedinProfile: "",
  package: "",
  hearAbout: "",
  companyName: "",
  contactEmail: "",
  website: "",
  phoneNumber: "",
  calendlyLink: "",
  targeting: "",
  industries: "",
  jobTitles: "",
  authorityLevel: "",
  monthlyRevenue: "",
  customerRevenue: "",
  prospectLocation: "",
  additionalInfo: "",
  messagingStyle: "",
  specialOffer: "",
  coreProduct: "",
  proofPoint: "",
  painPoint: "",
  oneLineDescription: "",
  coldOpenMessage: "",
  campaignManagement: "",
  termsAccepted: TERMS.map(() => false),
};

export interface WizardDraft {
  /** 0-based index of the step on screen. */
  step: number;
  values: WizardValues;
}

/** The saved draft merged over empty values (unknown or mistyped entries are dropped), or a fresh one. */
export function loadDraft(): WizardDraft {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return { step: 0, values: EMPTY_VALUES };
    const parsed = JSON.parse(raw) as { step?: unknown; values?: Record<string, unknown> };
    const values: Record<string, unknown> = { ...EMPTY_VALUES };
    for (const [key, fallback] of Object.entries(EMPTY_VALUES)) {
      const saved = parsed.values?.[key];
      if (Array.isArray(fallback)) {
        if (Array.isArray(saved)) values[key] = fallback.map((_, index) => saved[index] === true);
      } else if (typeof saved === typeof fallback) {
        values[key] = saved;
      }
    }
    const step = typeof parsed.step === "number" && parsed.step >= 0 && parsed.step <= 5 ? parsed.step : 0;
    return { step: Math.floor(step), values: values as unknown as WizardValues };
  } catch {
    return { step: 0, values: EMPTY_VALUES };
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, only without a draft.
  }
}
