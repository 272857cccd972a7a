import type * as en from "../page-meta.ts";
import type { TTranslation } from "../translation.ts";

// French texts of page-meta.ts.
const suffix = (title: string) => `${title} | MyPin`;

export const pageTitles: TTranslation<typeof en.pageTitles> = {
  home: "MyPin : un nom court et facile à retenir pour n'importe quel lieu",
  renters: suffix("L'itinéraire pour les voyageurs de votre location"),
  carReg: suffix("Faites de votre plaque personnalisée un lieu"),
  wedding: suffix("L'itinéraire pour chaque invité de votre mariage"),
  business: suffix("Aidez vos clients à trouver votre porte"),
  landing: suffix("Vérifiez si votre nom est disponible"),
  reservation: suffix("Réservez votre nom"),
  cta: suffix("Nommez-le, partagez-le, trouvez-le"),
  pricing: suffix("Tarifs"),
  about: suffix("À propos"),
  shareMyPins: suffix("Partagez vos MyPins"),
  qrExample: suffix("Exemple de QR code"),
  contact: suffix("Nous contacter"),
  terms: suffix("Conditions d'utilisation"),
  privacy: suffix("Politique de confidentialité"),
  cookies: suffix("Politique relative aux cookies"),
  cookieSettings: suffix("Paramètres des cookies"),
  share: suffix("Ouverture d'un MyPin"),
  transfer: suffix("Proposition de transfert"),
  paymentSuccess: suffix("Paiement reçu"),
  paymentCancelled: suffix("Paiement annulé"),
  verifyEmail: suffix("Vérifiez votre adresse e-mail"),
  resetPassword: suffix("Réinitialisez votre mot de passe"),
  changePassword: suffix("Modifiez votre mot de passe"),
  billing: suffix("Facturation"),
  dashboard: suffix("Tableau de bord"),
  analytics: suffix("Statistiques"),
  apiKeys: suffix("Clés d'API"),
  developers: suffix("Développeurs"),
  notFound: suffix("Page introuvable"),
};

export const pageDescriptions: TTranslation<typeof en.pageDescriptions> = {
  home: "Donnez à votre maison, votre boutique, votre location ou votre salle un nom court et facile à retenir. Quiconque le recherche obtient l'itinéraire jusqu'à la porte dans Apple Maps ou Google Maps.",
  renters:
    "Envoyez un nom facile à retenir avec chaque réservation et vos voyageurs trouvent votre location de vacances du premier coup, quelle que soit leur application de cartes.",
  carReg:
    "Faites du nom de votre plaque personnalisée un MyPin qui mène à votre domicile, votre garage ou votre entreprise. Gratuit pendant 90 jours pour les noms Premium.",
  wedding:
    "Imprimez un MyPin sur vos faire-part et chaque invité obtient l'itinéraire vers la cérémonie et la réception, sans code postal à chercher ni entrée latérale introuvable.",
  business:
    "Donnez à votre boutique, votre bureau ou votre pop-up store un nom que vos clients retiennent, affichez-le sur vos enseignes et vos cartes, et guidez-les jusqu'à votre porte d'un simple geste.",
  landing:
    "Saisissez le nom que vous voulez pour votre lieu et voyez aussitôt s'il est libre. Les noms sont uniques, attribués au premier arrivé et résiliables à tout moment.",
  cta: "Trois étapes pour un lieu que tout le monde trouve : nommez votre lieu, partagez le nom par lien ou QR code, et laissez chacun le trouver dans son application de cartes.",
  pricing:
    "Un prix annuel par MyPin, fixé selon le format de son nom : Basic, Simple ou Premium, en livres, en euros ou en dollars. Résiliable à tout moment.",
  about:
    "MyPin donne aux lieux des noms courts et uniques qui mènent droit à la porte. Découvrez qui nous sommes et comment fonctionnent les noms, les cartes et les abonnements.",
  shareMyPins:
    "Partagez un MyPin par lien, QR code ou carte imprimable, avec notre logo et notre icône pour vos panneaux, vos faire-part et vos messages de réservation.",
  qrExample:
    "Découvrez comment fonctionne un QR code MyPin : scannez-le avec l'appareil photo d'un téléphone et obtenez l'itinéraire vers le lieu qu'il désigne dans Apple Maps ou Google Maps.",
  contact:
    "Une question sur un nom, un abonnement ou une marque qui vous appartient ? Écrivez à l'équipe MyPin et nous vous répondrons par e-mail.",
  developers:
    "L'API MyPin pour les sites et les applications : obtenez les coordonnées d'un MyPin, la ville la plus proche, les indications pour arriver et les liens d'itinéraire. Gratuite jusqu'à 1 000 appels par mois.",
  terms:
    "Les conditions d'utilisation de MyPin et d'abonnement à un nom : prix, renouvellements, résiliation, remboursements, politique de nommage et utilisation acceptable.",
  privacy:
    "Ce que MyPin collecte, pourquoi, pendant combien de temps, qui le traite, et comment accéder à vos données, les rectifier ou les supprimer.",
  cookies:
    "Les cookies et le stockage du navigateur utilisés par MyPin, par nom, avec leur finalité et leur durée, et comment modifier votre choix.",
};
