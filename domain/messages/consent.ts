// The cookie banner, /cookie-settings and the analytics beacon (accounts-admin sections 2 and 4).

export const cookieBanner = {
  title: "We use cookies",
  body: "We use necessary cookies to keep you signed in. With your consent we also count page views with our own analytics, which never leave MyPin.",
  region: "Cookie consent",
  accept: "Accept",
  deny: "Deny",
  settings: "Settings",
  policyLink: "Cookie policy",
  settingsLink: "Cookie settings",
} as const;

export const cookieSettings = {
  title: "Cookie Settings",
  intro: "Choose which cookies MyPin may use. You can change your choice here at any time.",
  necessaryTitle: "Necessary",
  necessaryBody:
    "Always on. mypin_access and mypin_refresh keep you signed in; cookies-consent remembers this choice for 1 year.",
  alwaysOn: "Always on",
  analyticsTitle: "Analytics",
  analyticsBody:
    "mypin_analytics holds a random visitor id for 2 years, so our own analytics can count page views and searches. Nothing is shared with third parties.",
  analyticsLabel: "Allow analytics cookies",
  save: "Save",
  saved: "Your cookie choice is saved.",
  current: (choice: "accepted" | "denied" | null) =>
    choice === null
      ? "Current choice: none yet"
      : `Current choice: analytics ${choice === "accepted" ? "accepted" : "denied"}`,
} as const;

export const analyticsEvents = {
  tooMany: "Too many analytics events. Please try again later.",
} as const;

// The dashboard's page-view and event charts.
export const eventCharts = {
  pageViewsTitle: "Page views per day",
  pageViewsLabel: (days: number) => `Page views per day over the last ${days} days`,
  eventsTitle: "Events in the last 30 days",
  eventsEmpty: "No events recorded yet",
  loading: "Loading events...",
  loadFailed: "Failed to load events",
  type: "Event",
  count: "Count",
  types: { page_view: "Page views", search: "Searches", begin_checkout: "Checkouts begun", share: "Shares" },
} as const;
