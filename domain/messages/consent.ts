// The cookie banner, /cookie-settings and the analytics beacon.

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
    "mypin_access and mypin_refresh keep you signed in; mypin_sign_up lets the browser that began a sign-up finish it; mypin_hold keeps a name you are buying held for you while signed out; cookies-consent remembers this choice for 1 year.",
  alwaysOn: "Always on",
  analyticsTitle: "Analytics",
  analyticsBody:
    "mypin_analytics holds a random visitor id for 2 years, so our own analytics can count page views, checkouts begun and links copied. Nothing is shared with third parties.",
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

// The dashboard's page views per day and counts per event type.
export const eventCharts = {
  section: "Page views and events",
  chartTitle: (days: number) => `Page views per day, last ${days} days`,
  chartSummary: (total: number, days: number, max: number, busiest: string) =>
    `${total} page views in the last ${days} days; the busiest day, ${busiest}, had ${max}.`,
  chartTable: "Page views per day",
  day: "Day",
  count: "Page views",
  empty: (days: number) => `No page views were recorded in the last ${days} days`,
  failed: "Failed to fetch the page views and events",
  typesCaption: (days: number) => `Events in the last ${days} days`,
  type: "Event",
  typeCount: "Count",
  types: { page_view: "Page views", begin_checkout: "Checkouts begun", share: "Links copied" },
} as const;
