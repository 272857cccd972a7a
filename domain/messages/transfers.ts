// Handing a MyPin on to another account (our words: the spec has none): the owner's offer on the
// manage page, the recipient's offer page, the refusals and the e-mails of each step.

export const transferDialog = {
  button: "Transfer",
  title: (name: string) => `Transfer ${name}`,
  body: (name: string) =>
    `Offer ${name} to another account. They have 7 days to accept, and until they do nothing changes: you can withdraw the offer at any time. Once they accept, ${name} moves to their account with its place, QR code and share link, and the time you have paid for goes with it; your subscription then ends, with no refund.`,
  emailLabel: "Recipient's e-mail",
  send: "Send offer",
  cancel: "Cancel",
  sent: "Transfer offer sent",
  sentDetail: (email: string) => `We have e-mailed ${email} a link to accept or decline.`,
  sendFailed: (detail: string) => `Could not send the transfer offer: ${detail}`,
  offeredTo: (email: string, date: string) => `Offered to ${email} until ${date}`,
  withdraw: "Withdraw offer",
  withdrawn: "Transfer offer withdrawn",
  withdrawFailed: (detail: string) => `Could not withdraw the transfer offer: ${detail}`,
} as const;

export const incomingTransfers = {
  heading: "Offered to you",
  item: (name: string, from: string, date: string) => `${from} offers you ${name}, until ${date}.`,
  review: "Review offer",
} as const;

export const transferPage = {
  loading: "Loading the offer...",
  loadFailed: "The offer could not be loaded.",
  retry: "Try again",
  title: (name: string) => `${name} is offered to you`,
  offeredBy: (from: string) => `Offered by ${from}`,
  openUntil: (date: string) => `The offer is open until ${date}.`,
  meaningHeading: "What accepting means",
  moves: (name: string) =>
    `${name} moves to your account with its place, arrival note, QR code and share link, which all keep working.`,
  carried: (date: string) =>
    `You start your own yearly subscription. The time already paid for comes with the name, so nothing is due today and your first payment is on ${date}.`,
  paidToday: (price: string) =>
    `You start your own yearly subscription today: ${price} is due now. (Less than two days of paid time were left, too little to carry over.)`,
  signIn: "Sign in or create an account with the address this offer was sent to, to accept it.",
  signInButton: "Sign in to accept",
  otherAccount: "This offer was sent to another e-mail address. Sign in with that address to accept it.",
  accept: "Accept and continue",
  decline: "Decline",
  declined: "Offer declined",
  actionFailed: (detail: string) => `Could not answer the offer: ${detail}`,
  ended: "This offer has ended",
  endedDetail: "It was accepted, declined or withdrawn, or its 7 days are over.",
  finishing: "Finishing the transfer...",
  done: (name: string) => `${name} is yours`,
  doneDetail: "It is on your manage page, with its QR code and share link as they were.",
  toManage: "Go to My MyPins",
  unpaid: "The payment was not completed, so the offer is still open.",
} as const;

// The API's refusals (domain/errors.ts).
export const transferRefusals = {
  toSelf: "You cannot transfer a MyPin to your own account.",
  noSubscription: "Only a MyPin with a live subscription can be transferred.",
  inGrace: "This MyPin cannot be transferred in its grace period. Renew it first.",
  pastDue: "This MyPin cannot be transferred while its last payment has failed. Update your card first.",
  disputed: "This MyPin cannot be transferred while a payment for it is disputed.",
  checkoutOpen: "This MyPin cannot be transferred while a payment for it is under way. Try again in half an hour.",
  locked: "A MyPin can be transferred 14 days after it was bought or last transferred, not sooner.",
  offerOpen: "This MyPin already has an open transfer offer. Withdraw it to make another.",
  notFound: "This transfer offer does not exist.",
  ended: "This transfer offer has ended.",
  otherAccount: "This offer was sent to another e-mail address. Sign in with that address to accept it.",
  renewalPending:
    "The owner's renewal payment for this MyPin has not gone through yet, so its new year cannot be passed on. Try again in a couple of hours.",
  offersLimited:
    "Too many transfer offers have been sent today, from your account or to this address. Try again tomorrow.",
} as const;

export const transferEmails = {
  offer: {
    subject: (name: string) => `You are offered the MyPin ${name}`,
    body: (from: string, name: string, place: string) =>
      `${from} would like to hand the MyPin ${name} on to you. It points to ${place}.`,
    open: (date: string, link: string) =>
      `The offer is open until ${date}. See it, and accept or decline, here: ${link}`,
    ignore: "If you do not know the sender, ignore this e-mail: nothing changes unless you accept.",
  },
  acceptedGiver: {
    subject: (name: string) => `${name} has been transferred`,
    body: (name: string, to: string) =>
      `${to} accepted your offer: ${name} is now theirs, and your subscription for it has ended.`,
  },
  acceptedRecipient: {
    subject: (name: string) => `${name} is now yours`,
    body: (name: string) => `${name} has moved to your account, with its QR code and share link.`,
    firstPayment: (date: string, price: string) => `Your subscription is ${price}; its first payment is on ${date}.`,
    share: (link: string) => `Share it: ${link}`,
  },
  declined: {
    subject: (name: string) => `Your offer of ${name} was declined`,
    body: (name: string, to: string) => `${to} declined your offer: ${name} stays yours.`,
  },
  expiredGiver: {
    subject: (name: string) => `Your offer of ${name} has ended`,
    body: (name: string, to: string) => `${to} did not accept within 7 days: ${name} stays yours.`,
  },
  expiredRecipient: {
    subject: (name: string) => `The offer of ${name} has ended`,
    body: (name: string) => `The offer of ${name} was not accepted within 7 days and has ended.`,
  },
  withdrawn: {
    subject: (name: string) => `The offer of ${name} was withdrawn`,
    byOwner: (name: string) => `The owner of ${name} withdrew the offer. Nothing has changed on your account.`,
    byStaff: (name: string) =>
      `Our help desk withdrew the offer of ${name}. Nothing has changed on your account; reply to this e-mail if you have questions.`,
  },
  withdrawnGiver: {
    subject: (name: string) => `Your offer of ${name} was withdrawn`,
    body: (name: string) =>
      `Our help desk withdrew your offer of ${name}; it stays yours. Reply to this e-mail if you have questions.`,
  },
} as const;
