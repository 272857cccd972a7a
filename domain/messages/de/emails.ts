import type * as en from "../emails.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// German texts of emails.ts.
export const emailTexts: TTranslation<typeof en.emailTexts> = {
  ignoreIfNotYou: "Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren.",
  yearly: (price) => `${price} pro Jahr`,
  place: (latitude, longitude) => `${latitude}, ${longitude}`,
  verificationCode: {
    subject: "Dein MyPin-Bestätigungscode",
    code: (code) => `Dein MyPin-Bestätigungscode lautet ${code}.`,
    expires: (minutes) =>
      plural("de", minutes, {
        one: "Er läuft in # Minute ab. Gib ihn im Registrierungsfenster ein oder öffne diesen Link, um deine E-Mail-Adresse zu bestätigen:",
        other:
          "Er läuft in # Minuten ab. Gib ihn im Registrierungsfenster ein oder öffne diesen Link, um deine E-Mail-Adresse zu bestätigen:",
      }),
  },
  passwordReset: {
    subject: "Setze dein MyPin-Passwort zurück",
    body: (hours) =>
      plural("de", hours, {
        one: "Öffne diesen Link, um ein neues MyPin-Passwort zu wählen. Er funktioniert einmal und läuft in # Stunde ab:",
        other:
          "Öffne diesen Link, um ein neues MyPin-Passwort zu wählen. Er funktioniert einmal und läuft in # Stunden ab:",
      }),
  },
  passwordChanged: {
    subject: "Dein MyPin-Passwort wurde geändert",
    body: (date) =>
      `Das Passwort deines MyPin-Kontos wurde am ${date} geändert. Alle anderen Geräte, die bei deinem Konto angemeldet waren, wurden abgemeldet.`,
    notYou:
      "Falls du es nicht geändert hast, kennt möglicherweise jemand anderes dein Passwort. Setze es jetzt über „Passwort vergessen?“ auf der Anmeldeseite zurück:",
  },
  signInPaused: {
    subject: "Die Anmeldung bei deinem MyPin-Konto ist pausiert",
    body: "In der letzten Stunde hat jemand von vielen verschiedenen Adressen aus sehr oft versucht, sich mit einem falschen Passwort bei deinem MyPin-Konto anzumelden. Deshalb ist die Anmeldung für bis zu eine Stunde pausiert. Dein Passwort schützt dein Konto weiterhin.",
    reset: (link) =>
      `Um dich sofort anzumelden, setze dein Passwort über „Passwort vergessen?“ auf der Anmeldeseite zurück; damit kommst du direkt hinein, und die Pause endet: ${link}`,
    notYou: "Falls du nicht versucht hast, dich anzumelden, musst du nichts tun.",
  },
  cancellation: {
    subject: (mypin) => `Dein MyPin „${mypin}“ ist gekündigt`,
    body: (mypin) => `Das Abo für „${mypin}“ ist gekündigt und wird nicht verlängert.`,
    liveUntil: (mypin, date) => `„${mypin}“ bleibt bis zum ${date} aktiv, dem Ende des aktuellen Abrechnungszeitraums.`,
  },
  renewalNotice: {
    subject: (mypin, date) => `Dein MyPin „${mypin}“ verlängert sich am ${date}`,
    body: (mypin, date, price) =>
      `Das Jahresabo für „${mypin}“ verlängert sich am ${date} für ${price}. Wenn du es behalten möchtest, musst du nichts tun.`,
    billing: (link) =>
      `Um vor diesem Datum deine Karte zu aktualisieren oder zu kündigen, öffne deine Abrechnungseinstellungen: ${link}`,
  },
  trialEnding: {
    subject: (mypin, date) => `Deine kostenlose Testphase für den MyPin „${mypin}“ endet am ${date}`,
    body: (mypin, date, price) =>
      `Deine kostenlose Testphase endet am ${date}, danach kostet es ${price}. „${mypin}“ funktioniert ohne Unterbrechung weiter; die erste Zahlung wird an diesem Tag abgebucht.`,
    billing: (link) =>
      `Um vorher deine Karte zu aktualisieren oder zu kündigen, öffne deine Abrechnungseinstellungen: ${link}`,
  },
  subscriptionEnding: {
    subject: (mypin, date) => `Dein MyPin „${mypin}“ endet am ${date}`,
    body: (mypin, date) =>
      `Das Abo für „${mypin}“ ist gekündigt und endet am ${date}. Danach wird der Name freigegeben, und jeder kann ihn kaufen.`,
    renew: (link) =>
      `Wenn du ihn behalten möchtest, verlängere das Abo vorher in deinen Abrechnungseinstellungen: ${link}`,
  },
  paymentFailed: {
    subject: (mypin) => `Zahlung für deinen MyPin „${mypin}“ fehlgeschlagen`,
    body: (mypin, price) =>
      `Wir konnten die Zahlung von ${price} für „${mypin}“ nicht einziehen. Er funktioniert weiter, während wir es in den nächsten Tagen erneut versuchen.`,
    billing: (link) => `Bitte aktualisiere deine Karte in deinen Abrechnungseinstellungen: ${link}`,
  },
  graceStarted: {
    subject: (mypin, date) => `Dein MyPin „${mypin}“ wird am ${date} freigegeben`,
    body: (mypin, date) =>
      `Das Abo für „${mypin}“ ist beendet, weil die Zahlung fehlgeschlagen ist. „${mypin}“ funktioniert bis zum ${date} weiter, und bis dahin kann niemand sonst den Namen übernehmen.`,
    renew: (date, link) =>
      `Der Name wird am ${date} freigegeben, sofern du nicht verlängerst. Zum Verlängern melde dich an und wähle bei deinen MyPins „Verlängern“: ${link}`,
  },
  pinReleased: {
    subject: (mypin) => `Dein MyPin „${mypin}“ wurde freigegeben`,
    body: (mypin) =>
      `Das Abo für „${mypin}“ ist beendet. „${mypin}“ führt daher nirgendwo mehr hin, und jeder kann den Namen kaufen.`,
    searchAgain: (link) => `Wenn du ihn zurückhaben möchtest, such ihn, solange er noch frei ist: ${link}`,
  },
  receipt: {
    subject: (mypin) => `Dein MyPin „${mypin}“ ist aktiv`,
    body: (mypin) =>
      `Vielen Dank: „${mypin}“ gehört dir. Wer ihn jetzt sucht, bekommt die Route zu dem Ort, den du gewählt hast.`,
    plan: (tier, price) => `Tarif: ${tier}, ${price}, verlängert sich jährlich, bis du kündigst.`,
    trialEnds: (date) => ` Deine kostenlose Testphase endet am ${date}; dann wird die erste Zahlung abgebucht.`,
    share: (link) => `Teile ihn mit diesem Link: ${link}`,
  },
  purchaseRefunded: {
    subject: (mypin) => `Dein MyPin „${mypin}“ konnte nicht erstellt werden`,
    body: (mypin) =>
      `Jemand anderes hat „${mypin}“ kurz vor deiner Zahlung abgeschlossen, daher konnte er nicht für dich erstellt werden.`,
    refunded: (price) => `Dein Abo ist gekündigt, und deine Zahlung von ${price} wurde vollständig erstattet.`,
    nothingCharged: "Dein Abo ist gekündigt; es wurde nichts berechnet.",
    sorry: "Das tut uns leid. Bitte wähle einen anderen Namen.",
  },
  trialRefused: {
    subject: (mypin) => `Deine kostenlose Testphase für den MyPin „${mypin}“ hat nicht begonnen`,
    body: (mypin, reason) => `Vielen Dank: „${mypin}“ gehört dir. ${reason}`,
    oneTrial: (link) =>
      `Bei MyPin gibt es eine kostenlose Testphase pro Konto und eine pro Karte. Um das Abo anzusehen oder zu kündigen, öffne deine MyPins: ${link}`,
  },
  paymentReversed: {
    subject: (mypin, date) => `Dein MyPin „${mypin}“ wird am ${date} freigegeben`,
    disputed: (mypin) =>
      `Die Zahlung für „${mypin}“ wurde bei der Bank, die deine Karte ausgegeben hat, angefochten, und die Anfechtung wurde zu deinen Gunsten entschieden. Das Geld ist daher an dich zurückgegangen, und das Abo wurde gekündigt.`,
    refunded: (mypin) => `Die Zahlung für „${mypin}“ wurde vollständig erstattet, daher wurde das Abo gekündigt.`,
    carried: (mypin) =>
      `Die Zahlung, mit der die Zeit bezahlt war, die bei der Übertragung von „${mypin}“ an dich mitkam, wurde dem früheren Inhaber zurückgebucht. Diese Zeit ist daher abgelaufen, und das Abo wurde gekündigt.`,
    keepsWorking: (mypin, date, link) =>
      `„${mypin}“ funktioniert bis zum ${date} weiter, und bis dahin kann niemand sonst den Namen übernehmen. Wenn du ihn behalten möchtest, melde dich an und wähle bei deinen MyPins „Verlängern“: ${link}`,
  },
  pinMoved: {
    subject: (mypin) => `Dein MyPin „${mypin}“ wurde verschoben`,
    byStaff: (mypin) =>
      `Unser Support-Team hat „${mypin}“ verschoben. Wer ihn sucht oder seinen Link oder QR-Code öffnet, wird jetzt zum neuen Ort geleitet.`,
    byOwner: (mypin) =>
      `Du hast „${mypin}“ verschoben. Wer ihn sucht oder seinen Link oder QR-Code öffnet, wird jetzt zum neuen Ort geleitet.`,
    places: (before, now) => `Vorher: ${before}\nJetzt: ${now}`,
    staffAdvice: (link) =>
      `Falls er nicht dorthin führen soll, verschieb ihn unter deinen MyPins zurück und gib uns über das Kontaktformular Bescheid: ${link}`,
    ownerAdvice: (link) =>
      `Falls du ihn nicht verschoben hast, ist möglicherweise jemand anderes bei deinem Konto angemeldet: Verschieb ihn unter deinen MyPins zurück und ändere dein Passwort – dadurch werden alle anderen Geräte abgemeldet: ${link}`,
  },
  pinRenamed: {
    subject: (from, to) => `Dein MyPin „${from}“ heißt jetzt „${to}“`,
    body: (from, to) =>
      `Unser Support-Team hat deinen MyPin „${from}“ in „${to}“ umbenannt. Er führt zum selben Ort, sein Abo und seine Suchanfragen bleiben unverändert, und „${from}“ führt nirgendwo mehr hin.`,
    share: (link) =>
      `Teile ihn mit diesem Link (ein zuvor gespeicherter QR-Code zeigt den alten Namen; lade unter deinen MyPins einen neuen herunter): ${link}`,
  },
  pinDeleted: {
    subject: (mypin) => `Dein MyPin „${mypin}“ wurde gelöscht`,
    body: (mypin, reason) =>
      `Unser Support-Team hat deinen MyPin „${mypin}“ endgültig gelöscht, weil ${reason}. Sein Abo ist gekündigt, und es wird nichts mehr abgebucht.`,
    refunded: (price) =>
      `Wir haben dir ${price} für den ungenutzten Teil deines Abos erstattet. Der Betrag wird deiner Karte innerhalb von 5 bis 10 Tagen gutgeschrieben.`,
    nothingRefunded: "Es wurde nichts erstattet.",
    mistake:
      "Wenn du glaubst, dass es sich um einen Fehler handelt, antworte uns über das Kontaktformular auf unserer Website.",
  },
  contact: {
    subject: (subject) => `Kontaktformular: ${subject}`,
    from: (email) => `Von: ${email}`,
  },
};
