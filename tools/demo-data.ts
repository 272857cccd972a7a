// Demo data for `npm start` and the browser tests: pins of every tier at real places, and one
// verified account per role. The passwords are printed on start; they are for local use only.
export const DEMO_ACCOUNTS = {
  owner: {
    id: "demo-owner",
    email: "demo@mypin.app",
    displayName: "MyPin Demo",
    password: "Demo-Owner-2026!",
    role: null,
  },
  helpDesk: {
    id: "demo-help-desk",
    email: "helpdesk@mypin.app",
    displayName: "MyPin Help Desk",
    password: "Demo-HelpDesk-2026!",
    role: "help_desk",
  },
  admin: {
    id: "demo-admin",
    email: "admin@mypin.app",
    displayName: "MyPin Admin",
    password: "Demo-Admin-2026!",
    role: "system_admin",
  },
} as const;

export const DEMO_OWNER = { userName: DEMO_ACCOUNTS.owner.displayName, userEmail: DEMO_ACCOUNTS.owner.email };

// Each with the town a reverse look-up finds for it (stored by the seed: `npm start` is offline),
// some with the arrival note their owner would write, and how many months ago it was bought: its
// yearly subscription started then (tools/demo-subscriptions.ts), so each renews on its own date.
export const DEMO_PINS = [
  {
    mypin: "corner shop!",
    latitude: 51.513845,
    longitude: -0.098351,
    searchCount: 42,
    town: "London",
    country: "GB",
    note: "Open 7am till late, every day.\nThe door is on Cheapside, next to the bus stop.",
    boughtMonthsAgo: 10,
  },
  {
    mypin: "seaside cottage",
    latitude: 50.81952,
    longitude: -0.13642,
    searchCount: 17,
    town: "Brighton and Hove",
    country: "GB",
    note: "Key safe by the blue gate: the code is in your booking e-mail.\nPark on the street; the drive is the neighbours'.",
    boughtMonthsAgo: 7,
  },
  {
    mypin: "my.pin2",
    latitude: 48.85837,
    longitude: 2.294481,
    searchCount: 35,
    town: "Paris",
    country: "FR",
    note: null,
    boughtMonthsAgo: 5,
  },
  {
    mypin: "harbour.view",
    latitude: -33.856784,
    longitude: 151.215297,
    searchCount: 8,
    town: "Sydney",
    country: "AU",
    note: null,
    boughtMonthsAgo: 3,
  },
  {
    mypin: "my3.house6.place",
    latitude: 40.748817,
    longitude: -73.985428,
    searchCount: 23,
    town: "New York",
    country: "US",
    note: "Ring 6B. The lift is round the back.",
    boughtMonthsAgo: 8,
  },
  {
    mypin: "rose.garden.wedding",
    latitude: 51.501364,
    longitude: -0.14189,
    searchCount: 5,
    town: "London",
    country: "GB",
    note: "Guests: enter by the garden gate on Constitution Hill from 1pm.",
    boughtMonthsAgo: 2,
  },
] as const;

// A holiday let the demo owner is selling, to try handing a MyPin on with (Transfer, on the manage
// page): seeded and bought as the demo pins are, but not among them, since the browser tests
// transfer it away and the demo pins must stay the demo owner's.
export const HANDOVER_PIN = {
  mypin: "lake.cabin",
  latitude: 54.380208,
  longitude: -2.907178,
  searchCount: 3,
  town: "Windermere",
  country: "GB",
  note: "Check-in from 4pm. The key is in the lockbox by the boathouse.",
  boughtMonthsAgo: 6,
};

// Every pin the seed writes for the demo owner.
export const SEEDED_PINS = [...DEMO_PINS, HANDOVER_PIN];
