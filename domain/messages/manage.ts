import { plural } from "./plural.ts";

// The owner's manage page: the list, editing a location, cancelling, links and QR codes.

export const manage = {
  ownerTitle: "Manage My MyPins",
  loading: "Loading your MyPins...",
  emptyTitle: "No MyPins yet",
  emptyBody: "Create your first MyPin to start organizing your locations",
  coordinatesUpdatedBadge: "Coordinates Updated",
  cancel: "Cancel",
  cancelled: "Cancelled",
  cancellationRequested: "Cancellation requested",
  editLocation: "Edit Location",
  shareLinkTooLong: "MyPin creates a URL too long for reliable QR code generation",
  loadFailed: "Failed to load MyPins",
  copyFailed: "Copy Failed",
  qrFailed: "Failed to generate QR code. Please try again.",
  recordCancellationFailed: (detail: string) => `Failed to record cancellation: ${detail}`,
  cancellationSubmitted: "Cancellation Submitted",
  cancellationScheduled: "Cancellation Scheduled",
  linkCopied: "MyPin Link Copied!",
  qrDownloaded: "QR Code downloaded!",
  cancelSubscriptionTitle: "Cancel Subscription",
  confirmCancellation: "Confirm Cancellation",
} as const;

// The manage page's own words: the spec names its columns, buttons and dialogs but does not word
// the count, the paging, the dialog's body or the toasts' details.
export const managePage = {
  countCreated: (count: number) => plural("en", count, { one: "# MyPin created", other: "# MyPins created" }),
  signInPrompt: "Sign in to see and manage the MyPins you own.",
  groupHeading: (tier: string, count: number) => `${tier} (${count})`,
  columns: {
    name: "MyPin Name",
    link: "MyPin Link",
    copyLink: "Copy Link",
    qrCode: "QR Code",
    searchCount: "Search Count",
    latitude: "Latitude",
    longitude: "Longitude",
    created: "Created",
    lastUpdated: "Last Updated",
    actions: "Actions",
  },
  copyLink: "Copy Link",
  searchHistory: (count: number, days: number) =>
    plural("en", count, { one: `# search in the last ${days} days`, other: `# searches in the last ${days} days` }),
  qrCode: "QR Code",
  pagination: "MyPins pages",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous",
  next: "Next",
  retry: "Try again",
  cancelDialogBody: (name: string) =>
    `The cancellation of ${name} is scheduled with our payment provider. ${name} stays live until the end of the current billing period, and we will send you a confirmation e-mail.`,
  keepSubscription: "Cancel",
  scheduledDetail: (name: string, date: string) => `${name} stays live until ${date}.`,
  submittedDetail: "Your request is saved. We will finish it with our payment provider and e-mail you.",
  unreachable: "MyPin could not be reached",
} as const;

// Our own words for where a pin's subscription stands (docs/decisions/023); the spec has none.
export const standing = {
  graceTitle: (name: string) => `${name} has stopped renewing`,
  graceBody: (date: string) =>
    `Its last payment did not go through, so its subscription has ended. It keeps working until ${date}, then the name is released unless you renew it.`,
  renew: "Renew",
  renewFailed: (detail: string) => `Could not start the renewal: ${detail}`,
  ended: "This MyPin's subscription has ended. It will be released shortly.",
  endsOn: (date: string) => `Ends ${date}`,
  renewsOn: (date: string) => `Renews ${date}`,
  paymentFailed: "The last payment failed. We will try again; please update your card.",
  updateCard: "Update card",
} as const;

// The page the renewal and failed-payment e-mails link to, which opens the billing portal.
export const billingPage = {
  title: "Billing settings",
  opening: "Opening your billing settings...",
  failed: "Your billing settings could not be opened.",
  retry: "Try again",
  signInFirst: "Sign in to see your billing settings.",
} as const;

// Our own words for a stored QR's signed link (docs/decisions/007); the spec has none.
export const qrLink = {
  invalid: "This QR code link is not valid",
  expired: "This QR code link has expired. Please download the QR code again.",
} as const;

export const qr = {
  noInput: "No input text",
  tooBig: "The amount of data is too big to be stored in a QR Code",
} as const;

// Ours: QR codes are made on request, so their requests are limited (docs/decisions/013).
export const qrLimits = {
  tooMany: "Too many QR code requests. Please wait a while before trying again.",
} as const;

// The arrival note's dialog on the manage page (domain/arrival-notes.ts); our words.
export const arrivalNotes = {
  edit: "Arrival note",
  dialogTitle: (name: string) => `Arrival note for ${name}`,
  dialogBody:
    "Tell visitors what they need once they are there. Everyone who looks up this MyPin sees it, under the directions and on its share link.",
  label: "Note",
  placeholder: "Ring the bell at gate 2. Parking behind the barn.",
  charactersLeft: (count: number) => plural("en", count, { one: "# character left", other: "# characters left" }),
  charactersOver: (count: number) =>
    plural("en", count, { one: "# character too many", other: "# characters too many" }),
  save: "Save note",
  cancel: "Cancel",
  saved: "Arrival note saved",
  removed: "Arrival note removed",
  saveFailed: (detail: string) => `Could not save the arrival note: ${detail}`,
  tooLong: "An arrival note is at most 280 characters.",
  expletive: "An arrival note cannot contain expletives.",
} as const;

// The embed dialog on the manage page: the snippet that puts a pin's card on the owner's own site
// (domain/embed.ts); our words. frameTitle names the frame for screen readers on that site.
export const embedDialog = {
  button: "Embed",
  title: (name: string) => `Embed ${name} on your website`,
  body: "Put this card on your website: paste the code into your page's HTML.",
  codeLabel: "Code to paste",
  copy: "Copy code",
  copied: "Embed code copied!",
  frameTitle: (name: string) => `${name} on MyPin`,
} as const;
