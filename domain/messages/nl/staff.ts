import { plural } from "../plural.ts";
import type * as en from "../staff.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of staff.ts.
export const helpDesk: TTranslation<typeof en.helpDesk> = {
  title: "Helpdesk – MyPins zoeken",
  searchTermRequired: "Voer een zoekterm in",
  renameExists: "Deze MyPin bestaat al",
  renameChooseAnother: "Kies een andere naam.",
  renameTierRefused: "Een nieuwe naam moet het niveau van de MyPin houden, waarvoor de eigenaar betaalt.",
  renameTierChange: (fromTier, toTier) =>
    `Dit is een ${fromTier}-MyPin, waarvoor de eigenaar betaalt, en met de nieuwe naam zou hij ${toTier} worden. Kies een ${fromTier}-naam.`,
  noResultsFound: "Geen resultaten gevonden",
  noResults: "Geen resultaten",
  searchError: "Zoekfout",
  renameFailed: "De naam van de MyPin kon niet worden gewijzigd",
  deleteFailed: "De MyPin kon niet worden verwijderd",
  renamed: "Naam van de MyPin gewijzigd",
  deleted: (pin) => `MyPin ‘${pin}’ is verwijderd`,
  deleteTitle: "MyPin verwijderen",
  deleteConfirm: (pin) =>
    `Weet je zeker dat je ‘${pin}’ definitief wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
};

export const staffPins: TTranslation<typeof en.staffPins> = {
  searchNote: "Zoek op het e-mailadres van de eigenaar of op de naam van de MyPin.",
  searchBy: "Zoeken op",
  byEmail: "E-mailadres",
  byName: "MyPin",
  searchLabel: "Zoekterm",
  placeholders: { email: "owner@example.com", name: "bijv. my.pin2" },
  search: "Zoeken",
  clear: "Wissen",
  resultsHeading: (count) => `Zoekresultaten (${count})`,
  found: (count) => `Resultaten gevonden: ${count}`,
  noResultsBody: "Geen enkele MyPin komt overeen met deze zoekopdracht.",
  columns: {
    clickable: "Klikbare MyPin",
    userEmail: "E-mailadres gebruiker",
    location: "Locatie (lat/lng)",
    urlLink: "URL-link",
    qrCode: "QR-code",
    searchCount: "Aantal zoekopdrachten",
    createdDate: "Aanmaakdatum",
    lastUpdated: "Laatst bijgewerkt",
    actions: "Acties",
  },
  noEmail: "Geen e-mailadres",
  payment: {
    disputeOpen: "Betaling betwist",
    disputeWon: "Geschil gewonnen",
    disputeLost: "Geschil verloren",
    refunded: (amount) => `${amount} terugbetaald`,
    reversed: "Betaling teruggedraaid: abonnement opgezegd",
  },
  hiddenFromTop: "Verborgen in de populaire lijst",
  hideFromTop: "Verbergen in populair",
  showInTop: "Tonen in populair",
  hideFromTopLabel: (pin) => `Verbergen in populair: ${pin}`,
  showInTopLabel: (pin) => `Tonen in populair: ${pin}`,
  hiddenDone: (pin) => `${pin} staat niet meer in de populaire lijst`,
  shownDone: (pin) => `${pin} staat weer in de populaire lijst`,
  topChangeFailed: "De populaire lijst kon niet worden gewijzigd",
  edit: "Bewerken",
  save: "Opslaan",
  cancel: "Annuleren",
  delete: "Verwijderen",
  newName: (pin) => `Nieuwe naam voor ${pin}`,
  renameTitle: "MyPin hernoemen",
  renameCheck: "Controleer beide namen voordat je opslaat.",
  currentName: "Huidige naam",
  newNameHeading: "Nieuwe naam",
  confirmRename: "Hernoemen",
  formerNameNote: (days) =>
    plural("nl", days, {
      one: "De huidige naam leidt # dag lang naar de nieuwe, en tot dan kan niemand anders hem nemen.",
      other: "De huidige naam leidt # dagen lang naar de nieuwe, en tot dan kan niemand anders hem nemen.",
    }),
  deletePin: (pin) => `${pin} verwijderen`,
  deleteReason: "Reden",
  reasons: {
    violation: "Schending van het naambeleid",
    owner_request: "Verzoek van de eigenaar",
    mistake: "Vergissing",
  },
  feeNote:
    "De eigenaar krijgt het ongebruikte deel van de huidige periode terugbetaald; bij een schending min administratiekosten.",
  refunded: (amount) => `${amount} terugbetaald aan de eigenaar.`,
  noRefund: "Er is niets terugbetaald.",
  totalCount: (count) => plural("nl", count, { one: "# MyPin in totaal", other: "# MyPins in totaal" }),
  matchCount: (count) =>
    plural("nl", count, { one: "# MyPin voldoet aan het filter", other: "# MyPins voldoen aan het filter" }),
  filterLabel: "Filteren op naam of e-mailadres van de eigenaar",
  filterPlaceholder: "Begint met…",
  noneMatch: "Geen MyPins die aan dit filter voldoen.",
  nonePins: "Nog geen MyPins.",
};

export const reservedNamesPanel: TTranslation<typeof en.reservedNamesPanel> = {
  title: "Gereserveerde merknamen",
  intro:
    "Geef een gereserveerde merknaam vrij voor het account van de aangetoonde eigenaar. Alleen dat account kan de naam dan kopen.",
  adminsOnly: "Alleen een systeembeheerder kan een gereserveerde naam vrijgeven.",
  name: "Merknaam",
  email: "E-mailadres van het account van de eigenaar",
  reason: "Reden (bijv. het bewijs dat je hebt gecontroleerd)",
  release: "Naam vrijgeven",
  released: (name) => `‘${name}’ vrijgegeven`,
  failed: "De naam kon niet worden vrijgegeven",
  listHeading: "Vrijgegeven namen",
  none: "Er zijn nog geen gereserveerde namen vrijgegeven.",
  loadFailed: "De vrijgegeven namen konden niet worden geladen",
  releasedTo: (email) => `voor ${email}`,
  releasedBy: (email) => `door ${email},`,
  formerStaff: "een voormalig medewerker",
  retry: "Opnieuw proberen",
};

export const admin: TTranslation<typeof en.admin> = {
  analyticsFailed: "De abonnementsstatistieken konden niet worden opgehaald",
  trialAnalyticsFailed: "De statistieken van proefperiodes konden niet worden opgehaald",
  subscriptionsFailed: "De abonnementen konden niet worden opgehaald",
  syncFailed: "Synchronisatie mislukt",
  syncError: "Synchronisatiefout",
  dryRunFailed: "Proefrun mislukt",
  releaseFailed: "Vrijgeven mislukt",
  dryRunError: "Fout bij proefrun",
  releaseError: "Fout bij vrijgeven",
  manageTitle: "Alle MyPins beheren (systeembeheerder)",
  renameExists: "Deze MyPin bestaat al. Kies een andere naam.",
  dashboardTitle: "Beheerdashboard",
  analyticsTitle: "Statistieken",
  roles: {
    noAccount: "Er is geen account met dit e-mailadres. Die persoon moet zich eerst registreren.",
    expiryPast: "De toegang moet in de toekomst eindigen.",
    notGranted: "Dit account heeft geen helpdesktoegang die kan worden ingetrokken.",
  },
};

export const reservedNames: TTranslation<typeof en.reservedNames> = {
  notReserved: "Die naam is geen gereserveerde naam, dus er valt niets vrij te geven: iedereen mag hem kopen.",
  noAccount: "Er is geen account met dat e-mailadres. De eigenaar van het merk moet zich eerst registreren.",
  toSelf:
    "Je kunt een gereserveerde naam niet vrijgeven voor je eigen account. Een andere beheerder moet het bewijs controleren.",
};

// Said after "omdat" ("because") in the owner's e-mail, so each is a subordinate clause.
export const deleteReasons: TTranslation<typeof en.deleteReasons> = {
  violation: "hij in strijd was met onze gebruiksvoorwaarden",
  owner_request: "je ons hebt gevraagd hem te verwijderen",
  mistake: "hij per vergissing is aangemaakt",
};
