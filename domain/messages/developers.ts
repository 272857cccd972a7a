import { plural } from "./plural.ts";

// The public API's texts (our words: the specs have none): its refusals, the account's API keys
// screen and the developers page.

export const apiRefusals = {
  keyMissing: "Send your API key in the Authorization header (Bearer mp_…) or in X-Api-Key.",
  keyInvalid: "This API key is not valid. Check that it was copied whole, or create a new one.",
  keyRevoked: "This API key was revoked or rotated. Use its new secret, or create a new key.",
  wrongWebsite:
    "This browser key cannot be used from this website. Add the website to the key's list, or use another key.",
  burst: "Too many calls with this key in a few seconds. Wait a moment and try again.",
  monthly: "This account has used all its free API calls for this month. They start again on the 1st (UTC).",
  keyLimit: "You already have 10 API keys. Revoke one before you create another.",
  keyNotFound: "This API key does not exist or was revoked.",
  keyLookups:
    "Too many unknown API keys from your address. Check that your key was copied whole, then try again in a minute.",
  keyCap: "This key has made all the calls its owner allows it this month. They start again on the 1st (UTC).",
  creationsPerDay: "You have created 20 API keys in the past 24 hours. Wait a while before you create another.",
  revocationsPerDay:
    "You have rotated or revoked 20 API keys in the past 24 hours. Wait a while before you rotate or revoke another.",
  capWhole: "Enter the monthly cap as a whole number of calls, 1 or more",
  capAbove: (max: number) => `A key's monthly cap is at most the account's ${max} free calls`,
  nameRequired: "Give the key a name",
  nameTooLong: "A key's name is at most 60 characters",
  websiteRequired: "A browser key needs at least one website",
  websiteInvalid: "Enter a website as its address, such as https://example.com",
  tooManyWebsites: "A browser key may list at most 10 websites",
  serverKeyWebsites: "A server key is not tied to websites: leave the list empty",
} as const;

// /account/api-keys: the account's keys to the public API and this month's use.
export const apiKeysPage = {
  title: "API keys",
  intro:
    "Keys let your website or app look up MyPins with the MyPin API. Every account has 1,000 free calls a month, shared by all its keys.",
  guideLink: "Read the developer guide",
  signInFirst: "Sign in to see and create your API keys.",
  loading: "Loading your API keys...",
  loadFailed: "Your API keys could not be loaded.",
  retry: "Try again",
  usageHeading: "This month",
  usage: (used: string, quota: string) => `${used} of ${quota} free calls used`,
  resets: (date: string) => `Free calls start again on ${date}.`,
  usageChart: (month: string) => `Calls per day in ${month}`,
  dayCalls: (day: string, calls: number) => plural("en", calls, { one: `${day}: # call`, other: `${day}: # calls` }),
  noCallsYet: "No calls yet this month.",
  keysHeading: "Your keys",
  empty: "You have no API keys yet. Create one to make your first call.",
  create: "Create key",
  serverKey: "Server key",
  browserKey: "Browser key",
  endsWith: (hint: string) => `Ends in …${hint}`,
  created: (date: string) => `Created ${date}`,
  rotated: (date: string) => `New secret since ${date}`,
  callsThisMonth: (calls: number) => plural("en", calls, { one: "# call this month", other: "# calls this month" }),
  websites: "Works on",
  rename: "Rename",
  rotate: "Rotate",
  revoke: "Revoke",
  callsOfCap: (calls: string, cap: number) =>
    plural("en", cap, { one: `${calls} of # call this month`, other: `${calls} of # calls this month` }),
  cap: "Monthly cap",
} as const;

export const apiKeyDialogs = {
  createTitle: "Create an API key",
  createDescription: "Name the key after what will use it, so you know which one to rotate or revoke later.",
  nameLabel: "Name",
  namePlaceholder: "Delivery app",
  kindLabel: "Kind",
  serverKind: "Server key",
  serverKindHint: "For your servers and apps. Keep it secret: anyone who has it can spend your calls.",
  browserKind: "Browser key",
  browserKindHint: "For your web pages. It only works on the websites you list, so it can sit in a page's code.",
  websitesLabel: "Websites",
  websitesHint: "One address per line, such as https://example.com",
  createSubmit: "Create key",
  cancel: "Cancel",
  createFailed: (detail: string) => `Could not create the key: ${detail}`,
  secretTitle: "Copy your key now",
  secretBody:
    "This is the only time we show this key. Keep it somewhere safe; if you lose it, rotate the key to get a new one.",
  secretLabel: (name: string) => `Key for ${name}`,
  copy: "Copy key",
  copied: "Key copied",
  copyFailed: "Could not copy. Select the key and copy it yourself.",
  done: "Done",
  renameTitle: (name: string) => `Rename ${name}`,
  renameSubmit: "Save name",
  renamed: "Key renamed",
  renameFailed: (detail: string) => `Could not rename the key: ${detail}`,
  rotateTitle: (name: string) => `Rotate ${name}?`,
  rotateBody:
    "You get a new secret for this key, and the current one stops working at once. Its name, websites and calls stay.",
  rotateSubmit: "Rotate key",
  rotateFailed: (detail: string) => `Could not rotate the key: ${detail}`,
  revokeTitle: (name: string) => `Revoke ${name}?`,
  revokeBody: "Anything using this key stops working at once. This cannot be undone.",
  revokeSubmit: "Revoke key",
  revoked: "Key revoked",
  revokeFailed: (detail: string) => `Could not revoke the key: ${detail}`,
  capLabel: "Monthly cap",
  capHint: (max: string) =>
    `The most calls this key may make a month, from 1 to ${max}. Leave it empty to let it use all of the account's free calls.`,
  capTitle: (name: string) => `Monthly cap for ${name}`,
  capDescription:
    "A cap keeps one key from spending all of your account's calls, such as a browser key copied out of your page's code, where anyone can see it.",
  capSubmit: "Save cap",
  capSaved: "Monthly cap saved",
  capFailed: (detail: string) => `Could not save the cap: ${detail}`,
} as const;

// /developers: how to start with the API, and its reference rendered from its own document.
export const developersPage = {
  title: "MyPin for developers",
  intro:
    "Resolve a MyPin from your website or app and send your drivers, guests or customers straight to the right door. Read-only JSON, free for 1,000 calls a month.",
  getKey: "Get an API key",
  quickStartHeading: "Start in five minutes",
  stepKey: "Create a key on your API keys page. Use a server key on your servers, a browser key in web pages.",
  stepCall: "Ask for a MyPin by its name:",
  stepJavaScript: "Or from JavaScript:",
  stepAnswer: "You get its point, the town it is near, the owner's arrival note and directions links:",
  copyCode: "Copy",
  codeCopied: "Copied",
  limitsHeading: "Limits",
  limits:
    "1,000 free calls a month per account and 20 calls per key in any 10 seconds. Every answer carries the RateLimit-Policy and RateLimit headers; past a limit you get 429 with Retry-After. Give a key a monthly cap of its own on your API keys page: a browser key, which anyone can copy from your page, then cannot spend all of your calls.",
  embedHeading: "Put a MyPin card on your website",
  embed:
    "Owners find each pin's embed code on their manage page: a small card with the map and the directions buttons, for an iframe on your own site.",
  referenceHeading: "Reference",
  referenceNote: "The reference is written in English.",
  document: "OpenAPI 3.1 document",
  parameters: "Parameters",
  answers: "Answers",
  required: "required",
} as const;
