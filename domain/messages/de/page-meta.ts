import type * as en from "../page-meta.ts";
import type { TTranslation } from "../translation.ts";

// German texts of page-meta.ts.
const suffix = (title: string) => `${title} | MyPin`;

export const pageTitles: TTranslation<typeof en.pageTitles> = {
  home: "MyPin: ein kurzer, einprägsamer Name für jeden Ort",
  renters: suffix("Die Route für deine Feriengäste"),
  carReg: suffix("Mach dein Wunschkennzeichen zum Ort"),
  wedding: suffix("Die Route für jeden Hochzeitsgast"),
  business: suffix("So finden Kunden deine Tür"),
  landing: suffix("Prüfe, ob dein Name verfügbar ist"),
  reservation: suffix("Reserviere deinen Namen"),
  cta: suffix("Benennen, teilen, finden"),
  pricing: suffix("Preise"),
  about: suffix("Über uns"),
  shareMyPins: suffix("Teile deine MyPins"),
  qrExample: suffix("QR-Code-Beispiel"),
  contact: suffix("Kontakt"),
  terms: suffix("Nutzungsbedingungen"),
  privacy: suffix("Datenschutzerklärung"),
  cookies: suffix("Cookie-Richtlinie"),
  cookieSettings: suffix("Cookie-Einstellungen"),
  share: suffix("MyPin wird geöffnet"),
  transfer: suffix("Übertragungsangebot"),
  paymentSuccess: suffix("Zahlung erhalten"),
  paymentCancelled: suffix("Zahlung abgebrochen"),
  verifyEmail: suffix("Bestätige deine E-Mail-Adresse"),
  resetPassword: suffix("Passwort zurücksetzen"),
  changePassword: suffix("Passwort ändern"),
  billing: suffix("Abrechnung"),
  dashboard: suffix("Dashboard"),
  analytics: suffix("Analyse"),
  apiKeys: suffix("API-Schlüssel"),
  developers: suffix("Für Entwickler"),
  notFound: suffix("Seite nicht gefunden"),
};

export const pageDescriptions: TTranslation<typeof en.pageDescriptions> = {
  home: "Gib deinem Zuhause, deinem Geschäft, deiner Ferienunterkunft oder deiner Location einen kurzen, einprägsamen Namen. Wer ihn sucht, bekommt in Apple Maps oder Google Maps die Route bis vor die Tür.",
  renters:
    "Schick mit jeder Buchung einen einprägsamen Namen, und deine Gäste finden deine Ferienwohnung oder Unterkunft auf Anhieb – egal, welche Karten-App sie nutzen.",
  carReg:
    "Mach den Namen auf deinem Wunschkennzeichen zu einem MyPin, der zu deinem Zuhause, deiner Werkstatt oder deinem Geschäft führt. Bei Premium-Namen 90 Tage kostenlos.",
  wedding:
    "Druck einen MyPin auf deine Einladungen, und jeder Gast bekommt die Route zur Trauung und zur Feier – ohne Postleitzahlen oder schwer auffindbare Seiteneingänge.",
  business:
    "Gib deinem Geschäft, Büro oder Pop-up-Store einen Namen, den sich Kunden merken, setz ihn auf Schilder und Visitenkarten und lass Kunden mit einem Tippen die Route zu deiner Tür abrufen.",
  landing:
    "Gib den Namen ein, den du dir für deinen Ort wünschst, und sieh sofort, ob er noch frei ist. Jeder Name ist einmalig, wer zuerst kommt, bekommt ihn, und du kannst jederzeit kündigen.",
  cta: "In drei Schritten zu einem Ort, den jeder findet: Gib deinem Ort einen Namen, teile ihn als Link oder QR-Code und lass andere ihn in ihrer Karten-App finden.",
  pricing:
    "Ein Jahrespreis pro MyPin, abhängig vom Format seines Namens: Basic, Simple oder Premium, in Pfund, Euro oder Dollar. Jederzeit kündbar.",
  about:
    "MyPin gibt Orten kurze, einmalige Namen, die direkt bis vor die Tür führen. Erfahre, wer wir sind und wie Namen, Karten und Abos funktionieren.",
  shareMyPins:
    "Teile einen MyPin als Link, QR-Code oder druckbare Karte – mit unserem Logo und Icon für deine Schilder, Einladungen und Buchungsnachrichten.",
  qrExample:
    "So funktioniert ein MyPin-QR-Code: Scanne ihn mit der Handykamera und erhalte in Apple Maps oder Google Maps die Route zu dem Ort, den er benennt.",
  contact:
    "Fragen zu einem Namen, einem Abo oder einer Marke, die dir gehört? Schick dem MyPin-Team eine Nachricht, wir antworten per E-Mail.",
  developers:
    "Die MyPin-API für Websites und Apps: Ruf zu jedem MyPin Koordinaten, den nächsten Ort, den Anfahrtshinweis und Routenlinks ab. 1.000 Aufrufe im Monat kostenlos.",
  terms:
    "Die Bedingungen für die Nutzung von MyPin und das Abo eines Namens: Preise, Verlängerungen, Kündigung, Rückerstattungen, die Namensrichtlinie und die zulässige Nutzung.",
  privacy:
    "Welche Daten MyPin erhebt, warum, wie lange sie gespeichert werden, wer sie verarbeitet und wie du sie einsehen, berichtigen oder löschen lassen kannst.",
  cookies:
    "Die Cookies und der Browserspeicher, die MyPin verwendet, mit Namen, Zweck und Speicherdauer, und wie du deine Auswahl ändern kannst.",
};
