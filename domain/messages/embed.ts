// A pin's card on another site's page, in an iframe (worker/routes/embed.ts): our words, beside
// the result page's own, which the card reuses (directions, the arrival note's heading).

export const embedCard = {
  // A card whose name is no pin's (any more): the pin was released, renamed, or never was.
  notFoundDetail: "This MyPin does not exist, or no longer does.",
  // The card's link to the pin's own page on MyPin, which opens in a new tab.
  openInMyPin: "Open in MyPin",
} as const;
