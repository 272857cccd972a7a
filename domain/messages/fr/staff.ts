import { plural } from "../plural.ts";
import type * as en from "../staff.ts";
import type { TTranslation } from "../translation.ts";

// French texts of staff.ts.
export const helpDesk: TTranslation<typeof en.helpDesk> = {
  title: "Assistance – Rechercher des MyPins",
  searchTermRequired: "Veuillez saisir un terme de recherche",
  renameExists: "Ce MyPin existe déjà",
  renameChooseAnother: "Veuillez choisir un autre nom.",
  renameTierRefused: "Un changement de nom doit conserver la formule du MyPin, que son propriétaire paie.",
  renameTierChange: (fromTier, toTier) =>
    `Ce MyPin est de formule ${fromTier}, que son propriétaire paie, et le nouveau nom le ferait passer en ${toTier}. Choisissez un nom ${fromTier}.`,
  noResultsFound: "Aucun résultat trouvé",
  noResults: "Aucun résultat",
  searchError: "Erreur de recherche",
  renameFailed: "Impossible de modifier le nom du MyPin",
  deleteFailed: "Impossible de supprimer le MyPin",
  renamed: "Nom du MyPin modifié",
  deleted: (pin) => `MyPin « ${pin} » supprimé`,
  deleteTitle: "Supprimer le MyPin",
  deleteConfirm: (pin) => `Voulez-vous vraiment supprimer définitivement « ${pin} » ? Cette action est irréversible.`,
};

export const staffPins: TTranslation<typeof en.staffPins> = {
  searchNote: "Recherchez par adresse e-mail du propriétaire ou par nom de MyPin.",
  searchBy: "Rechercher par",
  byEmail: "E-mail",
  byName: "MyPin",
  searchLabel: "Terme de recherche",
  placeholders: { email: "owner@example.com", name: "ex. my.pin2" },
  search: "Rechercher",
  clear: "Effacer",
  resultsHeading: (count) => `Résultats de la recherche (${count})`,
  found: (count) => `Résultats trouvés : ${count}`,
  noResultsBody: "Aucun MyPin ne correspond à cette recherche.",
  columns: {
    clickable: "MyPin cliquable",
    userEmail: "E-mail de l'utilisateur",
    location: "Position (lat./long.)",
    urlLink: "Lien URL",
    qrCode: "QR code",
    searchCount: "Nombre de recherches",
    createdDate: "Date de création",
    lastUpdated: "Dernière mise à jour",
    actions: "Actions",
  },
  noEmail: "Aucun e-mail",
  payment: {
    disputeOpen: "Paiement contesté",
    disputeWon: "Litige gagné",
    disputeLost: "Litige perdu",
    refunded: (amount) => `Remboursé : ${amount}`,
    reversed: "Paiement annulé : abonnement résilié",
  },
  hiddenFromTop: "Masqué de la liste des populaires",
  hideFromTop: "Masquer des populaires",
  showInTop: "Afficher dans les populaires",
  hideFromTopLabel: (pin) => `Masquer des populaires : ${pin}`,
  showInTopLabel: (pin) => `Afficher dans les populaires : ${pin}`,
  hiddenDone: (pin) => `${pin} n'apparaît plus dans la liste des populaires`,
  shownDone: (pin) => `${pin} apparaît de nouveau dans la liste des populaires`,
  topChangeFailed: "Impossible de modifier la liste des populaires",
  edit: "Modifier",
  save: "Enregistrer",
  cancel: "Annuler",
  delete: "Supprimer",
  newName: (pin) => `Nouveau nom pour ${pin}`,
  renameTitle: "Renommer le MyPin",
  renameCheck: "Vérifiez les deux noms avant d'enregistrer.",
  currentName: "Nom actuel",
  newNameHeading: "Nouveau nom",
  confirmRename: "Renommer",
  formerNameNote: (days) =>
    plural("fr", days, {
      one: "Le nom actuel mènera au nouveau pendant # jour, et personne d'autre ne pourra le prendre d'ici là.",
      other: "Le nom actuel mènera au nouveau pendant # jours, et personne d'autre ne pourra le prendre d'ici là.",
    }),
  deletePin: (pin) => `Supprimer ${pin}`,
  deleteReason: "Motif",
  reasons: {
    violation: "Violation de la politique de nommage",
    owner_request: "Demande du propriétaire",
    mistake: "Erreur",
  },
  feeNote:
    "Le propriétaire est remboursé de la partie non utilisée de la période en cours ; en cas de violation, déduction faite de frais de dossier.",
  refunded: (amount) => `Remboursement de ${amount} au propriétaire.`,
  noRefund: "Aucun remboursement n'a été effectué.",
  totalCount: (count) => plural("fr", count, { one: "# MyPin au total", other: "# MyPins au total" }),
  matchCount: (count) =>
    plural("fr", count, { one: "# MyPin correspond au filtre", other: "# MyPins correspondent au filtre" }),
  filterLabel: "Filtrer par nom ou par e-mail du propriétaire",
  filterPlaceholder: "Commence par…",
  noneMatch: "Aucun MyPin ne correspond à ce filtre.",
  nonePins: "Aucun MyPin pour l'instant.",
};

export const reservedNamesPanel: TTranslation<typeof en.reservedNamesPanel> = {
  title: "Noms de marque réservés",
  intro:
    "Libérez un nom de marque réservé au profit du compte de son propriétaire avéré. Seul ce compte pourra alors l'acheter.",
  adminsOnly: "Seul un administrateur système peut libérer un nom réservé.",
  name: "Nom de marque",
  email: "E-mail du compte du propriétaire",
  reason: "Motif (ex. la preuve que vous avez vérifiée)",
  release: "Libérer le nom",
  released: (name) => `« ${name} » libéré`,
  failed: "Impossible de libérer le nom",
  listHeading: "Noms libérés",
  none: "Aucun nom réservé n'a encore été libéré.",
  loadFailed: "Impossible de charger les noms libérés",
  releasedTo: (email) => `pour ${email}`,
  releasedBy: (email) => `par ${email},`,
  formerStaff: "un ancien membre de l'équipe",
  retry: "Réessayer",
};

export const admin: TTranslation<typeof en.admin> = {
  analyticsFailed: "Impossible de récupérer les statistiques des abonnements",
  trialAnalyticsFailed: "Impossible de récupérer les statistiques des essais",
  subscriptionsFailed: "Impossible de récupérer les abonnements",
  syncFailed: "Échec de la synchronisation",
  syncError: "Erreur de synchronisation",
  dryRunFailed: "Échec de la simulation",
  releaseFailed: "Échec de la libération",
  dryRunError: "Erreur de simulation",
  releaseError: "Erreur de libération",
  manageTitle: "Gérer tous les MyPins (administrateur système)",
  renameExists: "Ce MyPin existe déjà. Veuillez choisir un autre nom.",
  dashboardTitle: "Tableau de bord d'administration",
  analyticsTitle: "Statistiques",
  roles: {
    noAccount: "Aucun compte n'utilise cette adresse e-mail. La personne doit d'abord s'inscrire.",
    expiryPast: "La fin de l'accès doit se situer dans le futur.",
    notGranted: "Ce compte n'a aucun accès assistance à révoquer.",
  },
};

export const reservedNames: TTranslation<typeof en.reservedNames> = {
  notReserved: "Ce nom n'est pas réservé, il n'y a donc rien à libérer : tout le monde peut l'acheter.",
  noAccount: "Aucun compte n'utilise cette adresse e-mail. Le propriétaire de la marque doit d'abord s'inscrire.",
  toSelf:
    "Vous ne pouvez pas libérer un nom réservé au profit de votre propre compte. Un autre administrateur doit vérifier la preuve.",
};

export const deleteReasons: TTranslation<typeof en.deleteReasons> = {
  violation: "il enfreignait nos conditions d'utilisation",
  owner_request: "vous nous avez demandé de le supprimer",
  mistake: "il a été créé par erreur",
};
