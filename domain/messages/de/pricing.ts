import type * as en from "../pricing.ts";
import type { TTranslation } from "../translation.ts";

// German texts of pricing.ts.
export const pricingPage: TTranslation<typeof en.pricingPage> = {
  title: "Preise",
  intro: "Ein Jahrespreis pro MyPin, abhängig vom Format seines Namens.",
  annualNote: "Alle Abos laufen jährlich und sind jederzeit kündbar",
  plansHeading: "Tarife",
  perYear: "pro Jahr",
  alsoIn: "Auch",
  currencyLegend: "Währung",
  currencyHint: "Preise und Bezahlung erfolgen in der Währung, die du hier wählst.",
  currencies: { gbp: "GBP £", eur: "EUR €", usd: "USD $" },
  offersHeading: "Kostenlose Testangebote",
  offersHint: "Gib den Code vor dem Bezahlen im Schritt für den Aktionscode ein. Eine kostenlose Testphase pro Konto.",
  offer: (code: string, days: number, tier: string) => ({
    title: days >= 30 ? `${code}: ${days} Tage kostenlos` : `${code}: ${days} Tage kostenlos testen`,
    body: `Für einen ${tier}-Namen. Bis zum Ende der Testphase zahlst du nichts, danach den Jahrespreis für ${tier}; kündigst du vorher, zahlst du überhaupt nichts.`,
  }),
  faqHeading: "Häufige Fragen",
};

export const pricingFaq: TTranslation<typeof en.pricingFaq> = [
  {
    question: "Wie viel kostet ein MyPin?",
    answer:
      "Basic 12–15 £, Simple 24–32 £ und Premium 32–49 £ pro Jahr. Die Stufe ergibt sich aus dem Format des Namens, der genaue Preis aus der Währung, in der du zahlst – siehe die Tarife oben.",
  },
  {
    question: "Kann ich jederzeit kündigen?",
    answer:
      "Ja. Kündige unter „MyPins verwalten“ oder im Abrechnungsportal. Dein MyPin funktioniert bis zum Ende des bezahlten Jahres weiter, und es wird nichts mehr abgebucht.",
  },
  {
    question: "Erinnert ihr mich, bevor sich mein Abo verlängert?",
    answer:
      "Ja. Wir schicken dir 30 und 7 Tage vor jeder Verlängerung eine E-Mail mit Datum und Preis, ebenso vor dem Ende einer kostenlosen Testphase. So kannst du rechtzeitig deine Karte ändern oder kündigen.",
  },
  {
    question: "Was passiert, wenn eine Zahlung fehlschlägt?",
    answer:
      "Wir schicken dir eine E-Mail und versuchen es in den folgenden Tagen erneut, während dein MyPin weiter funktioniert. Schlagen alle Versuche fehl, endet das Abo, und du hast eine Nachfrist, um es zu verlängern, bevor der Name wieder freigegeben wird und jeder ihn kaufen kann.",
  },
  {
    question: "Kann ich meinen Pin verschieben?",
    answer:
      "Ja. Öffne „MyPins verwalten“ und wähle „Standort bearbeiten“, um den Pin genau an die richtige Stelle zu setzen – so oft du willst und kostenlos. Der Name und sein Link bleiben gleich.",
  },
  {
    question: "Kann ich eine Rückerstattung bekommen?",
    answer:
      "Eine Kündigung verhindert die nächste Verlängerung; das bereits bezahlte Jahr wird nicht erstattet. Löscht unser Support-Team einen MyPin, erstatten wir den ungenutzten Teil des bezahlten Jahres, abzüglich einer kleinen Bearbeitungsgebühr, wenn er gegen unsere Namensrichtlinie verstoßen hat.",
  },
];
