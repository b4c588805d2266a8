import { useEffect } from "react";

export const PRODUCT_NAME = "Outreach Desk";

/** Sets the browser tab title to "Outreach Desk — <title>" while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${PRODUCT_NAME} — ${title}` : PRODUCT_NAME;
  }, [title]);
}
