import { plural } from "../plural.ts";
import type * as en from "../staff.ts";
import type { TTranslation } from "../translation.ts";

// German texts of staff.ts.
export const helpDesk: TTranslation<typeof en.helpDesk> = {
  title: "Helpdesk – MyPins suchen",
  searchTermRequired: "Bitte gib einen Suchbegriff ein",
  renameExists: "MyPin existiert bereits",
  renameChooseAnother: "Bitte wähle einen anderen Namen.",
  renameTierRefused: "Eine Umbenennung muss die Stufe des MyPins behalten, für die der Inhaber bezahlt.",
  renameTierChange: (fromTier, toTier) =>
    `Dies ist ein ${fromTier}-MyPin, für den der Inhaber bezahlt; mit dem neuen Namen wäre er ${toTier}. Wähle einen ${fromTier}-Namen.`,
  noResultsFound: "Keine Ergebnisse gefunden",
  noResults: "Keine Ergebnisse",
  searchError: "Fehler bei der Suche",
  renameFailed: "Der Name des MyPins konnte nicht geändert werden",
  deleteFailed: "Der MyPin konnte nicht gelöscht werden",
  renamed: "Name des MyPins erfolgreich geändert",
  deleted: (pin) => `MyPin „${pin}“ erfolgreich gelöscht`,
  deleteTitle: "MyPin löschen",
  deleteConfirm: (pin) => `Möchtest du „${pin}“ wirklich endgültig löschen? Dies kann nicht rückgängig gemacht werden.`,
};

export const staffPins: TTranslation<typeof en.staffPins> = {
  searchNote: "Suche nach der E-Mail-Adresse des Inhabers oder nach dem Namen des MyPins.",
  searchBy: "Suchen nach",
  byEmail: "E-Mail",
  byName: "MyPin",
  searchLabel: "Suchbegriff",
  placeholders: { email: "owner@example.com", name: "z. B. my.pin2" },
  search: "Suchen",
  clear: "Zurücksetzen",
  resultsHeading: (count) => `Suchergebnisse (${count})`,
  found: (count) => `Gefundene Ergebnisse: ${count}`,
  noResultsBody: "Kein MyPin passt zu dieser Suche.",
  columns: {
    clickable: "MyPin (anklickbar)",
    userEmail: "E-Mail des Nutzers",
    location: "Standort (Breite/Länge)",
    urlLink: "URL-Link",
    qrCode: "QR-Code",
    searchCount: "Suchanfragen",
    createdDate: "Erstellt am",
    lastUpdated: "Zuletzt aktualisiert",
    actions: "Aktionen",
  },
  noEmail: "Keine E-Mail",
  payment: {
    disputeOpen: "Zahlung angefochten",
    disputeWon: "Anfechtung gewonnen",
    disputeLost: "Anfechtung verloren",
    refunded: (amount) => `${amount} erstattet`,
    reversed: "Zahlung rückgängig gemacht: Abo gekündigt",
  },
  hiddenFromTop: "In der Liste beliebter MyPins ausgeblendet",
  hideFromTop: "Bei „Beliebt“ ausblenden",
  showInTop: "Bei „Beliebt“ anzeigen",
  hideFromTopLabel: (pin) => `Bei „Beliebt“ ausblenden: ${pin}`,
  showInTopLabel: (pin) => `Bei „Beliebt“ anzeigen: ${pin}`,
  hiddenDone: (pin) => `${pin} wird nicht mehr in der Liste beliebter MyPins angezeigt`,
  shownDone: (pin) => `${pin} wird wieder in der Liste beliebter MyPins angezeigt`,
  topChangeFailed: "Die Liste beliebter MyPins konnte nicht geändert werden",
  edit: "Bearbeiten",
  save: "Speichern",
  cancel: "Abbrechen",
  delete: "Löschen",
  newName: (pin) => `Neuer Name für ${pin}`,
  renameTitle: "MyPin umbenennen",
  renameCheck: "Prüfe beide Namen, bevor du speicherst.",
  currentName: "Aktueller Name",
  newNameHeading: "Neuer Name",
  confirmRename: "Umbenennen",
  formerNameNote: (days) =>
    plural("de", days, {
      one: "Der aktuelle Name führt # Tag lang zum neuen, und bis dahin kann ihn niemand sonst nehmen.",
      other: "Der aktuelle Name führt # Tage lang zum neuen, und bis dahin kann ihn niemand sonst nehmen.",
    }),
  deletePin: (pin) => `${pin} löschen`,
  deleteReason: "Grund",
  reasons: {
    violation: "Verstoß gegen die Namensrichtlinie",
    owner_request: "Wunsch des Inhabers",
    mistake: "Versehen",
  },
  feeNote:
    "Der Inhaber erhält den ungenutzten Teil des aktuellen Zeitraums erstattet; bei einem Verstoß abzüglich einer Bearbeitungsgebühr.",
  refunded: (amount) => `${amount} an den Inhaber erstattet.`,
  noRefund: "Es wurde nichts erstattet.",
  totalCount: (count) => plural("de", count, { one: "# MyPin insgesamt", other: "# MyPins insgesamt" }),
  matchCount: (count) =>
    plural("de", count, { one: "# MyPin entspricht dem Filter", other: "# MyPins entsprechen dem Filter" }),
  filterLabel: "Nach Name oder E-Mail des Inhabers filtern",
  filterPlaceholder: "Beginnt mit …",
  noneMatch: "Kein MyPin entspricht diesem Filter.",
  nonePins: "Noch keine MyPins.",
};

export const reservedNamesPanel: TTranslation<typeof en.reservedNamesPanel> = {
  title: "Reservierte Markennamen",
  intro:
    "Gib einen reservierten Markennamen für das Konto seines nachgewiesenen Inhabers frei. Nur dieses Konto kann ihn dann kaufen.",
  adminsOnly: "Nur ein Systemadministrator kann einen reservierten Namen freigeben.",
  name: "Markenname",
  email: "E-Mail-Adresse des Inhaberkontos",
  reason: "Grund (z. B. der geprüfte Nachweis)",
  release: "Name freigeben",
  released: (name) => `„${name}“ freigegeben`,
  failed: "Der Name konnte nicht freigegeben werden",
  listHeading: "Freigegebene Namen",
  none: "Es wurden noch keine reservierten Namen freigegeben.",
  loadFailed: "Die freigegebenen Namen konnten nicht geladen werden",
  releasedTo: (email) => `für ${email}`,
  releasedBy: (email) => `von ${email},`,
  formerStaff: "einem ehemaligen Teammitglied",
  retry: "Erneut versuchen",
};

export const admin: TTranslation<typeof en.admin> = {
  analyticsFailed: "Die Abo-Analysen konnten nicht abgerufen werden",
  trialAnalyticsFailed: "Die Analysen der Testphasen konnten nicht abgerufen werden",
  subscriptionsFailed: "Die Abos konnten nicht abgerufen werden",
  syncFailed: "Synchronisierung fehlgeschlagen",
  syncError: "Fehler bei der Synchronisierung",
  dryRunFailed: "Probelauf fehlgeschlagen",
  releaseFailed: "Freigabe fehlgeschlagen",
  dryRunError: "Fehler beim Probelauf",
  releaseError: "Fehler bei der Freigabe",
  manageTitle: "Alle MyPins verwalten (Systemadministrator)",
  renameExists: "MyPin existiert bereits. Bitte wähle einen anderen Namen.",
  dashboardTitle: "Admin-Dashboard",
  analyticsTitle: "Analyse",
  roles: {
    noAccount: "Kein Konto verwendet diese E-Mail-Adresse. Die Person muss sich zuerst registrieren.",
    expiryPast: "Der Zugriff muss in der Zukunft enden.",
    notGranted: "Dieses Konto hat keinen Helpdesk-Zugriff, der entzogen werden könnte.",
  },
};

export const reservedNames: TTranslation<typeof en.reservedNames> = {
  notReserved: "Dieser Name ist nicht reserviert, es gibt also nichts freizugeben: Jeder kann ihn kaufen.",
  noAccount: "Kein Konto verwendet diese E-Mail-Adresse. Der Markeninhaber muss sich zuerst registrieren.",
  toSelf:
    "Du kannst einen reservierten Namen nicht für dein eigenes Konto freigeben. Ein anderer Administrator muss den Nachweis prüfen.",
};

export const deleteReasons: TTranslation<typeof en.deleteReasons> = {
  violation: "er gegen unsere Nutzungsbedingungen verstoßen hat",
  owner_request: "du uns gebeten hast, ihn zu löschen",
  mistake: "er versehentlich erstellt wurde",
};
