// What search engines and link previews show for each page: its title and meta description. The
// legal pages' own titles are the first heading of their Markdown (content/legal/).

const suffix = (title: string) => `${title} | MyPin`;

export const pageTitles = {
  home: "MyPin: a short, memorable name for any place",
  renters: suffix("Directions for your rental guests"),
  carReg: suffix("Turn your private plate into a place"),
  wedding: suffix("Directions for every wedding guest"),
  business: suffix("Help customers find your door"),
  landing: suffix("Check if your name is available"),
  reservation: suffix("Reserve your name"),
  cta: suffix("Name it, share it, find it"),
  pricing: suffix("Pricing"),
  about: suffix("About us"),
  shareMyPins: suffix("Share your MyPins"),
  qrExample: suffix("QR code example"),
  contact: suffix("Contact us"),
  terms: suffix("Terms of Service"),
  privacy: suffix("Privacy Policy"),
  cookies: suffix("Cookie Policy"),
  cookieSettings: suffix("Cookie settings"),
  share: suffix("Opening a MyPin"),
  transfer: suffix("Transfer offer"),
  paymentSuccess: suffix("Payment received"),
  paymentCancelled: suffix("Payment cancelled"),
  verifyEmail: suffix("Verify your e-mail"),
  resetPassword: suffix("Reset your password"),
  changePassword: suffix("Change your password"),
  billing: suffix("Billing"),
  dashboard: suffix("Dashboard"),
  analytics: suffix("Analytics"),
  apiKeys: suffix("API keys"),
  developers: suffix("Developers"),
  notFound: suffix("Page not found"),
} as const;

export const pageDescriptions = {
  home: "Give your home, shop, rental or venue a short, memorable name. Anyone who searches it gets directions to the door in Apple Maps or Google Maps.",
  renters:
    "Send one memorable name with every booking and your guests find your holiday let or rental at the first attempt, in whichever map app they use.",
  carReg:
    "Make the name on your private number plate a MyPin that leads people to your home, garage or business. Free for 90 days on Premium names.",
  wedding:
    "Print one MyPin on your invitations and every guest gets directions to the ceremony and the reception, without postcodes or lost side entrances.",
  business:
    "Give your shop, office or pop-up a name customers remember, put it on signs and cards, and let them get directions to your door in one tap.",
  landing:
    "Type the name you want for your place and see at once whether it is free. Names are unique, first come, first served, and cancellable any time.",
  cta: "Three steps to a place anyone can find: name your place, share the name as a link or QR code, and let people find it in their map app.",
  pricing:
    "One annual price per MyPin, set by the format of its name: Basic, Simple or Premium, in pounds, euros or dollars. Cancel any time.",
  about:
    "MyPin gives places short, unique names that lead straight to the door. Learn who we are and how names, maps and subscriptions work.",
  shareMyPins:
    "Share a MyPin as a link, a QR code or a printable card, with our logo and icon for your signs, invitations and booking messages.",
  qrExample:
    "See how a MyPin QR code works: scan it with a phone camera and get directions to the place it names in Apple Maps or Google Maps.",
  contact:
    "Questions about a name, a subscription or a brand you own? Send the MyPin team a message and we reply by e-mail.",
  developers:
    "The MyPin API for websites and apps: resolve a MyPin to its coordinates, nearest town, arrival note and directions links. Free for 1,000 calls a month.",
  terms:
    "The terms for using MyPin and subscribing to a name: prices, renewals, cancellation, refunds, the name policy and acceptable use.",
  privacy:
    "What MyPin collects, why, how long it is kept, who processes it, and how to access, correct or delete your data.",
  cookies:
    "The cookies and browser storage MyPin uses, by name, with their purpose and how long each lasts, and how to change your choice.",
} as const;
