import type * as en from "../emails.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of emails.ts.
export const emailTexts: TTranslation<typeof en.emailTexts> = {
  ignoreIfNotYou: "Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.",
  yearly: (price) => `${price} per jaar`,
  place: (latitude, longitude) => `${latitude}, ${longitude}`,
  verificationCode: {
    subject: "Je verificatiecode voor MyPin",
    code: (code) => `Je verificatiecode voor MyPin is ${code}.`,
    expires: (minutes) =>
      plural("nl", minutes, {
        one: "De code verloopt over # minuut. Voer hem in op het registratiescherm, of open deze link om je e-mailadres te verifiëren:",
        other:
          "De code verloopt over # minuten. Voer hem in op het registratiescherm, of open deze link om je e-mailadres te verifiëren:",
      }),
  },
  passwordReset: {
    subject: "Stel je MyPin-wachtwoord opnieuw in",
    body: (hours) =>
      plural("nl", hours, {
        one: "Open deze link om een nieuw MyPin-wachtwoord te kiezen. De link werkt één keer en verloopt over # uur:",
        other: "Open deze link om een nieuw MyPin-wachtwoord te kiezen. De link werkt één keer en verloopt over # uur:",
      }),
  },
  passwordChanged: {
    subject: "Je MyPin-wachtwoord is gewijzigd",
    body: (date) =>
      `Het wachtwoord van je MyPin-account is op ${date} gewijzigd. Alle andere apparaten die op je account waren ingelogd, zijn uitgelogd.`,
    notYou:
      "Heb je het niet zelf gewijzigd? Dan kent iemand anders misschien je wachtwoord. Stel het nu opnieuw in via ‘Wachtwoord vergeten?’ op de inlogpagina:",
  },
  signInPaused: {
    subject: "Inloggen op je MyPin-account is tijdelijk gepauzeerd",
    body: "Iemand heeft het afgelopen uur vanaf veel verschillende adressen vaak geprobeerd met een verkeerd wachtwoord in te loggen op je MyPin-account. Daarom is inloggen op dit account maximaal een uur gepauzeerd. Je wachtwoord beschermt je account nog steeds.",
    reset: (link) =>
      `Wil je nu inloggen? Stel dan je wachtwoord opnieuw in via ‘Wachtwoord vergeten?’ op de inlogpagina; daarmee kom je meteen binnen en is de pauze voorbij: ${link}`,
    notYou: "Heb je niet geprobeerd in te loggen? Dan hoef je niets te doen.",
  },
  cancellation: {
    subject: (mypin) => `Je MyPin ‘${mypin}’ is opgezegd`,
    body: (mypin) => `Het abonnement voor ‘${mypin}’ is opgezegd en wordt niet verlengd.`,
    liveUntil: (mypin, date) => `‘${mypin}’ blijft actief tot ${date}, het einde van de huidige factuurperiode.`,
  },
  renewalNotice: {
    subject: (mypin, date) => `Je MyPin ‘${mypin}’ wordt verlengd op ${date}`,
    body: (mypin, date, price) =>
      `Het jaarabonnement voor ‘${mypin}’ wordt op ${date} verlengd voor ${price}. Wil je het houden, dan hoef je niets te doen.`,
    billing: (link) =>
      `Wil je vóór die datum je kaart bijwerken of opzeggen? Open dan je facturatie-instellingen: ${link}`,
  },
  trialEnding: {
    subject: (mypin, date) => `Je gratis proefperiode van MyPin ‘${mypin}’ eindigt op ${date}`,
    body: (mypin, date, price) =>
      `Je gratis proefperiode eindigt op ${date}; daarna betaal je ${price}. ‘${mypin}’ blijft zonder onderbreking werken; de eerste betaling wordt op die dag afgeschreven.`,
    billing: (link) =>
      `Wil je vóór die tijd je kaart bijwerken of opzeggen? Open dan je facturatie-instellingen: ${link}`,
  },
  subscriptionEnding: {
    subject: (mypin, date) => `Je MyPin ‘${mypin}’ eindigt op ${date}`,
    body: (mypin, date) =>
      `Het abonnement voor ‘${mypin}’ is opgezegd en eindigt op ${date}. Daarna wordt de naam vrijgegeven en kan iedereen hem kopen.`,
    renew: (link) =>
      `Wil je hem houden? Verleng dan vóór die datum het abonnement in je facturatie-instellingen: ${link}`,
  },
  paymentFailed: {
    subject: (mypin) => `Betaling voor je MyPin ‘${mypin}’ mislukt`,
    body: (mypin, price) =>
      `We konden de betaling van ${price} voor ‘${mypin}’ niet afschrijven. De MyPin blijft werken terwijl we het de komende dagen opnieuw proberen.`,
    billing: (link) => `Werk je kaart bij in je facturatie-instellingen: ${link}`,
  },
  graceStarted: {
    subject: (mypin, date) => `Je MyPin ‘${mypin}’ wordt vrijgegeven op ${date}`,
    body: (mypin, date) =>
      `Het abonnement voor ‘${mypin}’ is beëindigd omdat de betaling is mislukt. ‘${mypin}’ blijft werken tot ${date}, en tot die tijd kan niemand anders hem nemen.`,
    renew: (date, link) =>
      `Op ${date} wordt de naam vrijgegeven, tenzij je verlengt. Om te verlengen log je in en kies je ‘Verlengen’ bij je MyPins: ${link}`,
  },
  pinReleased: {
    subject: (mypin) => `Je MyPin ‘${mypin}’ is vrijgegeven`,
    body: (mypin) =>
      `Het abonnement voor ‘${mypin}’ is beëindigd, dus ‘${mypin}’ leidt nergens meer naartoe en iedereen kan de naam kopen.`,
    searchAgain: (link) => `Wil je hem terug? Zoek hem dan op zolang hij nog vrij is: ${link}`,
  },
  receipt: {
    subject: (mypin) => `Je MyPin ‘${mypin}’ is actief`,
    body: (mypin) =>
      `Bedankt: ‘${mypin}’ is van jou. Wie hem nu zoekt, krijgt de routebeschrijving naar de plek die je hebt gekozen.`,
    plan: (tier, price) => `Abonnement: ${tier}, ${price}, wordt elk jaar verlengd tot je opzegt.`,
    trialEnds: (date) => ` Je gratis proefperiode eindigt op ${date}; dan wordt de eerste betaling afgeschreven.`,
    share: (link) => `Deel hem met deze link: ${link}`,
  },
  purchaseRefunded: {
    subject: (mypin) => `Je MyPin ‘${mypin}’ kon niet worden aangemaakt`,
    body: (mypin) =>
      `Iemand anders heeft ‘${mypin}’ vlak voor jouw betaling afgerond, dus de MyPin kon niet voor je worden aangemaakt.`,
    refunded: (price) => `Je abonnement is opgezegd en je betaling van ${price} is volledig terugbetaald.`,
    nothingCharged: "Je abonnement is opgezegd; er is niets in rekening gebracht.",
    sorry: "Het spijt ons. Kies een andere naam.",
  },
  trialRefused: {
    subject: (mypin) => `Je gratis proefperiode van MyPin ‘${mypin}’ is niet gestart`,
    body: (mypin, reason) => `Bedankt: ‘${mypin}’ is van jou. ${reason}`,
    oneTrial: (link) =>
      `MyPin geeft één gratis proefperiode per account en één per kaart. Open je MyPins om het abonnement te bekijken of op te zeggen: ${link}`,
  },
  paymentReversed: {
    subject: (mypin, date) => `Je MyPin ‘${mypin}’ wordt vrijgegeven op ${date}`,
    disputed: (mypin) =>
      `De betaling voor ‘${mypin}’ is betwist bij de uitgever van je kaart en het geschil is in jouw voordeel beslist. Het geld is dus naar je teruggegaan en het abonnement is opgezegd.`,
    refunded: (mypin) => `De betaling voor ‘${mypin}’ is volledig terugbetaald, dus het abonnement is opgezegd.`,
    carried: (mypin) =>
      `De betaling voor de tijd die je bij de overdracht van ‘${mypin}’ meekreeg, is bij de vorige eigenaar teruggedraaid. Die tijd is dus voorbij en het abonnement is opgezegd.`,
    keepsWorking: (mypin, date, link) =>
      `‘${mypin}’ blijft werken tot ${date}, en tot die tijd kan niemand anders hem nemen. Wil je hem houden? Log in en kies ‘Verlengen’ bij je MyPins: ${link}`,
  },
  pinMoved: {
    subject: (mypin) => `Je MyPin ‘${mypin}’ is verplaatst`,
    byStaff: (mypin) =>
      `Ons supportteam heeft ‘${mypin}’ verplaatst. Iedereen die hem zoekt of de link of QR-code opent, wordt nu naar de nieuwe plek gestuurd.`,
    byOwner: (mypin) =>
      `Je hebt ‘${mypin}’ verplaatst. Iedereen die hem zoekt of de link of QR-code opent, wordt nu naar de nieuwe plek gestuurd.`,
    places: (before, now) => `Voorheen: ${before}\nNu: ${now}`,
    staffAdvice: (link) =>
      `Leidt hij niet naar de juiste plek? Zet hem dan terug via je MyPins en laat het ons weten via het contactformulier: ${link}`,
    ownerAdvice: (link) =>
      `Heb je hem niet zelf verplaatst? Dan is iemand anders misschien ingelogd op je account. Zet hem terug via je MyPins en wijzig je wachtwoord; daarmee worden alle andere apparaten uitgelogd: ${link}`,
  },
  pinRenamed: {
    subject: (from, to) => `Je MyPin ‘${from}’ heet nu ‘${to}’`,
    body: (from, to) =>
      `Ons supportteam heeft de naam van je MyPin ‘${from}’ gewijzigd in ‘${to}’. Hij leidt naar dezelfde plek, het abonnement en het aantal zoekopdrachten blijven ongewijzigd, en ‘${from}’ leidt nergens meer naartoe.`,
    share: (link) =>
      `Deel hem met deze link (een QR-code die je eerder hebt opgeslagen, toont de oude naam; download een nieuwe via je MyPins): ${link}`,
  },
  pinDeleted: {
    subject: (mypin) => `Je MyPin ‘${mypin}’ is verwijderd`,
    body: (mypin, reason) =>
      `Ons supportteam heeft ‘${mypin}’ definitief verwijderd, omdat ${reason}. Het abonnement is opgezegd en er wordt niets meer afgeschreven.`,
    refunded: (price) =>
      `We hebben ${price} terugbetaald voor het ongebruikte deel van je abonnement. Het bedrag staat binnen 5 tot 10 dagen weer op je kaart.`,
    nothingRefunded: "Er is niets terugbetaald.",
    mistake: "Denk je dat dit een vergissing is? Reageer dan via het contactformulier op onze website.",
  },
  contact: {
    subject: (subject) => `Contactformulier: ${subject}`,
    from: (email) => `Van: ${email}`,
  },
};
