/** The worker only opens the panel on the toolbar button; the panel itself never depends on it. */
const openPanelOnClick = () => {
  void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
};

chrome.runtime.onInstalled.addListener(openPanelOnClick);
chrome.runtime.onStartup.addListener(openPanelOnClick);
