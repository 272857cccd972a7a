import { plural } from "../plural.ts";
import type * as en from "../staff.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of staff.ts.
export const helpDesk: TTranslation<typeof en.helpDesk> = {
  title: "Help desk - Cerca MyPin",
  searchTermRequired: "Inserisci un termine di ricerca",
  renameExists: "Il MyPin esiste già",
  renameChooseAnother: "Scegli un nome diverso.",
  renameTierRefused: "Un cambio di nome deve mantenere il livello del MyPin, che il proprietario paga.",
  renameTierChange: (fromTier, toTier) =>
    `Questo è un MyPin ${fromTier}, che il proprietario paga, e con il nuovo nome diventerebbe ${toTier}. Scegli un nome ${fromTier}.`,
  noResultsFound: "Nessun risultato trovato",
  noResults: "Nessun risultato",
  searchError: "Errore di ricerca",
  renameFailed: "Impossibile aggiornare il nome del MyPin",
  deleteFailed: "Impossibile eliminare il MyPin",
  renamed: "Nome del MyPin aggiornato correttamente",
  deleted: (pin) => `MyPin «${pin}» eliminato correttamente`,
  deleteTitle: "Elimina MyPin",
  deleteConfirm: (pin) => `Vuoi davvero eliminare definitivamente «${pin}»? Questa azione non può essere annullata.`,
};

export const staffPins: TTranslation<typeof en.staffPins> = {
  searchNote: "Cerca per indirizzo e-mail del titolare o per nome del MyPin.",
  searchBy: "Cerca per",
  byEmail: "E-mail",
  byName: "MyPin",
  searchLabel: "Termine di ricerca",
  placeholders: { email: "owner@example.com", name: "es. my.pin2" },
  search: "Cerca",
  clear: "Cancella",
  resultsHeading: (count) => `Risultati della ricerca (${count})`,
  found: (count) => plural("it", count, { one: `${count} risultato trovato`, other: `${count} risultati trovati` }),
  noResultsBody: "Nessun MyPin corrisponde a questa ricerca.",
  columns: {
    clickable: "MyPin cliccabile",
    userEmail: "E-mail dell'utente",
    location: "Posizione (lat/long)",
    urlLink: "Link URL",
    qrCode: "Codice QR",
    searchCount: "Ricerche",
    createdDate: "Data di creazione",
    lastUpdated: "Ultimo aggiornamento",
    actions: "Azioni",
  },
  noEmail: "Nessuna e-mail",
  payment: {
    disputeOpen: "Pagamento contestato",
    disputeWon: "Contestazione vinta",
    disputeLost: "Contestazione persa",
    refunded: (amount) => `Rimborso di ${amount}`,
    reversed: "Pagamento stornato: abbonamento annullato",
  },
  hiddenFromTop: "Nascosto dall'elenco dei più cercati",
  hideFromTop: "Nascondi dai più cercati",
  showInTop: "Mostra tra i più cercati",
  hideFromTopLabel: (pin) => `Nascondi dai più cercati: ${pin}`,
  showInTopLabel: (pin) => `Mostra tra i più cercati: ${pin}`,
  hiddenDone: (pin) => `${pin} non compare più nell'elenco dei più cercati`,
  shownDone: (pin) => `${pin} compare di nuovo nell'elenco dei più cercati`,
  topChangeFailed: "Impossibile modificare l'elenco dei più cercati",
  edit: "Modifica",
  save: "Salva",
  cancel: "Annulla",
  delete: "Elimina",
  newName: (pin) => `Nuovo nome per ${pin}`,
  renameTitle: "Rinomina il MyPin",
  renameCheck: "Controlla entrambi i nomi prima di salvare.",
  currentName: "Nome attuale",
  newNameHeading: "Nuovo nome",
  confirmRename: "Rinomina",
  formerNameNote: (days) =>
    plural("it", days, {
      one: "Il nome attuale porterà a quello nuovo per # giorno, e fino ad allora nessun altro potrà prenderlo.",
      other: "Il nome attuale porterà a quello nuovo per # giorni, e fino ad allora nessun altro potrà prenderlo.",
    }),
  deletePin: (pin) => `Elimina ${pin}`,
  deleteReason: "Motivo",
  reasons: {
    violation: "Violazione della politica sui nomi",
    owner_request: "Richiesta del titolare",
    mistake: "Errore",
  },
  feeNote:
    "Al titolare viene rimborsata la parte non usata del periodo in corso; in caso di violazione, meno una commissione amministrativa.",
  refunded: (amount) => `Rimborso di ${amount} effettuato al titolare.`,
  noRefund: "Non è stato rimborsato nulla.",
  totalCount: (count) => plural("it", count, { one: "# MyPin in totale", other: "# MyPin in totale" }),
  matchCount: (count) =>
    plural("it", count, { one: "# MyPin corrisponde al filtro", other: "# MyPin corrispondono al filtro" }),
  filterLabel: "Filtra per nome o e-mail del titolare",
  filterPlaceholder: "Inizia con...",
  noneMatch: "Nessun MyPin corrisponde a questo filtro.",
  nonePins: "Ancora nessun MyPin.",
};

export const reservedNamesPanel: TTranslation<typeof en.reservedNamesPanel> = {
  title: "Nomi di marchi riservati",
  intro:
    "Libera un nome di marchio riservato per l'account del suo titolare comprovato. Da quel momento solo quell'account potrà acquistarlo.",
  adminsOnly: "Solo un amministratore di sistema può liberare un nome riservato.",
  name: "Nome del marchio",
  email: "E-mail dell'account del titolare",
  reason: "Motivo (es. la prova che hai verificato)",
  release: "Libera il nome",
  released: (name) => `«${name}» liberato`,
  failed: "Impossibile liberare il nome",
  listHeading: "Nomi liberati",
  none: "Non è stato ancora liberato nessun nome riservato.",
  loadFailed: "Impossibile caricare i nomi liberati",
  releasedTo: (email) => `per ${email}`,
  releasedBy: (email) => `da ${email},`,
  formerStaff: "un ex membro dello staff",
  retry: "Riprova",
};

export const admin: TTranslation<typeof en.admin> = {
  analyticsFailed: "Impossibile recuperare le analisi degli abbonamenti",
  trialAnalyticsFailed: "Impossibile recuperare le analisi delle prove gratuite",
  subscriptionsFailed: "Impossibile recuperare gli abbonamenti",
  syncFailed: "Sincronizzazione non riuscita",
  syncError: "Errore di sincronizzazione",
  dryRunFailed: "Simulazione non riuscita",
  releaseFailed: "Liberazione non riuscita",
  dryRunError: "Errore della simulazione",
  releaseError: "Errore della liberazione",
  manageTitle: "Gestisci tutti i MyPin (amministratore di sistema)",
  renameExists: "Il MyPin esiste già. Scegli un nome diverso.",
  dashboardTitle: "Dashboard di amministrazione",
  analyticsTitle: "Analisi",
  roles: {
    noAccount: "Nessun account usa questo indirizzo e-mail. La persona deve prima registrarsi.",
    expiryPast: "La scadenza dell'accesso deve essere nel futuro.",
    notGranted: "Questo account non ha un accesso all'help desk da revocare.",
  },
};

export const reservedNames: TTranslation<typeof en.reservedNames> = {
  notReserved: "Questo nome non è riservato, quindi non c'è nulla da liberare: chiunque può acquistarlo.",
  noAccount: "Nessun account usa questo indirizzo e-mail. Il titolare del marchio deve prima registrarsi.",
  toSelf:
    "Non puoi liberare un nome riservato per il tuo stesso account. Un altro amministratore deve verificare la prova.",
};

export const deleteReasons: TTranslation<typeof en.deleteReasons> = {
  violation: "violava le nostre condizioni d'uso",
  owner_request: "ci hai chiesto di eliminarlo",
  mistake: "era stato creato per errore",
};
