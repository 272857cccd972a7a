// Every user-facing text of the two specs, with MyPin in place of {product}. The app and the API
// both take their words from here so a message can never drift between the two.

export const PRODUCT = "MyPin";

export const nameRules = {
  empty: "MyPin cannot be empty",
  consecutivePeriods: "Consecutive periods are not allowed",
  forbiddenCharacters: "These characters are not allowed: # % & ? + / \\ \" ' < >",
  simpleSpaces: "Simple format cannot contain spaces within words",
  basicSpaces: "Basic format cannot contain spaces within words",
  periodCount: "Invalid format with periods - must be exactly 2 words (Simple) or 3 words (Basic) separated by periods",
  premiumTooLong: "Premium MyPin must be 30 characters or less",
  shareLinkTooLong: "MyPin is too long for reliable QR code generation. Please use a shorter name.",
  invalidFormat: "Invalid MyPin format",
  validFormat: (tier: string) => `Valid ${tier} format`,
} as const;

export const formatGuide = {
  title: "MyPin Format Guide",
  premium: {
    name: "Premium",
    help: "Up to 30 characters with letters, numbers, spaces and safe punctuation",
    examples: ["My House", "Corner Shop!"],
  },
  simple: {
    name: "Simple",
    help: "Two words separated by a period, no spaces",
    examples: ["My.Pin2"],
  },
  basic: {
    name: "Basic",
    help: "Three words separated by periods, no spaces",
    examples: ["My3.House6.Place"],
  },
} as const;

export const landing = {
  searchPlaceholder: "Enter MyPin to search",
  getDirections: "Get Directions",
  createPlaceholder: "Enter a name for your place",
  createButton: "Create MyPin",
  manageButton: "Manage MyPins",
  signInNote: "Sign in required at confirmation",
  howItWorks: "How it works",
} as const;

export const signInRequired = {
  create: "You must be logged in to create a MyPin",
  viewOwn: "You must be logged in to view your MyPins",
  updateCoordinates: "You must be logged in to update MyPin coordinates",
  update: "You must be logged in to update a MyPin",
  delete: "You must be logged in to delete a MyPin",
  viewAll: "You must be logged in to view MyPins",
} as const;

export const search = {
  rateLimited: "Too many searches. Please wait a minute before trying again.",
  notFound: "MyPin not found",
  notFoundDetail: "MyPin not found: The MyPin you entered does not exist",
  failed: "Failed to search MyPin",
  resultTitle: (name: string) => `MyPin: ${name}`,
  createdBy: (user: string) => `Created by: ${user}`,
} as const;

export const create = {
  exists: "MyPin exists, choose again",
  saveFailed: "Error: Failed to save MyPin",
  paymentFailed: "Payment Error: Failed to initiate payment. Please try again.",
  authToPay: "Authentication Error: Please sign in to continue with payment",
  authAgain: "Authentication Error: Please sign in again to continue",
  promoIssue: "Promotion Code Issue",
  promoUnavailable: "Unable to validate promotion code. Please try again.",
  promoInvalid: "Invalid promotion code",
  promoErrorTitle: "Promotion Code Error",
  alreadyExists: "MyPin Already Exists: This MyPin is already taken. Please try a different name.",
  temporarilyUnavailable:
    "MyPin Temporarily Unavailable: Someone else is currently trying to create this MyPin. Please try again in a few minutes.",
  secureFailed: "Failed to secure MyPin for creation. Please try again.",
  availabilityFailed: "Failed to check MyPin availability. Please try again.",
  createFailed: "Failed to create MyPin. Please try again.",
  coordinatesFailed: "Failed to update coordinates. Please try again.",
  continueCreationFailed: "Failed to continue with MyPin creation. Please try again.",
  continuePurchaseFailed: "Failed to continue with purchase. Please try again.",
  noLongerAvailable: "MyPin No Longer Available: This MyPin was taken by another user during your virtual reservation.",
  noCheckoutUrl: "No checkout URL received from payment service",
  billingPortalFailed: "Failed to access billing portal. Please try again.",
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

export const paymentReturn = {
  sessionNotFound: "Error: Payment session not found. Please try again.",
  unsuccessful: "Error: Payment unsuccessful MyPin not saved to your account",
  // Our own words for the rare lost race of DESIGN section 5: the buyer paid, someone else's
  // purchase of the same name completed first, and the payment was returned.
  refunded:
    "Error: Payment unsuccessful MyPin not saved to your account. Someone else completed this MyPin first; your payment has been refunded and we have e-mailed you.",
} as const;

export const directions = {
  geolocationUnsupported: "Geolocation not supported",
  locationDenied: "Location access denied: Please enable location access or enter a start address",
  addressNotFound: "Address not found",
  geocodingFailed: "Geocoding failed",
  directionsFailed: "Directions failed: Could not calculate directions",
  appUnavailable: (app: string) => `${app} not available`,
  copyFailed: "Copy failed",
  opening: (app: string) => `Opening ${app}`,
  loaded: "Directions loaded",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
} as const;

export const success = {
  createdSuccessfully: "MyPin created successfully",
  created: "MyPin Created!",
  coordinatesUpdated: "Coordinates Updated!",
  coordinatesCopied: "Coordinates copied!",
  promoApplied: "Promo Code Applied!",
  promoAppliedDetail: (discount: string) => `You'll receive ${discount} on your subscription`,
} as const;

export const notFoundPage = {
  title: "Oops! Page not found",
  home: "Return to Home",
} as const;

export const coordinates = {
  invalid: "Invalid coordinates",
} as const;

export const password = {
  tooShort: "Password must be at least 8 characters long",
  tooWeak:
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
  mismatch: "Passwords do not match",
  requirements: "Password requirements",
  ruleMet: "met",
  ruleUnmet: "not met",
} as const;

// The checklist beside the password field; the spec gives only the two failure messages above.
export const passwordChecklist = [
  "At least 8 characters",
  "One uppercase letter",
  "One lowercase letter",
  "One number",
  "One special character",
] as const;

export const auth = {
  welcome: "Welcome to MyPin",
  backToHome: "Back to Home",
  signIn: "Sign In",
  signUp: "Sign Up",
  signingIn: "Signing in...",
  forgotPassword: "Forgot your password?",
  sending: "Sending...",
  resetSent: "Password reset email sent! Check your inbox for instructions.",
  createAccount: "Create Account",
  sendingVerification: "Sending verification...",
  checkEmail: "Check Your Email",
  junkHint: "Can't find it? Check your junk/spam folder",
  codeExpiresIn: (mmss: string) => `Code expires in ${mmss}`,
  verifying: "Verifying your code...",
  verifyCode: "Verify Code",
  resendCode: "Resend Code",
  resendIn: (n: number) => `Resend in ${n}s`,
  backToSignUp: "Back to Sign Up",
  attemptsRemaining: (n: number) => `${n} verification attempts remaining`,
  accountExists: "An account with this email already exists. Please sign in instead.",
  signUpFailed: "Sign up failed. Please try again.",
  tooManyAttempts: "Too many verification attempts. Please request a new code.",
  codeExpiredOrInvalid: "Verification code expired or invalid. Please request a new code.",
  networkError: "Network or server error. Please check your connection and try again.",
  verificationFailed: "Verification failed. Please try again.",
  resendTooMany: "Too many requests. Please wait before requesting another code.",
  emailUnverifiable: "Unable to verify email. Please try again later.",
  sendCodeFailed: "Failed to send verification code. Please try again.",
  incorrectCredentials: "Incorrect email or password. Please check your credentials and try again.",
  emailNotConfirmed: "Please check your email and click the confirmation link before signing in.",
  tooManySignIns: "Too many sign-in attempts. Please wait a moment before trying again.",
  invalidEmail: "Please enter a valid email address.",
  // Not worded by the spec: the API's answer to a request that needs an account.
  signInRequired: "You must be signed in",
  signInFailed: "Sign in failed. Please try again.",
  tooManyResets: "Too many password reset requests. Please wait before requesting another reset.",
  noAccount: "No account found with this email address. Please check your email or create a new account.",
  serverError: "Server error occurred. Please try again later.",
  resetEmailFailed: "Failed to send password reset email. Please try again.",
  emailFirst: "Please enter your email address first",
  completeCode: "Please enter a complete 6-digit code",
  codeSent: "Verification Code Sent!",
  newCodeSent: "New Code Sent!",
  emailVerified: "Email Verified!",
  welcomeBack: "Welcome back!",
  resetEmailSent: "Password reset email sent!",
  passwordUpdated: "Password Updated!",
  // Not worded by the spec: field labels and accessible names of the account screens.
  email: "Email",
  password: "Password",
  displayName: "Display Name",
  showPassword: "Show password",
  hidePassword: "Hide password",
  tabsLabel: "Sign in or create an account",
  passwordRequired: "Please enter your password",
  displayNameRequired: "Display name is required",
  codeLabel: "Verification code",
  digitLabel: (n: number) => `Digit ${n} of 6`,
  codeSentTo: (email: string) => `We sent a 6-digit code to ${email}`,
  signOut: "Sign out",
  signedInAs: (email: string) => `Signed in as ${email}`,
} as const;

export const reset = {
  title: "Reset Your Password",
  newPassword: "New Password",
  confirmPassword: "Confirm New Password",
  update: "Update Password",
  updating: "Updating Password...",
  invalidLink: "Invalid or expired reset link. Please request a new password reset.",
  invalidToken: "Invalid reset token. Please request a new password reset.",
  noToken: "No reset token provided. Please request a new password reset.",
  validateFailed: "Failed to validate reset token. Please try again.",
  updateFailed: "Failed to update password",
  validating: "Checking your reset link...",
  forEmail: (email: string) => `Choose a new password for ${email}.`,
  success: "Your password has been updated. Taking you to the home page...",
  backToSignIn: "Back to Sign In",
} as const;

export const verifyEmail = {
  noToken: "Invalid verification link. No token provided.",
  failed: "Failed to verify email",
  verificationFailed: "Verification failed",
  unexpected: "An unexpected error occurred during verification",
  verifying: "Verifying your email...",
  success: "Your email is verified and you are signed in. Taking you to the home page...",
  alreadyVerified: "This email address is already verified. Please sign in.",
} as const;

export const manage = {
  helpDeskTitle: "Help Desk - Search MyPins",
  adminTitle: "Manage All MyPins (System Admin)",
  ownerTitle: "Manage My MyPins",
  loading: "Loading your MyPins...",
  emptyTitle: "No MyPins yet",
  emptyBody: "Create your first MyPin to start organizing your locations",
  coordinatesUpdatedBadge: "Coordinates Updated",
  cancel: "Cancel",
  cancelled: "Cancelled",
  cancellationRequested: "Cancellation requested",
  editLocation: "Edit Location",
  searchTermRequired: "Please enter a search term",
  renameExists: "MyPin already exists",
  renameChooseAnother: "Please choose a different name.",
  adminRenameExists: "MyPin already exists. Please choose a different name.",
  shareLinkTooLong: "MyPin creates a URL too long for reliable QR code generation",
  noResultsFound: "No Results Found",
  loadFailed: "Failed to load MyPins",
  noResults: "No Results",
  searchError: "Search Error",
  renameFailed: "Failed to update MyPin name",
  deleteFailed: "Failed to delete MyPin",
  copyFailed: "Copy Failed",
  qrFailed: "Failed to generate QR code. Please try again.",
  recordCancellationFailed: (detail: string) => `Failed to record cancellation: ${detail}`,
  cancellationSubmitted: "Cancellation Submitted",
  cancellationScheduled: "Cancellation Scheduled",
  renamed: "MyPin name updated successfully",
  deleted: (pin: string) => `MyPin "${pin}" deleted successfully`,
  linkCopied: "MyPin Link Copied!",
  qrDownloaded: "QR Code downloaded!",
  deleteTitle: "Delete MyPin",
  deleteConfirm: (pin: string) => `Are you sure you want to permanently delete "${pin}"? This action cannot be undone.`,
  cancelSubscriptionTitle: "Cancel Subscription",
  confirmCancellation: "Confirm Cancellation",
} as const;

// Our own words for a stored QR's signed link (DESIGN section 1); the spec has none.
export const qrLink = {
  invalid: "This QR code link is not valid",
  expired: "This QR code link has expired. Please download the QR code again.",
} as const;

// The start-point dialog's own words (core-flow section 2 names its three choices, not their
// labels) and the driving route shown in the map app chooser.
export const startPoint = {
  title: "Where are you starting from?",
  detail: "Use your current location or type a start address.",
  useCurrentLocation: "Use current location",
  or: "or",
  addressLabel: "Start address",
  addressPlaceholder: "Enter a start address",
  useAddress: "Use this address",
  cancel: "Cancel",
  fromCurrentLocation: "Starting from your current location",
  fromAddress: (label: string) => `Starting from ${label}`,
  distance: (kilometres: string, miles: string) => `${kilometres} km (${miles} mi)`,
  duration: (hours: number, minutes: number) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  routeSummary: (distance: string, duration: string) => `Driving route: ${distance}, about ${duration}`,
} as const;

// The sharing pages (core-flow section 2) and a shared link's preview card in messaging apps; the
// spec names these pages but does not word them.
export const shareGuide = {
  intro:
    "Whoever opens your MyPin gets directions to the exact spot in Apple Maps or Google Maps. Here is how to pass it on.",
  waysTitle: "Three ways to share",
  ways: [
    {
      title: "Send the link",
      body: "Copy your MyPin's link from Manage My MyPins and paste it into a message, an e-mail or your website.",
    },
    {
      title: "Show the QR code",
      body: "A phone camera opens your MyPin from its QR code, with nothing to type. Put it on a screen or on paper.",
    },
    {
      title: "Print it",
      body: "Add the name or the QR code to signs, flyers, invitations and place cards so guests find you on the day.",
    },
  ],
  linksTitle: "Direct links",
  linksBody: "Every MyPin has a link of this form, with the name in place of {name}:",
  linkForm: (origin: string) => `${origin}/?pin={name}`,
  linksExamples: "For example:",
  qrTitle: "QR codes",
  qrBody: [
    "A MyPin's QR code holds its direct link and nothing else, so scanning it opens the same page as the link.",
    "Owners download it from Manage My MyPins, either on its own or on a printable card with the name above it.",
    "Print it at least 3 cm wide where people can hold a phone close to it: a door, a window, a table card or an invitation.",
  ],
  qrExampleLink: "See the printable card",
  downloadsTitle: "Logo and icon",
  downloadsBody: "Use them next to your MyPin on printed material or on your website.",
  downloadLogo: "Download the MyPin logo (SVG)",
  downloadIcon: "Download the MyPin icon (SVG)",
} as const;

export const sharePage = {
  redirecting: "Taking you to this MyPin in 2 seconds.",
  goNow: "Go now",
} as const;

export const qrExample = {
  intro:
    "Owners download their MyPin's QR code on this card from Manage My MyPins, ready to print. Scanning the code opens the MyPin with directions.",
  imageAlt: (name: string) => `MyPin QR card for ${name}: Scan for directions, the name and its QR code`,
  encodes: "This example's code holds the link:",
  guideLink: "More ways to share a MyPin",
} as const;

export const shareMeta = {
  description: (name: string) => `Get directions to ${name} in Apple Maps or Google Maps.`,
} as const;

export const qr = {
  noInput: "No input text",
  tooBig: "The amount of data is too big to be stored in a QR Code",
} as const;

export const contact = {
  sendFailed: "Failed to send message. Please try again.",
} as const;

export const admin = {
  analyticsFailed: "Failed to fetch subscription analytics",
  trialAnalyticsFailed: "Failed to fetch trial analytics",
  subscriptionsFailed: "Failed to fetch subscriptions",
  syncFailed: "Sync Failed",
  syncError: "Sync Error",
  dryRunFailed: "Dry Run Failed",
  releaseFailed: "Release Failed",
  dryRunError: "Dry Run Error",
  releaseError: "Release Error",
} as const;

export const footer = {
  currencies: (browser: string, geo: string) => `Browser: ${browser} | Geo: ${geo}`,
  paymentCurrency: (currency: string) => `Payment will use: ${currency}`,
} as const;

export const cookies = {
  bannerTitle: "We use cookies",
} as const;

// Generic texts of our own API, not in the spec: a request the schema refuses and a server fault.
export const api = {
  badRequest: "The request is not valid",
  internal: "Something went wrong. Please try again.",
  forbidden: "You do not have permission to do this",
  forbiddenOrigin: "This request is not allowed",
  badSignature: "The webhook signature is not valid",
} as const;

// Texts of the SPA's own screens that the specs name but do not word: navigation, page titles,
// the themed and public pages, and accessible names of icon-only controls.
export const layout = {
  home: "Home",
  mainNavigation: "Main",
  shareMyPins: "Share MyPins",
  examples: "Examples",
  renters: "Renters",
  business: "Business",
  weddings: "Weddings",
  privatePlates: "Private Plates",
  pricing: "Pricing",
  aboutUs: "About Us",
  openMenu: "Open menu",
  close: "Close",
  footerNavigation: "Footer",
  copyright: (year: number) => `© ${year} MyPin. All rights reserved.`,
  contact: "Contact",
  terms: "Terms",
  privacy: "Privacy",
  cookies: "Cookies",
  cookieSettings: "Cookie Settings",
  loading: "Loading",
} as const;

export const pageTitles = {
  availability: "Check if your perfect name is available",
  reservation: "Your MyPin is reserved",
  cta: "Name it, share it, find it",
  qrExample: "QR Code Example",
  share: (name: string) => `Opening MyPin: ${name}`,
  shareMyPins: "Share MyPins",
  paymentSuccess: "Payment Successful",
  paymentCancelled: "Payment Cancelled",
  verifyEmail: "Email Verification",
  contact: "Contact Us",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  cookies: "Cookie Policy",
  cookieSettings: "Cookie Settings",
  dashboard: "Admin Dashboard",
  analytics: "Analytics",
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

export const resultPage = {
  coordinatesLabel: "Coordinates",
  copyCoordinates: "Copy coordinates",
  copied: "Copied",
  mapLabel: (name: string) => `Map showing ${name}`,
  chooseApp: "Choose your map app",
  chooseAppDetail: "Directions open in a new tab.",
  openInApp: (app: string) => `Open in the ${app} app`,
  openInBrowser: (app: string) => `Open ${app} in your browser`,
} as const;

export const pricingPage = {
  title: "Pricing",
  intro: "One annual price per MyPin, set by the format of its name.",
  tier: "Tier",
  format: "Format",
  examples: "Examples",
  perYearHeading: "Price per year",
  currencies: { gbp: "GBP", eur: "EUR", usd: "USD" },
  annualNote: "All subscriptions are annual and cancellable any time",
  perYear: (price: string) => `${price} per year`,
} as const;

export const aboutPage = {
  title: "About Us",
  body: [
    "MyPin gives any place a short, memorable name. Owners choose a name, put it on the map and share it as a link or a QR code; anyone who searches that name gets directions straight to the door in Apple Maps or Google Maps.",
    "Names are unique and first come, first served. Each one is an annual subscription that you can cancel any time, and it stays active until its anniversary.",
  ],
} as const;

export const themedPages = {
  freeBanner: "Try MyPin free for 90 days",
  checkAvailability: "Check if your perfect name is available",
  renters: {
    headline: "Guests find your rental first time",
    body: "Swap long directions and hard-to-find entrances for one name. Send your MyPin with the booking and every guest arrives at the right door, whichever map app they use.",
  },
  carReg: {
    headline: "Your private plate, now a place",
    body: "Turn the name on your plate into a MyPin that points to your home, garage or business, so people who remember your car can find you too.",
  },
  wedding: {
    headline: "Every guest at the right venue",
    body: "Print one MyPin on your invitations and guests get directions to the ceremony and the reception without hunting for postcodes or side entrances.",
  },
  business: {
    headline: "Customers find your door, not your competitor's",
    body: "Give your shop, office or pop-up a MyPin that customers remember, put it on your signs and cards, and let them get directions in one tap.",
  },
} as const;

// The availability checker (/landing), the reservation page (/landing2) and the footer's currency
// lines: our own words for what the spec names but does not word.
export const availabilityPage = {
  intro:
    "Type the name you want for your place. We check its format as you type; when it is free we hold it for you while you put it on the map.",
  nameLabel: "Your MyPin",
  namePlaceholder: "e.g. Rose.Cottage",
  check: "Check availability",
} as const;

export const reservationPage = {
  checking: "Checking your reservation...",
  intro: "This name is held for you. Place it on the map before the timer runs out.",
  tierPrice: (tier: string, price: string) => `${tier} · ${price}`,
  timerLabel: "Time left to complete your MyPin",
  placeOnMap: "Place your MyPin on the map",
  chooseAnother: "Choose another name",
  returning: "Taking you back to the availability checker...",
} as const;

export const footerCurrency = {
  unknown: "Unknown",
} as const;

// The create page's help, in buying and in edit mode alike, up to the last step.
const PLACING_STEPS = [
  "Search an address, or pan and zoom the map to the area.",
  "Drag the pointer, or tap the map, to mark the exact spot.",
] as const;

// Texts of the purchase screens that the spec names but does not word: the create page's map and
// controls, the promotion-code dialogs, the payment return pages and the account menu's portal.
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
  billingPortal: "Billing Portal",
} as const;

// The manage page's own words: the spec names its columns, buttons and dialogs but does not word
// the count, the paging, the dialog's body or the toasts' details.
export const managePage = {
  countCreated: (count: number) => `${count} ${count === 1 ? "MyPin" : "MyPins"} created`,
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
