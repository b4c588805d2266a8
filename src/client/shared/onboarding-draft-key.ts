/** Where the wizard keeps its draft between openings and page loads (this browser only). */
export const DRAFT_KEY = "outreach-desk:onboarding-draft";

/** Forgets the draft once the campaign is paid for (on /success); a cancelled checkout keeps it for Try Again. */
export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
