import type * as en from "../page-meta.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of page-meta.ts.
const suffix = (title: string) => `${title} | MyPin`;

export const pageTitles: TTranslation<typeof en.pageTitles> = {
  home: "MyPin: een korte naam voor elke plek, makkelijk te onthouden",
  renters: suffix("De weg voor je huurgasten"),
  carReg: suffix("Maak van je kenteken een plek"),
  wedding: suffix("De weg voor elke bruiloftsgast"),
  business: suffix("Help klanten je deur te vinden"),
  landing: suffix("Controleer of je naam beschikbaar is"),
  reservation: suffix("Reserveer je naam"),
  cta: suffix("Geef het een naam, deel het, vind het"),
  pricing: suffix("Prijzen"),
  about: suffix("Over ons"),
  shareMyPins: suffix("Je MyPins delen"),
  qrExample: suffix("Voorbeeld van een QR-code"),
  contact: suffix("Contact"),
  terms: suffix("Gebruiksvoorwaarden"),
  privacy: suffix("Privacybeleid"),
  cookies: suffix("Cookiebeleid"),
  cookieSettings: suffix("Cookie-instellingen"),
  share: suffix("Een MyPin openen"),
  transfer: suffix("Overdrachtsaanbod"),
  paymentSuccess: suffix("Betaling ontvangen"),
  paymentCancelled: suffix("Betaling geannuleerd"),
  verifyEmail: suffix("Bevestig je e-mailadres"),
  resetPassword: suffix("Je wachtwoord opnieuw instellen"),
  changePassword: suffix("Je wachtwoord wijzigen"),
  billing: suffix("Facturatie"),
  dashboard: suffix("Dashboard"),
  analytics: suffix("Statistieken"),
  apiKeys: suffix("API-sleutels"),
  developers: suffix("Ontwikkelaars"),
  notFound: suffix("Pagina niet gevonden"),
};

export const pageDescriptions: TTranslation<typeof en.pageDescriptions> = {
  home: "Geef je huis, winkel, vakantiewoning of locatie een korte naam die makkelijk te onthouden is. Wie hem zoekt, krijgt de routebeschrijving tot aan de deur in Apple Maps of Google Maps.",
  renters:
    "Stuur bij elke boeking één makkelijke naam mee, dan vinden je gasten je vakantiewoning of huurwoning in één keer, met welke kaartapp ze ook werken.",
  carReg:
    "Maak van de naam op je persoonlijke kenteken een MyPin die mensen naar je huis, garage of bedrijf leidt. 90 dagen gratis bij Premium-namen.",
  wedding:
    "Print één MyPin op je uitnodigingen en elke gast krijgt de routebeschrijving naar de ceremonie en het feest, zonder postcodes of onvindbare zij-ingangen.",
  business:
    "Geef je winkel, kantoor of pop-up een naam die klanten onthouden, zet hem op borden en kaartjes en laat ze met één tik de route naar je deur krijgen.",
  landing:
    "Typ de naam die je wilt voor je plek en zie meteen of hij vrij is. Namen zijn uniek, wie het eerst komt, het eerst maalt, en je kunt altijd opzeggen.",
  cta: "Drie stappen naar een plek die iedereen kan vinden: geef je plek een naam, deel de naam als link of QR-code en laat mensen hem vinden in hun kaartapp.",
  pricing:
    "Eén jaarprijs per MyPin, bepaald door het formaat van de naam: Basic, Simple of Premium, in ponden, euro's of dollars. Altijd opzegbaar.",
  about:
    "MyPin geeft plekken korte, unieke namen die rechtstreeks naar de deur leiden. Lees wie we zijn en hoe namen, kaarten en abonnementen werken.",
  shareMyPins:
    "Deel een MyPin als link, QR-code of printbare kaart, met ons logo en icoon voor je borden, uitnodigingen en boekingsberichten.",
  qrExample:
    "Zie hoe de QR-code van een MyPin werkt: scan hem met een telefooncamera en krijg in Apple Maps of Google Maps de routebeschrijving naar de plek.",
  contact:
    "Vragen over een naam, een abonnement of een merk dat van jou is? Stuur het MyPin-team een bericht en we antwoorden per e-mail.",
  developers:
    "De MyPin-API voor websites en apps: vraag de coördinaten van een MyPin op, de dichtstbijzijnde plaats, de aankomstinstructies en routelinks. Gratis tot 1.000 aanroepen per maand.",
  terms:
    "De voorwaarden voor het gebruik van MyPin en een abonnement op een naam: prijzen, verlengingen, opzegging, terugbetalingen, het naambeleid en aanvaardbaar gebruik.",
  privacy:
    "Wat MyPin verzamelt, waarom, hoelang het wordt bewaard, wie het verwerkt en hoe je je gegevens kunt inzien, corrigeren of laten verwijderen.",
  cookies:
    "De cookies en browseropslag die MyPin gebruikt, per naam, met hun doel en hoelang ze bewaard blijven, en hoe je je keuze wijzigt.",
};
