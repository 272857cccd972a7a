import type * as en from "../transfers.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of transfers.ts.
export const transferDialog: TTranslation<typeof en.transferDialog> = {
  button: "Overdragen",
  title: (name) => `${name} overdragen`,
  body: (name) =>
    `Bied ${name} aan een ander account aan. De ontvanger heeft 7 dagen om het aanbod te accepteren, en tot die tijd verandert er niets: je kunt het aanbod altijd intrekken. Na acceptatie gaat ${name} met de bijbehorende plek, QR-code en deellink over naar het andere account, en de tijd die je al hebt betaald, gaat mee. Je abonnement eindigt dan, zonder terugbetaling.`,
  emailLabel: "E-mailadres ontvanger",
  send: "Aanbod versturen",
  cancel: "Annuleren",
  sent: "Overdrachtsaanbod verstuurd",
  sentDetail: (email) => `We hebben ${email} een link gemaild om het aanbod te accepteren of af te wijzen.`,
  sendFailed: (detail) => `Het overdrachtsaanbod kon niet worden verstuurd: ${detail}`,
  offeredTo: (email, date) => `Aangeboden aan ${email}, geldig tot ${date}`,
  withdraw: "Aanbod intrekken",
  withdrawn: "Overdrachtsaanbod ingetrokken",
  withdrawFailed: (detail) => `Het overdrachtsaanbod kon niet worden ingetrokken: ${detail}`,
};

export const incomingTransfers: TTranslation<typeof en.incomingTransfers> = {
  heading: "Aan jou aangeboden",
  item: (name, from, date) => `${from} biedt je ${name} aan, geldig tot ${date}.`,
  review: "Aanbod bekijken",
};

export const transferPage: TTranslation<typeof en.transferPage> = {
  loading: "Het aanbod wordt geladen…",
  loadFailed: "Het aanbod kon niet worden geladen.",
  retry: "Opnieuw proberen",
  title: (name) => `${name} wordt aan je aangeboden`,
  offeredBy: (from) => `Aangeboden door ${from}`,
  openUntil: (date) => `Het aanbod geldt tot ${date}.`,
  meaningHeading: "Wat accepteren betekent",
  moves: (name) =>
    `${name} gaat over naar jouw account, met de bijbehorende plek, aankomstinfo, QR-code en deellink, die allemaal gewoon blijven werken.`,
  carried: (date) =>
    `Je start je eigen jaarabonnement. De tijd die al is betaald, gaat mee met de naam: je betaalt vandaag niets en je eerste betaling is op ${date}.`,
  paidToday: (price) =>
    `Je start vandaag je eigen jaarabonnement en betaalt nu ${price}. (Er was minder dan twee dagen betaalde tijd over, te weinig om mee te nemen.)`,
  signIn: "Log in of maak een account aan met het adres waarnaar dit aanbod is gestuurd om het te accepteren.",
  signInButton: "Inloggen om te accepteren",
  otherAccount: "Dit aanbod is naar een ander e-mailadres gestuurd. Log in met dat adres om het te accepteren.",
  accept: "Accepteren en doorgaan",
  decline: "Afwijzen",
  declined: "Aanbod afgewezen",
  actionFailed: (detail) => `Je antwoord op het aanbod kon niet worden verwerkt: ${detail}`,
  ended: "Dit aanbod is niet meer geldig",
  endedDetail: "Het is geaccepteerd, afgewezen of ingetrokken, of de 7 dagen zijn voorbij.",
  finishing: "De overdracht wordt afgerond…",
  done: (name) => `${name} is van jou`,
  doneDetail: "Je vindt hem via ‘Mijn MyPins beheren’, met dezelfde QR-code en deellink als voorheen.",
  toManage: "Naar mijn MyPins",
  unpaid: "De betaling is niet afgerond, dus het aanbod staat nog open.",
};

// The API's refusals (domain/errors.ts).
export const transferRefusals: TTranslation<typeof en.transferRefusals> = {
  toSelf: "Je kunt een MyPin niet naar je eigen account overdragen.",
  noSubscription: "Alleen een MyPin met een lopend abonnement kan worden overgedragen.",
  inGrace: "Deze MyPin kan tijdens de respijtperiode niet worden overgedragen. Verleng hem eerst.",
  pastDue: "Deze MyPin kan niet worden overgedragen zolang de laatste betaling mislukt is. Werk eerst je kaart bij.",
  disputed: "Deze MyPin kan niet worden overgedragen zolang een betaling ervoor wordt betwist.",
  checkoutOpen:
    "Deze MyPin kan niet worden overgedragen terwijl er een betaling voor loopt. Probeer het over een halfuur opnieuw.",
  locked: "Een MyPin kan pas 14 dagen na de aankoop of de laatste overdracht worden overgedragen, niet eerder.",
  offerOpen: "Voor deze MyPin staat al een overdrachtsaanbod open. Trek dat in om een nieuw aanbod te doen.",
  notFound: "Dit overdrachtsaanbod bestaat niet.",
  ended: "Dit overdrachtsaanbod is niet meer geldig.",
  otherAccount: "Dit aanbod is naar een ander e-mailadres gestuurd. Log in met dat adres om het te accepteren.",
  renewalPending:
    "De verlengingsbetaling voor deze MyPin is nog niet rond, dus het nieuwe jaar kan nog niet worden overgedragen. Probeer het over een paar uur opnieuw.",
  offersLimited:
    "Er zijn vandaag te veel overdrachtsaanbiedingen verstuurd, vanaf je account of naar dit adres. Probeer het morgen opnieuw.",
};

export const transferEmails: TTranslation<typeof en.transferEmails> = {
  offer: {
    subject: (name) => `Je krijgt de MyPin ${name} aangeboden`,
    body: (from, name, place) => `${from} wil de MyPin ${name} aan jou overdragen. Hij leidt naar ${place}.`,
    open: (date, link) => `Het aanbod geldt tot ${date}. Bekijk het hier en accepteer het of wijs het af: ${link}`,
    ignore: "Ken je de afzender niet? Negeer deze e-mail dan: er verandert niets zolang je niet accepteert.",
  },
  acceptedGiver: {
    subject: (name) => `${name} is overgedragen`,
    body: (name, to) =>
      `${to} heeft je aanbod geaccepteerd: ${name} is overgegaan naar het andere account en je abonnement ervoor is beëindigd.`,
  },
  acceptedRecipient: {
    subject: (name) => `${name} is nu van jou`,
    body: (name) => `${name} is overgezet naar jouw account, met dezelfde QR-code en deellink.`,
    firstPayment: (date, price) => `Je abonnement kost ${price}; de eerste betaling is op ${date}.`,
    share: (link) => `Deel hem met deze link: ${link}`,
  },
  declined: {
    subject: (name) => `Je aanbod om ${name} over te dragen is afgewezen`,
    body: (name, to) => `${to} heeft je aanbod afgewezen: ${name} blijft van jou.`,
  },
  expiredGiver: {
    subject: (name) => `Je aanbod om ${name} over te dragen is verlopen`,
    body: (name, to) => `${to} heeft het aanbod niet binnen 7 dagen geaccepteerd: ${name} blijft van jou.`,
  },
  expiredRecipient: {
    subject: (name) => `Het aanbod om ${name} over te dragen is verlopen`,
    body: (name) => `Het aanbod om ${name} aan jou over te dragen is niet binnen 7 dagen geaccepteerd en is verlopen.`,
  },
  withdrawn: {
    subject: (name) => `Het aanbod om ${name} over te dragen is ingetrokken`,
    byOwner: (name) => `De eigenaar van ${name} heeft het aanbod ingetrokken. Er is niets veranderd aan je account.`,
    byStaff: (name) =>
      `Ons supportteam heeft het aanbod om ${name} over te dragen ingetrokken. Er is niets veranderd aan je account. Heb je vragen? Beantwoord dan deze e-mail.`,
  },
  withdrawnGiver: {
    subject: (name) => `Je aanbod om ${name} over te dragen is ingetrokken`,
    body: (name) =>
      `Ons supportteam heeft je aanbod om ${name} over te dragen ingetrokken; de MyPin blijft van jou. Heb je vragen? Beantwoord dan deze e-mail.`,
  },
};
