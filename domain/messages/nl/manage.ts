import type * as en from "../manage.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of manage.ts.
export const manage: TTranslation<typeof en.manage> = {
  ownerTitle: "Mijn MyPins beheren",
  loading: "Je MyPins worden geladen…",
  emptyTitle: "Nog geen MyPins",
  emptyBody: "Maak je eerste MyPin en breng orde in je locaties",
  coordinatesUpdatedBadge: "Coördinaten bijgewerkt",
  cancel: "Opzeggen",
  cancelled: "Opgezegd",
  cancellationRequested: "Opzegging aangevraagd",
  editLocation: "Locatie bewerken",
  shareLinkTooLong: "Deze MyPin geeft een URL die te lang is om er betrouwbaar een QR-code van te maken",
  loadFailed: "De MyPins konden niet worden geladen",
  copyFailed: "Kopiëren mislukt",
  qrFailed: "De QR-code kon niet worden gemaakt. Probeer het opnieuw.",
  recordCancellationFailed: (detail) => `De opzegging kon niet worden vastgelegd: ${detail}`,
  cancellationSubmitted: "Opzegging ingediend",
  cancellationScheduled: "Opzegging ingepland",
  linkCopied: "MyPin-link gekopieerd!",
  qrDownloaded: "QR-code gedownload!",
  cancelSubscriptionTitle: "Abonnement opzeggen",
  confirmCancellation: "Opzegging bevestigen",
};

export const managePage: TTranslation<typeof en.managePage> = {
  countCreated: (count) => plural("nl", count, { one: "# MyPin aangemaakt", other: "# MyPins aangemaakt" }),
  signInPrompt: "Log in om je MyPins te bekijken en te beheren.",
  groupHeading: (tier, count) => `${tier} (${count})`,
  columns: {
    name: "MyPin-naam",
    link: "MyPin-link",
    copyLink: "Link kopiëren",
    qrCode: "QR-code",
    searchCount: "Aantal zoekopdrachten",
    latitude: "Breedtegraad",
    longitude: "Lengtegraad",
    created: "Aangemaakt",
    lastUpdated: "Laatst bijgewerkt",
    actions: "Acties",
  },
  copyLink: "Link kopiëren",
  searchHistory: (count, days) =>
    plural("nl", count, {
      one: `# zoekopdracht in de afgelopen ${days} dagen`,
      other: `# zoekopdrachten in de afgelopen ${days} dagen`,
    }),
  qrCode: "QR-code",
  pagination: "Pagina's met MyPins",
  pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
  previous: "Vorige",
  next: "Volgende",
  retry: "Opnieuw proberen",
  cancelDialogBody: (name) =>
    `De opzegging van ${name} is ingepland bij onze betaalprovider. ${name} blijft actief tot het einde van de huidige factuurperiode en je krijgt een bevestiging per e-mail.`,
  keepSubscription: "Annuleren",
  scheduledDetail: (name, date) => `${name} blijft actief tot ${date}.`,
  submittedDetail: "Je verzoek is opgeslagen. We ronden het af bij onze betaalprovider en sturen je een e-mail.",
  unreachable: "MyPin is niet bereikbaar",
};

export const standing: TTranslation<typeof en.standing> = {
  graceTitle: (name) => `${name} wordt niet meer verlengd`,
  graceBody: (date) =>
    `De laatste betaling is niet gelukt, dus het abonnement is beëindigd. De MyPin blijft werken tot ${date}; daarna wordt de naam vrijgegeven, tenzij je verlengt.`,
  renew: "Verlengen",
  renewFailed: (detail) => `De verlenging kon niet worden gestart: ${detail}`,
  ended: "Het abonnement van deze MyPin is beëindigd. De naam wordt binnenkort vrijgegeven.",
  endsOn: (date) => `Eindigt op ${date}`,
  renewsOn: (date) => `Verlengt op ${date}`,
  paymentFailed: "De laatste betaling is mislukt. We proberen het opnieuw; werk je kaartgegevens bij.",
  updateCard: "Kaart bijwerken",
};

export const billingPage: TTranslation<typeof en.billingPage> = {
  title: "Facturatie-instellingen",
  opening: "Je facturatie-instellingen worden geopend…",
  failed: "Je facturatie-instellingen konden niet worden geopend.",
  retry: "Opnieuw proberen",
  signInFirst: "Log in om je facturatie-instellingen te bekijken.",
};

export const qrLink: TTranslation<typeof en.qrLink> = {
  invalid: "Deze QR-codelink is ongeldig",
  expired: "Deze QR-codelink is verlopen. Download de QR-code opnieuw.",
};

export const qr: TTranslation<typeof en.qr> = {
  noInput: "Geen invoertekst",
  tooBig: "Er zijn te veel gegevens om in een QR-code op te slaan",
};

export const qrLimits: TTranslation<typeof en.qrLimits> = {
  tooMany: "Te veel verzoeken om QR-codes. Wacht even en probeer het dan opnieuw.",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Aankomstinfo",
  dialogTitle: (name) => `Aankomstinfo voor ${name}`,
  dialogBody:
    "Vertel bezoekers wat ze moeten weten als ze er zijn. Iedereen die deze MyPin opzoekt, ziet het onder de routebeschrijving en op de deellink.",
  label: "Info",
  placeholder: "Bel aan bij poort 2. Parkeren achter de schuur.",
  charactersLeft: (count) => plural("nl", count, { one: "Nog # teken over", other: "Nog # tekens over" }),
  charactersOver: (count) => plural("nl", count, { one: "# teken te veel", other: "# tekens te veel" }),
  save: "Opslaan",
  cancel: "Annuleren",
  saved: "Aankomstinfo opgeslagen",
  removed: "Aankomstinfo verwijderd",
  saveFailed: (detail) => `De aankomstinfo kon niet worden opgeslagen: ${detail}`,
  tooLong: "Aankomstinfo mag maximaal 280 tekens lang zijn.",
  expletive: "Aankomstinfo mag geen scheldwoorden bevatten.",
};

export const embedDialog: TTranslation<typeof en.embedDialog> = {
  button: "Insluiten",
  title: (name) => `${name} op je website insluiten`,
  body: "Zet deze kaart op je website: plak de code in de HTML van je pagina.",
  codeLabel: "Code om te plakken",
  copy: "Code kopiëren",
  copied: "Insluitcode gekopieerd!",
  frameTitle: (name) => `${name} op MyPin`,
};
