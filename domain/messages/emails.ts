import { plural } from "./plural.ts";

// Every e-mail MyPin sends, in the words of its recipient's language. Dates, prices and places
// arrive formatted for that language; a name arrives as the owner typed it.

export const emailTexts = {
  ignoreIfNotYou: "If you did not ask for this, you can ignore this e-mail.",
  yearly: (price: string) => `${price} a year`,
  place: (latitude: string, longitude: string) => `${latitude}, ${longitude}`,
  verificationCode: {
    subject: "Your MyPin verification code",
    code: (code: string) => `Your MyPin verification code is ${code}.`,
    expires: (minutes: number) =>
      plural("en", minutes, {
        one: "It expires in # minute. Enter it on the sign-up screen, or open this link to verify your e-mail address:",
        other:
          "It expires in # minutes. Enter it on the sign-up screen, or open this link to verify your e-mail address:",
      }),
  },
  passwordReset: {
    subject: "Reset your MyPin password",
    body: (hours: number) =>
      plural("en", hours, {
        one: "Open this link to choose a new MyPin password. It works once and expires in # hour:",
        other: "Open this link to choose a new MyPin password. It works once and expires in # hours:",
      }),
  },
  passwordChanged: {
    subject: "Your MyPin password was changed",
    body: (date: string) =>
      `The password of your MyPin account was changed on ${date}. Every other device signed in to your account has been signed out.`,
    notYou: `If you did not change it, someone else may know your password. Reset it now with "Forgot your password?" on the sign-in page:`,
  },
  signInPaused: {
    subject: "Sign-in to your MyPin account is paused",
    body: "Someone has tried to sign in to your MyPin account with a wrong password many times in the last hour, from many addresses, so sign-in to it is paused for up to an hour. Your password still protects your account.",
    reset: (link: string) =>
      `To sign in now, reset your password with "Forgot your password?" on the sign-in page; a reset lets you in at once and ends the pause: ${link}`,
    notYou: "If you did not try to sign in, you need do nothing.",
  },
  cancellation: {
    subject: (mypin: string) => `Your MyPin "${mypin}" is cancelled`,
    body: (mypin: string) => `The subscription for "${mypin}" is cancelled and will not renew.`,
    liveUntil: (mypin: string, date: string) =>
      `"${mypin}" stays live until ${date}, the end of the current billing period.`,
  },
  renewalNotice: {
    subject: (mypin: string, date: string) => `Your MyPin "${mypin}" renews on ${date}`,
    body: (mypin: string, date: string, price: string) =>
      `The annual subscription for "${mypin}" renews on ${date} for ${price}. To keep it, you need do nothing.`,
    billing: (link: string) => `To update your card or cancel before that date, open your billing settings: ${link}`,
  },
  trialEnding: {
    subject: (mypin: string, date: string) => `Your free trial of MyPin "${mypin}" ends on ${date}`,
    body: (mypin: string, date: string, price: string) =>
      `Your free trial ends on ${date}, then ${price}. "${mypin}" keeps working without a break; the first payment is taken that day.`,
    billing: (link: string) => `To update your card or cancel before then, open your billing settings: ${link}`,
  },
  subscriptionEnding: {
    subject: (mypin: string, date: string) => `Your MyPin "${mypin}" ends on ${date}`,
    body: (mypin: string, date: string) =>
      `The subscription for "${mypin}" is cancelled and ends on ${date}. After that the name is released and anyone may buy it.`,
    renew: (link: string) => `To keep it, renew the subscription in your billing settings before then: ${link}`,
  },
  paymentFailed: {
    subject: (mypin: string) => `Payment for your MyPin "${mypin}" failed`,
    body: (mypin: string, price: string) =>
      `We could not take the payment of ${price} for "${mypin}". It keeps working while we try again over the next days.`,
    billing: (link: string) => `Please update your card in your billing settings: ${link}`,
  },
  graceStarted: {
    subject: (mypin: string, date: string) => `Your MyPin "${mypin}" will be released on ${date}`,
    body: (mypin: string, date: string) =>
      `The subscription for "${mypin}" has ended because its payment failed. "${mypin}" keeps working until ${date}, and nobody else can take it until then.`,
    renew: (date: string, link: string) =>
      `The name will be released on ${date} unless you renew. To renew, sign in and choose Renew on your MyPins: ${link}`,
  },
  pinReleased: {
    subject: (mypin: string) => `Your MyPin "${mypin}" has been released`,
    body: (mypin: string) =>
      `The subscription for "${mypin}" has ended, so "${mypin}" no longer leads anywhere and the name is free for anyone to buy.`,
    searchAgain: (link: string) => `If you want it back, search for it while it is still free: ${link}`,
  },
  receipt: {
    subject: (mypin: string) => `Your MyPin "${mypin}" is live`,
    body: (mypin: string) =>
      `Thank you: "${mypin}" is yours. Anyone who searches it now gets directions to the place you chose.`,
    plan: (tier: string, price: string) => `Plan: ${tier}, ${price}, renewing yearly until you cancel.`,
    trialEnds: (date: string) => ` Your free trial ends on ${date}; the first payment is taken then.`,
    share: (link: string) => `Share it with this link: ${link}`,
  },
  purchaseRefunded: {
    subject: (mypin: string) => `Your MyPin "${mypin}" could not be created`,
    body: (mypin: string) =>
      `Someone else completed "${mypin}" moments before your payment did, so it could not be created for you.`,
    refunded: (price: string) =>
      `Your subscription is cancelled and your payment of ${price} has been refunded in full.`,
    nothingCharged: "Your subscription is cancelled; nothing was charged.",
    sorry: "We are sorry. Please choose another name.",
  },
  trialRefused: {
    subject: (mypin: string) => `Your free trial of MyPin "${mypin}" did not start`,
    body: (mypin: string, reason: string) => `Thank you: "${mypin}" is yours. ${reason}`,
    oneTrial: (link: string) =>
      `MyPin gives one free trial per account and one per card. To see the subscription or cancel it, open your MyPins: ${link}`,
  },
  paymentReversed: {
    subject: (mypin: string, date: string) => `Your MyPin "${mypin}" will be released on ${date}`,
    disputed: (mypin: string) =>
      `The payment for "${mypin}" was disputed with your card's issuer, and the dispute was decided in your favour, so the money has gone back to you and its subscription has been cancelled.`,
    refunded: (mypin: string) =>
      `The payment for "${mypin}" was refunded in full, so its subscription has been cancelled.`,
    carried: (mypin: string) =>
      `The payment behind the time that came with "${mypin}" when it was transferred to you has been taken back from the previous owner, so that time has ended and the subscription has been cancelled.`,
    keepsWorking: (mypin: string, date: string, link: string) =>
      `"${mypin}" keeps working until ${date}, and nobody else can take it until then. To keep it, sign in and choose Renew on your MyPins: ${link}`,
  },
  pinMoved: {
    subject: (mypin: string) => `Your MyPin "${mypin}" has moved`,
    byStaff: (mypin: string) =>
      `Our support team has moved "${mypin}". Everyone who searches it, or opens its link or QR code, is now sent to the new place.`,
    byOwner: (mypin: string) =>
      `You have moved "${mypin}". Everyone who searches it, or opens its link or QR code, is now sent to the new place.`,
    places: (before: string, now: string) => `Before: ${before}\nNow: ${now}`,
    staffAdvice: (link: string) =>
      `If this is not where it should lead, move it back from your MyPins and tell us through the contact form: ${link}`,
    ownerAdvice: (link: string) =>
      `If you did not move it, someone else may be signed in to your account: move it back from your MyPins and change your password, which signs out every other device: ${link}`,
  },
  pinRenamed: {
    subject: (from: string, to: string) => `Your MyPin "${from}" is now "${to}"`,
    body: (from: string, to: string) =>
      `Our support team has renamed your MyPin "${from}" to "${to}". It leads to the same place, its subscription and search count are unchanged, and "${from}" no longer leads anywhere.`,
    share: (link: string) =>
      `Share it with this link (a QR code you saved before shows the old name; download a new one from your MyPins): ${link}`,
  },
  pinDeleted: {
    subject: (mypin: string) => `Your MyPin "${mypin}" has been deleted`,
    body: (mypin: string, reason: string) =>
      `Our support team has permanently deleted "${mypin}" because ${reason}. Its subscription is cancelled and will not be charged again.`,
    refunded: (price: string) =>
      `We have refunded ${price} for the unused part of your subscription. It reaches your card within 5 to 10 days.`,
    nothingRefunded: "Nothing was refunded.",
    mistake: "If you think this is a mistake, reply through the contact form on our website.",
  },
  contact: {
    subject: (subject: string) => `Contact form: ${subject}`,
    from: (email: string) => `From: ${email}`,
  },
};
