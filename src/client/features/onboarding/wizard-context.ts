import { createContext, useContext } from "react";
import type { WizardValues } from "./draft";

export type FieldName = Exclude<keyof WizardValues, "termsAccepted"> | "termsAccepted";

export interface WizardContextValue {
  /** The current step's message for a field, once the field was touched (or Next was tried). */
  errorOf: (name: FieldName) => string | undefined;
}

export const WizardContext = createContext<WizardContextValue>({ errorOf: () => undefined });

export const useWizard = () => useContext(WizardContext);
