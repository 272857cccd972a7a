import type * as en from "../marketing-pages.ts";
import type { TTranslation } from "../translation.ts";

// German texts of marketing-pages.ts.
export const themedPages: TTranslation<typeof en.themedPages> = {
  painsHeading: "Kommt dir das bekannt vor?",
  benefitsHeading: "Das bekommst du mit MyPin",
  freeBanner: "Teste MyPin 90 Tage kostenlos",
  freeBannerDetail:
    "Wähle einen Premium-MyPin – eine beliebige Wortfolge mit bis zu 30 Zeichen, ohne Punkte –, und mit dem Code FREE3 sind die ersten 90 Tage kostenlos. Wenn du von dieser Seite aus startest, tragen wir den Code für dich ein.",
  checkAvailability: "Prüfe, ob dein Wunschname verfügbar ist",
  carVideoLabel:
    "Ein Wunschkennzeichen mit der Aufschrift MY PIN gleitet ins Bild, ein Pin fällt auf die Karte, dann erscheinen die Worte „Directions in one tap“ (Route mit einem Tippen).",
  renters: {
    headline: "Gäste finden deine Unterkunft auf Anhieb",
    intro:
      "Statt langer Wegbeschreibungen und schwer zu findender Eingänge: ein einziger Name. Schick deinen MyPin mit der Buchung, und jeder Gast kommt an der richtigen Tür an – egal, welche Karten-App er nutzt.",
    pains: [
      {
        problem: "Mit der Postleitzahl landen Gäste am falschen Ende der Straße",
        fix: "Dein MyPin zeigt auf deine Haustür, nicht auf die Mitte eines Postleitzahlgebiets – so hält das Navi genau dort, wo der Schlüsseltresor hängt.",
      },
      {
        problem: "Wer spät anreist, ruft dich an und fragt nach dem Weg",
        fix: "Gäste geben einen Namen ein und bekommen von überall eine Schritt-für-Schritt-Route – zu jeder Uhrzeit und ohne dich anzurufen.",
      },
      {
        problem: "Inserat, Buchungs-E-Mail und Gästemappe beschreiben den Weg jeweils anders",
        fix: "Verwende überall denselben MyPin. Ändert sich der Eingang, verschiebst du einfach den Pin: Der Name veraltet nie.",
      },
      {
        problem: "Der Anbau, Wohnung 3B oder die Hütte hinter dem Haus",
        fix: "Gib jeder Einheit einen eigenen MyPin, damit der Gast im Gartenhaus nicht zum Haupthaus geschickt wird.",
      },
    ],
    benefits: [
      "Weniger Anrufe beim Check-in und weniger Nachrichten spätabends",
      "Routen, die sich in Apple Maps oder Google Maps öffnen",
      "Ein Link zum Teilen und ein QR-Code für deine Buchungs-E-Mails und deine Gästemappe",
      "Eine entspannte Ankunft, die sich in deinen Bewertungen zeigt",
    ],
  },
  carReg: {
    headline: "Dein Wunschkennzeichen – jetzt ein Ort",
    intro:
      "Du hast ein Kennzeichen gewählt, das man sich merkt. Mach daraus einen MyPin, der zu deiner Garage, deiner Werkstatt oder deinem Stellplatz beim nächsten Autotreffen führt – so findet dich jeder, der sich an dein Auto erinnert.",
    pains: [
      {
        problem: "Die Leute merken sich dein Kennzeichen, nicht deine Adresse",
        fix: "Mach die Buchstaben auf deinem Kennzeichen zu deinem MyPin: Wer sie eintippt, bekommt die Route direkt zu dir.",
      },
      {
        problem: "Autotreffen und Shows finden jedes Wochenende woanders statt",
        fix: "Zieh deinen Pin vom Handy aus auf den Stellplatz dieser Woche. Der Name auf deinem Kennzeichen und deinen Karten bleibt gleich.",
      },
      {
        problem: "Kunden finden die mobile Autopflege, die Tuningwerkstatt oder den Foodtruck nicht",
        fix: "Setz deinen MyPin auf den Wagen und auf deine Visitenkarten, und Kunden bekommen die Route mit einem Tippen.",
      },
    ],
    benefits: [
      "Ein Name, so unverwechselbar wie dein Kennzeichen, mit bis zu 30 Zeichen",
      "Funktioniert mit der Karten-App, die man ohnehin nutzt",
      "Ein QR-Code für Karten hinter der Windschutzscheibe, Aufkleber und Flyer",
      "Verschieb den Standort jederzeit; der Name funktioniert weiter",
    ],
  },
  wedding: {
    headline: "Jeder Gast an der richtigen Location",
    intro:
      "Druck einen MyPin auf deine Einladungen, und deine Gäste bekommen die Route zur Trauung und zur Feier, ohne nach Postleitzahlen oder Seiteneingängen suchen zu müssen.",
    pains: [
      {
        problem: "Locations auf dem Land verstecken sich am Ende langer Zufahrten und teilen sich die Postleitzahl",
        fix: "Dein MyPin bringt Gäste bis zum Tor der Location, nicht zum Bauernhof ein Stück die Straße hinunter.",
      },
      {
        problem: "Die Trauung ist an einem Ort, die Feier an einem anderen",
        fix: "Erstelle für beide einen MyPin und druck beide auf die Einladung und den Ablaufplan.",
      },
      {
        problem: "Verwandte rufen am Hochzeitsmorgen beim Brautpaar an und fragen nach dem Weg",
        fix: "Ein Name auf der Einladung und auf deiner Hochzeitswebsite beantwortet die Frage, bevor sie gestellt wird.",
      },
      {
        problem: "Taxis, Reisebusse und Dienstleister brauchen die genaue Stelle zum Halten und Abladen",
        fix: "Schick ihnen den MyPin-Link: Er öffnet sich direkt in ihrer Karten-App, am richtigen Eingang.",
      },
    ],
    benefits: [
      "Kurz genug für Einladungen, Save-the-Date-Karten und Schilder",
      "Ein QR-Code für gedruckte Papeterie",
      "Funktioniert für jeden Gast, egal mit welchem Handy",
      "Nach dem großen Tag jederzeit kündbar",
    ],
  },
  business: {
    headline: "Kunden finden deine Tür, nicht die der Konkurrenz",
    intro:
      "Gib deinem Geschäft, Büro oder Pop-up-Store einen MyPin, den sich Kunden merken, setz ihn auf deine Schilder und Visitenkarten und lass sie mit einem Tippen die Route abrufen.",
    pains: [
      {
        problem: "Dein Eingang liegt auf der Rückseite oder in einer Seitenstraße",
        fix: "Dein MyPin zeigt auf die Tür, die Kunden nehmen sollen, nicht auf die Laderampe.",
      },
      {
        problem: "Bei der Kartensuche erscheint zuerst die Kette nebenan",
        fix: "Kunden geben deinen eigenen, einmaligen Namen ein und landen bei dir – ohne Treffer der Konkurrenz dazwischen.",
      },
      {
        problem: "Deine Adresse ist lang und schnell vertippt",
        fix: "Ein kurzer Name auf deinem Schild, deinen Kassenbons und Social-Media-Profilen ist schnell eingegeben und kaum falsch zu schreiben.",
      },
      {
        problem: "Pop-up-Stores und Marktstände wechseln den Standort",
        fix: "Verschieb den Pin für jeden Markttag; der Name auf deinen Flyern funktioniert weiter.",
      },
    ],
    benefits: [
      "Ein einmaliger Name, den niemand sonst registrieren kann",
      "Die Route in Apple Maps oder Google Maps mit einem Tippen",
      "Ein druckbarer QR-Code für Schaufenster, Speisekarten und Visitenkarten",
      "Links zum Teilen, die in Nachrichten, E-Mails und Social-Media-Posts funktionieren",
      "Ein Jahrespreis pro Name, jederzeit kündbar",
    ],
  },
};

export const ctaPage: TTranslation<typeof en.ctaPage> = {
  title: "Benennen, teilen, finden",
  intro: "In drei Schritten von einem schwer auffindbaren Ort zu einem Namen, den jeder eingeben kann.",
  steps: [
    {
      title: "Benennen",
      body: "Wähle einen kurzen, einprägsamen Namen, prüfe, ob er frei ist, und setz seinen Pin genau auf die Tür, das Tor oder den Stellplatz.",
    },
    {
      title: "Teilen",
      body: "Schick den Link, druck den QR-Code aus oder setz den Namen auf deine Einladungen, Schilder und Buchungs-E-Mails.",
    },
    {
      title: "Finden",
      body: "Jeder gibt den Namen bei MyPin ein und bekommt mit einem Tippen die Route in Apple Maps oder Google Maps.",
    },
  ],
  start: "Prüfe, ob dein Wunschname verfügbar ist",
};

export const aboutPage: TTranslation<typeof en.aboutPage> = {
  title: "Über uns",
  intro:
    "MyPin gibt jedem Ort einen kurzen, einprägsamen Namen. Inhaber wählen einen Namen, setzen ihn auf die Karte und teilen ihn als Link oder QR-Code; wer diesen Namen sucht, bekommt in Apple Maps oder Google Maps die Route direkt bis vor die Tür.",
  forWhomHeading: "Für wen MyPin gemacht ist",
  forWhom:
    "Für Gastgeber von Ferienunterkünften, deren Gäste immer wieder den Eingang verpassen, für Paare, die Einladungen zu einer Location auf dem Land verschicken, für Geschäfte und Pop-ups, an denen Kunden vorbeilaufen, für Fahrer, deren Wunschkennzeichen schon der Name ist, den sich alle merken, und für alle, deren Zuhause schwer zu finden ist.",
  howHeading: "So funktioniert’s",
  costHeading: "Was es kostet",
  cost: "Jeder MyPin ist ein Jahresabo, dessen Preis sich nach dem Format des Namens richtet: Ein Basic-Name aus drei Wörtern kostet am wenigsten, ein Simple-Name aus zwei Wörtern mehr und ein Premium-Name aus einem Wort am meisten. Du kannst jederzeit kündigen, und der Name bleibt bis zu seinem Jahrestag deiner.",
  pricingLink: "Preise ansehen",
  policyHeading: "Unsere Namensrichtlinie",
  policy:
    "Jeder MyPin ist einmalig, und bei den Namen gilt: Wer zuerst kommt, mahlt zuerst. Wir lehnen Schimpfwörter ab, ebenso Namen von Marken oder Unternehmen, die dir nicht gehören; hat jemand deine Marke registriert, sag uns Bescheid, und wir gehen der Sache nach.",
  contactHeading: "Schreib uns",
  contact: "Fragen, Ideen oder ein Name, der dir zusteht?",
  contactLink: "Kontakt aufnehmen",
};
