/** The extension's tab API, or null when the panel page runs outside the extension (a plain tab). */
export const tabsApi = (): typeof chrome.tabs | null =>
  typeof chrome !== "undefined" && chrome.tabs ? chrome.tabs : null;
