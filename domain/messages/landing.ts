// The landing page: its search and create panels, how it works and the occasions.

export const landing = {
  searchPlaceholder: "Enter MyPin to search",
  getDirections: "Get Directions",
  createPlaceholder: "Enter a name for your place",
  createButton: "Create MyPin",
  manageButton: "Manage MyPins",
  signInNote: "Sign in required at confirmation",
  howItWorks: "How it works",
} as const;

export const landingPage = {
  headline: "A short name for every place",
  tagline: "Search a MyPin to get directions, or create your own for the places that matter to you.",
  searchTitle: "Find a place",
  searchIntro: "Type a MyPin to get directions to it.",
  topSearched: "Popular MyPins",
  createTitle: "Name your place",
  createIntro: "Give your home, shop or venue a name anyone can find.",
  formatHelpHeading: "Allowed formats",
  howItWorksSteps: [
    { title: "Name it", body: "Choose a short, memorable MyPin and place it on the map." },
    { title: "Share it", body: "Send the link or print the QR code for guests and customers." },
    { title: "Find it", body: "Anyone searches the MyPin and gets directions in their map app." },
  ],
  occasionsTitle: "Made for every place",
  occasions: ["Homes", "Shops", "Wedding venues", "Rentals", "Private plates"],
} as const;
