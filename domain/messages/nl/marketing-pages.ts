import type * as en from "../marketing-pages.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of marketing-pages.ts.
export const themedPages: TTranslation<typeof en.themedPages> = {
  painsHeading: "Klinkt dit bekend?",
  benefitsHeading: "Wat je krijgt met MyPin",
  freeBanner: "Probeer MyPin 90 dagen gratis",
  freeBannerDetail:
    "Kies een Premium-MyPin, een willekeurige zin van maximaal 30 tekens zonder punten, en met de code FREE3 krijg je de eerste 90 dagen gratis. Begin je op deze pagina, dan vullen we de code voor je in.",
  checkAvailability: "Controleer of jouw perfecte naam beschikbaar is",
  carVideoLabel:
    "Een persoonlijk kenteken met MY PIN schuift in beeld, er valt een pin op de kaart, en dan de woorden: de route met één tik.",
  renters: {
    headline: "Gasten vinden je vakantiewoning in één keer",
    intro:
      "Vervang lange routebeschrijvingen en moeilijk te vinden ingangen door één naam. Stuur je MyPin mee met de boeking en elke gast staat voor de juiste deur, met welke kaartapp ook.",
    pains: [
      {
        problem: "Op de postcode komen gasten aan het verkeerde eind van de weg uit",
        fix: "Je MyPin wijst naar je voordeur, niet naar het midden van een postcodegebied, dus de navigatie stopt precies bij het sleutelkastje.",
      },
      {
        problem: "Laatkomers bellen je om de weg te vragen",
        fix: "Gasten typen één naam en krijgen stap voor stap de route vanaf waar ze ook zijn, op elk uur, zonder jou te bellen.",
      },
      {
        problem: "De advertentie, de boekingsmail en het welkomstboek leggen het allemaal anders uit",
        fix: "Zet overal dezelfde MyPin. Verhuist de ingang, verplaats dan de pin: de naam raakt nooit verouderd.",
      },
      {
        problem: "Het bijgebouw, appartement 3B of het huisje achter het huis",
        fix: "Geef elke eenheid een eigen MyPin, zodat de gast van het tuinhuisje niet naar het hoofdhuis wordt gestuurd.",
      },
    ],
    benefits: [
      "Minder telefoontjes bij het inchecken en minder berichten 's avonds laat",
      "Een routebeschrijving die opent in Apple Maps of Google Maps",
      "Een deellink en een QR-code voor je boekingsmails en welkomstmap",
      "Een ontspannen aankomst, en dat zie je terug in je reviews",
    ],
  },
  carReg: {
    headline: "Je kenteken, nu ook een plek",
    intro:
      "Je koos een kenteken dat mensen onthouden. Maak er een MyPin van die wijst naar je garage, je werkplaats of je standplaats op de volgende autoshow, zodat iedereen die je auto onthoudt, jou ook kan vinden.",
    pains: [
      {
        problem: "Mensen onthouden je kenteken, niet je adres",
        fix: "Maak van de letters op je kenteken je MyPin: wie ze intypt, krijgt de route rechtstreeks naar jou.",
      },
      {
        problem: "Autoshows en treffens zijn elk weekend ergens anders",
        fix: "Sleep je pin vanaf je telefoon naar de standplaats van deze week. De naam op je kenteken en je visitekaartjes blijft hetzelfde.",
      },
      {
        problem: "Klanten kunnen de mobiele autopoetser, de tuninggarage of de foodtruck niet vinden",
        fix: "Zet je MyPin op je bus en je visitekaartjes, en klanten krijgen met één tik de route.",
      },
    ],
    benefits: [
      "Een naam zo herkenbaar als je kenteken, tot 30 tekens",
      "Werkt met de kaartapp die mensen al gebruiken",
      "Een QR-code voor kaartjes achter de voorruit, stickers en flyers",
      "Verplaats de locatie wanneer je wilt; de naam blijft werken",
    ],
  },
  wedding: {
    headline: "Elke gast op de juiste locatie",
    intro:
      "Print één MyPin op je uitnodigingen en gasten krijgen de route naar de ceremonie en het feest, zonder te zoeken naar postcodes of zij-ingangen.",
    pains: [
      {
        problem: "Locaties op het platteland liggen aan het eind van lange oprijlanen en delen een postcode",
        fix: "Je MyPin brengt gasten naar het hek van de locatie, niet naar de boerderij verderop.",
      },
      {
        problem: "De ceremonie is op de ene plek, het feest op een andere",
        fix: "Maak voor allebei een MyPin en print ze op de uitnodiging en het programmaboekje.",
      },
      {
        problem: "Familieleden bellen het bruidspaar 's ochtends om de weg te vragen",
        fix: "Een naam op de uitnodiging en op je trouwwebsite beantwoordt de vraag al voordat die gesteld wordt.",
      },
      {
        problem: "Taxi's, touringcars en leveranciers moeten het precieze afzetpunt weten",
        fix: "Stuur ze de link van de MyPin: die opent meteen in hun kaartapp, bij de juiste ingang.",
      },
    ],
    benefits: [
      "Kort genoeg voor uitnodigingen, save-the-dates en bordjes",
      "Een QR-code voor je drukwerk",
      "Werkt voor elke gast, met welke telefoon ook",
      "Zeg op wanneer je wilt na de grote dag",
    ],
  },
  business: {
    headline: "Klanten vinden jouw deur, niet die van je concurrent",
    intro:
      "Geef je winkel, kantoor of pop-up een MyPin die klanten onthouden, zet hem op je borden en kaartjes, en laat ze met één tik de route krijgen.",
    pains: [
      {
        problem: "Je ingang zit aan de achterkant of in een zijstraat",
        fix: "Je MyPin wijst naar de deur die klanten moeten gebruiken, niet naar het laadperron.",
      },
      {
        problem: "Op de kaart verschijnt eerst de keten hiernaast",
        fix: "Klanten typen jouw eigen unieke naam en komen bij jou uit, zonder concurrenten ertussen.",
      },
      {
        problem: "Je adres is lang en snel verkeerd getypt",
        fix: "Een korte naam op je uithangbord, kassabonnen en socialemediaprofielen typ je snel en haast niet verkeerd.",
      },
      {
        problem: "Pop-ups en marktkramen verhuizen",
        fix: "Verplaats de pin voor elke marktdag; de naam op je flyers blijft werken.",
      },
    ],
    benefits: [
      "Een unieke naam die niemand anders kan registreren",
      "De route in Apple Maps of Google Maps met één tik",
      "Een printbare QR-code voor etalages, menukaarten en visitekaartjes",
      "Deellinks die werken in berichten, e-mails en posts op sociale media",
      "Eén jaarprijs per naam, altijd opzegbaar",
    ],
  },
};

export const ctaPage: TTranslation<typeof en.ctaPage> = {
  title: "Geef het een naam, deel het, vind het",
  intro: "In drie stappen van een plek die moeilijk te vinden is naar een naam die iedereen kan typen.",
  steps: [
    {
      title: "Geef het een naam",
      body: "Kies een korte naam die makkelijk te onthouden is, controleer of hij vrij is en zet de pin precies op de deur, het hek of de standplaats.",
    },
    {
      title: "Deel het",
      body: "Stuur de link, print de QR-code of zet de naam op je uitnodigingen, borden en boekingsmails.",
    },
    {
      title: "Vind het",
      body: "Iedereen typt de naam in op MyPin en krijgt met één tik de routebeschrijving in Apple Maps of Google Maps.",
    },
  ],
  start: "Controleer of jouw perfecte naam beschikbaar is",
};

export const aboutPage: TTranslation<typeof en.aboutPage> = {
  title: "Over ons",
  intro:
    "MyPin geeft elke plek een korte naam die makkelijk te onthouden is. Eigenaren kiezen een naam, zetten die op de kaart en delen hem als link of QR-code; wie die naam zoekt, krijgt in Apple Maps of Google Maps de routebeschrijving rechtstreeks naar de deur.",
  forWhomHeading: "Voor wie is MyPin?",
  forWhom:
    "Voor verhuurders van vakantiewoningen van wie de gasten steeds de ingang missen, stellen die uitnodigingen sturen voor een trouwlocatie op het platteland, winkels en pop-ups waar klanten aan voorbijlopen, bestuurders van wie het persoonlijke kenteken al de naam is die mensen onthouden, en iedereen van wie het huis moeilijk te vinden is.",
  howHeading: "Zo werkt het",
  costHeading: "Wat het kost",
  cost: "Elke MyPin is een jaarabonnement, met een prijs die afhangt van het formaat van de naam: een Basic-naam van drie woorden is het goedkoopst, een Simple-naam van twee woorden kost meer en een Premium-naam van één woord het meest. Je kunt altijd opzeggen, en de naam blijft van jou tot het einde van het abonnementsjaar.",
  pricingLink: "Bekijk de prijzen",
  policyHeading: "Ons naambeleid",
  policy:
    "Elke MyPin is uniek, en voor namen geldt: wie het eerst komt, het eerst maalt. We weigeren scheldwoorden en namen van merken of bedrijven die niet van jou zijn. Heeft iemand jouw merk geregistreerd? Laat het ons weten, dan zoeken we het uit.",
  contactHeading: "Neem contact op",
  contact: "Vragen, ideeën of een naam waarvan je denkt dat die van jou is?",
  contactLink: "Neem contact met ons op",
};
