// The name's format rules and their guide, used wherever a name is typed or checked.

export const nameRules = {
  empty: "MyPin cannot be empty",
  consecutivePeriods: "Consecutive periods are not allowed",
  forbiddenCharacters: "These characters are not allowed: # % & ? + / \\ \" ' < >",
  simpleSpaces: "Simple format cannot contain spaces within words",
  basicSpaces: "Basic format cannot contain spaces within words",
  periodCount: "Invalid format with periods - must be exactly 2 words (Simple) or 3 words (Basic) separated by periods",
  premiumTooLong: "Premium MyPin must be 30 characters or less",
  invisibleCharacters:
    "MyPin cannot contain invisible characters (such as zero-width spaces, soft hyphens or text-direction marks)",
  dottedTooLong: "Simple and Basic MyPins must be 63 characters or less",
  stackedMarks: "MyPin cannot repeat an accent or stack more than four accents on one letter",
  looseMarks: "MyPin cannot contain an accent typed as a separate mark: type the accented letter itself (such as é)",
  shareLinkTooLong: "MyPin is too long for reliable QR code generation. Please use a shorter name.",
  invalidFormat: "Invalid MyPin format",
  validFormat: (tier: string) => `Valid ${tier} format`,
} as const;

export const formatGuide = {
  title: "MyPin Format Guide",
  examples: "Examples",
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

// Whether a name can be had, as the landing's create panel and the create page both report it.
export const nameStatus = {
  exists: "MyPin exists, choose again",
  alreadyExists: "MyPin Already Exists: This MyPin is already taken. Please try a different name.",
  temporarilyUnavailable:
    "MyPin Temporarily Unavailable: Someone else is currently trying to create this MyPin. Please try again in a few minutes.",
  availabilityFailed: "Failed to check MyPin availability. Please try again.",
  // Ours: availability and hold status are limited per client address.
  tooManyLookups: "Too many availability checks from your network. Please wait a minute before trying again.",
} as const;

// Names the policy refuses although their format is valid (docs/decisions/020). The spec says names
// "must not contain expletives, nor trademarks or brand names unless owned"; these are our words.
export const namePolicy = {
  expletive: "MyPin cannot contain expletives. Please choose another name.",
  mixedScripts:
    "MyPin cannot mix letters from different alphabets (for example Latin and Cyrillic). Please use one alphabet.",
  reserved:
    "This MyPin is a reserved brand name and is not for sale. If you own the brand, ask us to release it to you through the contact form.",
} as const;
