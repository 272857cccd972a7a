import { plural } from "./plural.ts";

// Buying a name: holds, the availability checker and reservation, the create page, promotion
// codes, checkout and the payment return pages.

// Ours: why a trial code is refused, said before checkout instead of the bare 'Invalid promotion code'.
export const promoRefusal = {
  wrongTier: (code: string, tier: "premium" | "basic") =>
    `${code} gives a free trial on ${tier === "premium" ? "Premium" : "Basic"} names only.`,
  trialUsed: "This account has already had its free trial.",
};

// Ours: what a promotion code takes off, in the toast that says it was applied.
export const discountWords = {
  daysFree: (days: number) => plural("en", days, { one: "# day free", other: "# days free" }),
  percentOff: (percent: number) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} off`,
  noDiscount: "no discount",
};

// Ours: one free trial per account and one per card, which is known only once it has paid; a trial
// refused then ends at once, and the buyer reads why on the success page and in an e-mail.
export const trialLimits = {
  checkoutReplaced: "Another checkout with your free trial was opened at the same time. Please start again.",
  refusedTitle: "Your free trial did not start",
  refused: {
    account:
      "This account has already had its free trial, so the subscription started today and its first year has been charged.",
    card: "The card you paid with has already had a free trial, so the subscription started today and its first year has been charged.",
  },
} as const;

export const create = {
  paymentFailed: "Payment Error: Failed to initiate payment. Please try again.",
  authToPay: "Authentication Error: Please sign in to continue with payment",
  authAgain: "Authentication Error: Please sign in again to continue",
  promoIssue: "Promotion Code Issue",
  promoUnavailable: "Unable to validate promotion code. Please try again.",
  promoInvalid: "Invalid promotion code",
  promoErrorTitle: "Promotion Code Error",
  secureFailed: "Failed to secure MyPin for creation. Please try again.",
  coordinatesFailed: "Failed to update coordinates. Please try again.",
  noLongerAvailable: "MyPin No Longer Available: This MyPin was taken by another user during your virtual reservation.",
  // The name held while signed out could not be handed to the account just signed in.
  purchaseResumeFailed: "Failed to continue with purchase. Please try again.",
  // A purchase reopened on the create page could not hold its name again.
  creationResumeFailed: "Failed to continue with MyPin creation. Please try again.",
  noCheckoutUrl: "No checkout URL received from payment service",
  requiredForPayment: "MyPin is required for payment",
  creatingTitle: (name: string) => `Creating MyPin: ${name}`,
  editingTitle: (name: string) => `Editing Location: ${name}`,
  addressPlaceholder: "Enter an address...",
  markerHint: "Move the pointer to the exact location you want",
  buy: "Buy MyPin",
  save: "Save MyPin",
  placeHelpTitle: "How to Place Your MyPin",
  loading: "Loading your MyPin...",
} as const;

// Ours: why a hold is refused for now (docs/decisions/019 and 031).
export const holdLimits = {
  perAccount: "You can hold at most 10 MyPins at once. Buy one or let one go before holding another.",
  perBrowser: "You can hold at most 3 MyPins at once without signing in. Sign in to hold more, or let one go first.",
  // Ours: signed-out holds per client address.
  perAddress:
    "Too many MyPins are held from your network without signing in. Sign in to hold one, or try again in a few minutes.",
  // Ours: checkouts started and not paid, per name and account.
  unpaidCheckouts:
    "You have started two checkouts for this MyPin in the last day without paying, so it is free for others for now. Please try again later.",
  timeLimit:
    "You have held this MyPin for 30 minutes without paying, so it is free for others for a while. Please try again later.",
} as const;

export const paymentLimits = {
  tooMany: "Too many payment requests. Please wait a while before trying again.",
} as const;

export const locks = {
  noLongerAvailable: "MyPin is no longer available",
  reservedByAnother: "MyPin was reserved by another user",
  lockFailed: "Failed to create temporary lock",
} as const;

export const availability = {
  taken: "So sorry, someone else has that MyPin - Try another",
  reserved: "This MyPin is temporarily reserved by another user. Please try another or come back later.",
  unable: "Unable to check availability. Please try again.",
  cancelAnytime: "Cancel anytime",
  reservationLost: "This MyPin is no longer reserved for you. Please start over.",
  reservationUnverified: "Unable to verify MyPin reservation. Please try again.",
  timeExpired: "Time expired. Please check availability again.",
  protectionExpired: "Your MyPin protection has expired. Please start over.",
} as const;

// The availability checker (/landing) and the reservation page (/landing2): our own words for
// what the spec names but does not word.
export const availabilityPage = {
  intro:
    "Type the name you want for your place. We check its format as you type; when it is free we hold it for you while you put it on the map.",
  nameLabel: "Your MyPin",
  namePlaceholder: "e.g. Rose.Cottage",
  check: "Check availability",
  title: "Check if your perfect name is available",
} as const;

export const reservationPage = {
  checking: "Checking your reservation...",
  intro: "This name is held for you. Place it on the map before the timer runs out.",
  tierPrice: (tier: string, price: string) => `${tier} · ${price}`,
  timerLabel: "Time left to complete your MyPin",
  placeOnMap: "Place your MyPin on the map",
  chooseAnother: "Choose another name",
  returning: "Taking you back to the availability checker...",
  title: "Your MyPin is reserved",
} as const;

export const paymentReturn = {
  sessionNotFound: "Error: Payment session not found. Please try again.",
  // The MyPin a paid checkout bought could not be saved just now (no answer, a fault of ours or of
  // the payment provider): asking again can still succeed.
  saveFailed: "Error: Failed to save MyPin",
  unsuccessful: "Error: Payment unsuccessful MyPin not saved to your account",
  // Our own words for the rare lost race (docs/decisions/006): the buyer paid, someone else's
  // purchase of the same name completed first, and the payment was returned.
  refunded:
    "Error: Payment unsuccessful MyPin not saved to your account. Someone else completed this MyPin first; your payment has been refunded and we have e-mailed you.",
} as const;

export const success = {
  createdSuccessfully: "MyPin created successfully",
  created: "MyPin Created!",
  // Ours: the spec's success page knows only new pins, and a renewal keeps the owner's pin.
  renewed: "MyPin Renewed!",
  coordinatesUpdated: "Coordinates Updated!",
  coordinatesCopied: "Coordinates copied!",
  promoApplied: "Promo Code Applied!",
  promoAppliedDetail: (discount: string) => `You'll receive ${discount} on your subscription`,
} as const;

// The create page's help, in buying and in edit mode alike, up to the last step.
const PLACING_STEPS = [
  "Search an address, or pan and zoom the map to the area.",
  "Drag the pointer, or tap the map, to mark the exact spot.",
] as const;

// Texts of the purchase screens that the spec names but does not word: the create page's map and
// controls, the promotion-code dialogs and the payment return pages.
export const purchase = {
  latitude: "Latitude",
  longitude: "Longitude",
  mapLabel: (name: string) => `Map for placing ${name}`,
  markerLabel: "Your MyPin: drag it, or move it with the arrow keys",
  searchAddress: "Search",
  movedTo: (place: string) => `Map moved to ${place}`,
  placeHelpIntro: "Three steps to the right spot:",
  placeSteps: [...PLACING_STEPS, "Press Buy MyPin to choose a promotion code and pay."],
  editSteps: [...PLACING_STEPS, "Press Save MyPin to store the new place."],
  promoTitle: "Have a promotion code?",
  promoIntro: "Enter it to get your discount, or skip straight to payment.",
  promoLabel: "Promotion code",
  apply: "Apply",
  skip: "Skip",
  tryAnotherCode: "Try Another Code",
  skipAndContinue: "Skip & Continue",
  confirming: "Confirming your payment...",
  tier: "Tier",
  price: "Price",
  shareLink: "Share link",
  viewPin: "View your MyPin",
  retry: "Try again",
  cancelledBody: (name: string) => `Nothing was charged, and ${name} is no longer held for you.`,
  cancelledNoName: "Nothing was charged.",
  cancelledTitle: "Payment Cancelled",
} as const;
