// The sharing pages and a shared link's preview card in messaging apps; the
// spec names these pages but does not word them.
export const shareGuide = {
  title: "Share MyPins",
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
  title: (name: string) => `Opening MyPin: ${name}`,
} as const;

// A former name's visitor (a link, a QR code, a search, an embedded card) is told the pin's new name
// and taken to it: staff renamed the pin, and the old name leads to it for a while.
export const renamedPin = {
  title: (from: string, to: string) => `${from} is now ${to}`,
  detail: "The old name brings you here for a while. Use the new one from now on.",
} as const;

// The words printed on the QR card (public/qr-holder.svg is English's; each other language's build
// writes its own from these).
export const qrHolder = {
  heading: "Scan for directions",
  hint: "Point your phone camera at the code below",
} as const;

export const qrExample = {
  intro:
    "Owners download their MyPin's QR code on this card from Manage My MyPins, ready to print. Scanning the code opens the MyPin with directions.",
  imageAlt: (name: string) => `MyPin QR card for ${name}: Scan for directions, the name and its QR code`,
  encodes: "This example's code holds the link:",
  guideLink: "More ways to share a MyPin",
  title: "QR Code Example",
} as const;
