import type * as en from "../marketing-pages.ts";
import type { TTranslation } from "../translation.ts";

// French texts of marketing-pages.ts.
export const themedPages: TTranslation<typeof en.themedPages> = {
  painsHeading: "Ça vous parle ?",
  benefitsHeading: "Ce que MyPin vous apporte",
  freeBanner: "Essayez MyPin gratuitement pendant 90 jours",
  freeBannerDetail:
    "Choisissez un MyPin Premium, n'importe quelle expression de 30 caractères maximum sans point, et le code FREE3 vous offre ses 90 premiers jours. Nous saisissons le code pour vous si vous partez de cette page.",
  checkAvailability: "Vérifiez la disponibilité de votre nom idéal",
  carVideoLabel:
    "Une plaque personnalisée portant MY PIN apparaît, un repère tombe sur la carte, puis ces mots : l'itinéraire d'un simple geste.",
  renters: {
    headline: "Vos voyageurs trouvent votre location du premier coup",
    intro:
      "Remplacez les longues explications et les entrées difficiles à trouver par un seul nom. Envoyez votre MyPin avec la réservation et chaque voyageur arrive à la bonne porte, quelle que soit son application de cartes.",
    pains: [
      {
        problem: "Le code postal laisse les voyageurs au mauvais bout de la rue",
        fix: "Votre MyPin pointe vers votre porte d'entrée, pas vers le milieu d'une zone postale : le GPS s'arrête là où se trouve la boîte à clés.",
      },
      {
        problem: "Les voyageurs qui arrivent tard vous appellent pour demander leur chemin",
        fix: "Vos voyageurs saisissent un seul nom et obtiennent un itinéraire guidé depuis l'endroit où ils se trouvent, à toute heure, sans vous appeler.",
      },
      {
        problem: "L'annonce, l'e-mail de réservation et le livret d'accueil l'expliquent chacun à leur façon",
        fix: "Utilisez le même MyPin partout. Si l'entrée change, déplacez le repère : le nom n'est jamais périmé.",
      },
      {
        problem: "L'annexe, l'appartement 3B ou le chalet derrière la maison",
        fix: "Donnez à chaque logement son propre MyPin, pour que le voyageur du chalet au fond du jardin ne soit pas envoyé à la maison principale.",
      },
    ],
    benefits: [
      "Moins d'appels à l'arrivée et de messages tard le soir",
      "Un itinéraire qui s'ouvre dans Apple Maps ou Google Maps",
      "Un lien de partage et un QR code pour vos e-mails de réservation et votre livret d'accueil",
      "Une arrivée sereine, qui se ressent dans vos avis",
    ],
  },
  carReg: {
    headline: "Votre plaque personnalisée devient un lieu",
    intro:
      "Vous avez choisi une plaque qu'on retient. Faites-en un MyPin qui mène à votre garage, à votre atelier ou à votre stand au prochain salon, pour que tous ceux qui se souviennent de votre voiture puissent aussi vous trouver.",
    pains: [
      {
        problem: "On se souvient de votre plaque, pas de votre adresse",
        fix: "Faites des lettres de votre plaque votre MyPin : il suffit de les saisir pour obtenir l'itinéraire jusqu'à vous.",
      },
      {
        problem: "Les salons et les rassemblements changent de lieu chaque week-end",
        fix: "Déplacez votre repère vers l'emplacement de la semaine depuis votre téléphone. Le nom sur votre plaque et sur vos cartes reste le même.",
      },
      {
        problem: "Les clients ne trouvent pas le service de lavage mobile, le garage de préparation ou le food truck",
        fix: "Affichez votre MyPin sur le véhicule et sur vos cartes, et vos clients obtiennent l'itinéraire d'un simple geste.",
      },
    ],
    benefits: [
      "Un nom aussi unique que votre plaque, jusqu'à 30 caractères",
      "Fonctionne avec l'application de cartes que chacun utilise déjà",
      "Un QR code pour cartes de pare-brise, autocollants et flyers",
      "Déplacez l'emplacement quand vous voulez : le nom continue de fonctionner",
    ],
  },
  wedding: {
    headline: "Chaque invité au bon endroit",
    intro:
      "Imprimez un MyPin sur vos faire-part et vos invités obtiennent l'itinéraire vers la cérémonie et la réception, sans chercher de code postal ni d'entrée latérale.",
    pains: [
      {
        problem: "Les domaines à la campagne se cachent au bout de longues allées et de codes postaux partagés",
        fix: "Votre MyPin conduit les invités jusqu'au portail du domaine, pas à la ferme voisine.",
      },
      {
        problem: "La cérémonie a lieu à un endroit et la réception à un autre",
        fix: "Créez un MyPin pour chacune et imprimez les deux sur le faire-part et sur le livret de cérémonie.",
      },
      {
        problem: "La famille appelle les mariés le matin même pour demander le chemin",
        fix: "Un nom sur le faire-part et sur votre site de mariage répond à la question avant même qu'elle soit posée.",
      },
      {
        problem: "Taxis, autocars et prestataires ont besoin du point de dépose exact",
        fix: "Envoyez-leur le lien du MyPin : il s'ouvre directement dans leur application de cartes, à la bonne entrée.",
      },
    ],
    benefits: [
      "Assez court pour les faire-part, les save-the-date et la signalétique",
      "Un QR code pour votre papeterie imprimée",
      "Fonctionne pour tous les invités, quel que soit leur téléphone",
      "Résiliable à tout moment après le grand jour",
    ],
  },
  business: {
    headline: "Vos clients trouvent votre porte, pas celle du concurrent",
    intro:
      "Donnez à votre boutique, votre bureau ou votre pop-up store un MyPin que vos clients retiennent, affichez-le sur vos enseignes et vos cartes, et guidez-les d'un simple geste.",
    pains: [
      {
        problem: "Votre entrée est à l'arrière ou dans une rue adjacente",
        fix: "Votre MyPin pointe vers la porte que vos clients doivent utiliser, pas vers le quai de livraison.",
      },
      {
        problem: "Les recherches sur les cartes affichent d'abord la chaîne d'à côté",
        fix: "Vos clients saisissent votre nom unique et arrivent chez vous, sans résultats concurrents entre les deux.",
      },
      {
        problem: "Votre adresse est longue et facile à mal saisir",
        fix: "Un nom court sur votre enseigne, vos tickets de caisse et vos réseaux sociaux se tape vite et sans erreur.",
      },
      {
        problem: "Les boutiques éphémères et les stands de marché se déplacent",
        fix: "Déplacez le repère à chaque jour de marché : le nom sur vos flyers continue de fonctionner.",
      },
    ],
    benefits: [
      "Un nom unique que personne d'autre ne peut enregistrer",
      "L'itinéraire dans Apple Maps ou Google Maps d'un simple geste",
      "Un QR code imprimable pour vitrines, menus et cartes de visite",
      "Des liens de partage qui fonctionnent dans les messages, les e-mails et les publications sur les réseaux sociaux",
      "Un prix annuel par nom, résiliable à tout moment",
    ],
  },
};

export const ctaPage: TTranslation<typeof en.ctaPage> = {
  title: "Nommez-le, partagez-le, trouvez-le",
  intro: "Trois étapes pour passer d'un lieu difficile à trouver à un nom que tout le monde peut saisir.",
  steps: [
    {
      title: "Nommez-le",
      body: "Choisissez un nom court et facile à retenir, vérifiez qu'il est libre, et placez son repère sur la porte, le portail ou l'emplacement exact.",
    },
    {
      title: "Partagez-le",
      body: "Envoyez le lien, imprimez le QR code, ou ajoutez le nom à vos faire-part, à vos panneaux et à vos e-mails de réservation.",
    },
    {
      title: "Trouvez-le",
      body: "Chacun saisit le nom sur MyPin et obtient l'itinéraire dans Apple Maps ou Google Maps d'un simple geste.",
    },
  ],
  start: "Vérifiez la disponibilité de votre nom idéal",
};

export const aboutPage: TTranslation<typeof en.aboutPage> = {
  title: "À propos",
  intro:
    "MyPin donne à n'importe quel lieu un nom court et facile à retenir. Les propriétaires choisissent un nom, le placent sur la carte et le partagent par lien ou QR code ; toute personne qui recherche ce nom obtient l'itinéraire jusqu'à la porte dans Apple Maps ou Google Maps.",
  forWhomHeading: "À qui s'adresse MyPin",
  forWhom:
    "Aux hôtes de locations de vacances dont les voyageurs ratent sans cesse l'entrée, aux couples qui envoient des faire-part pour un domaine à la campagne, aux boutiques et pop-up stores devant lesquels les clients passent sans les voir, aux conducteurs dont la plaque personnalisée est déjà le nom qu'on retient, et à tous ceux dont le domicile est difficile à trouver.",
  howHeading: "Comment ça marche",
  costHeading: "Combien ça coûte",
  cost: "Chaque MyPin est un abonnement annuel, dont le prix dépend du format du nom : un nom Basic de trois mots coûte le moins cher, un nom Simple de deux mots un peu plus, et un nom Premium d'un seul mot le plus cher. Vous pouvez résilier à tout moment, et le nom reste le vôtre jusqu'à sa date anniversaire.",
  pricingLink: "Voir les tarifs",
  policyHeading: "Notre politique de nommage",
  policy:
    "Chaque MyPin est unique, et les noms sont attribués au premier arrivé. Nous refusons les grossièretés, ainsi que les noms de marques ou d'entreprises qui ne vous appartiennent pas ; si quelqu'un a enregistré votre marque, signalez-le-nous et nous examinerons la situation.",
  contactHeading: "Parlez-nous",
  contact: "Des questions, des idées, ou un nom qui devrait vous revenir ?",
  contactLink: "Nous contacter",
};
