import type * as en from "../developers.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of developers.ts.
export const apiRefusals: TTranslation<typeof en.apiRefusals> = {
  keyMissing: "Stuur je API-sleutel mee in de Authorization-header (Bearer mp_…) of in X-Api-Key.",
  keyInvalid: "Deze API-sleutel is ongeldig. Controleer of je hem volledig hebt gekopieerd, of maak een nieuwe aan.",
  keyRevoked:
    "Deze API-sleutel is ingetrokken of vernieuwd. Gebruik het nieuwe geheim, of maak een nieuwe sleutel aan.",
  wrongWebsite:
    "Deze browsersleutel kan niet op deze website worden gebruikt. Voeg de website toe aan de lijst van de sleutel, of gebruik een andere sleutel.",
  burst: "Te veel aanroepen met deze sleutel binnen een paar seconden. Wacht even en probeer het dan opnieuw.",
  monthly:
    "Dit account heeft alle gratis API-aanroepen van deze maand gebruikt. Vanaf de 1e van de volgende maand (UTC) zijn ze weer beschikbaar.",
  keyLimit: "Je hebt al 10 API-sleutels. Trek er eerst een in voordat je een nieuwe aanmaakt.",
  keyNotFound: "Deze API-sleutel bestaat niet of is ingetrokken.",
  keyLookups:
    "Te veel onbekende API-sleutels vanaf je adres. Controleer of je sleutel volledig is gekopieerd en probeer het over een minuut opnieuw.",
  keyCap:
    "Deze sleutel heeft alle aanroepen gedaan die de eigenaar hem deze maand toestaat. Vanaf de 1e van de volgende maand (UTC) kan het weer.",
  creationsPerDay:
    "Je hebt in de afgelopen 24 uur 20 API-sleutels aangemaakt. Wacht even voordat je er nog een aanmaakt.",
  revocationsPerDay:
    "Je hebt in de afgelopen 24 uur 20 API-sleutels vernieuwd of ingetrokken. Wacht even voordat je er nog een vernieuwt of intrekt.",
  capWhole: "Vul de maandlimiet in als een heel aantal aanroepen, minstens 1",
  capAbove: (max) => `De maandlimiet van een sleutel is hoogstens de ${max} gratis aanroepen van het account`,
  nameRequired: "Geef de sleutel een naam",
  nameTooLong: "De naam van een sleutel mag maximaal 60 tekens lang zijn",
  websiteRequired: "Een browsersleutel heeft minstens één website nodig",
  websiteInvalid: "Voer de website in als adres, bijvoorbeeld https://example.com",
  tooManyWebsites: "Een browsersleutel mag maximaal 10 websites bevatten",
  serverKeyWebsites: "Een serversleutel is niet aan websites gekoppeld: laat de lijst leeg",
};

export const apiKeysPage: TTranslation<typeof en.apiKeysPage> = {
  title: "API-sleutels",
  intro:
    "Met sleutels kan je website of app MyPins opzoeken via de API van MyPin. Elk account heeft 1.000 gratis aanroepen per maand, voor al zijn sleutels samen.",
  guideLink: "Lees de handleiding voor ontwikkelaars",
  signInFirst: "Log in om je API-sleutels te bekijken en aan te maken.",
  loading: "Je API-sleutels worden geladen…",
  loadFailed: "Je API-sleutels konden niet worden geladen.",
  retry: "Opnieuw proberen",
  usageHeading: "Deze maand",
  usage: (used, quota) => `${used} van ${quota} gratis aanroepen gebruikt`,
  resets: (date) => `Op ${date} worden je gratis aanroepen weer aangevuld.`,
  usageChart: (month) => `Aanroepen per dag in ${month}`,
  dayCalls: (day, calls) => plural("nl", calls, { one: `${day}: # aanroep`, other: `${day}: # aanroepen` }),
  noCallsYet: "Nog geen aanroepen deze maand.",
  keysHeading: "Je sleutels",
  empty: "Je hebt nog geen API-sleutels. Maak er een aan om je eerste aanroep te doen.",
  create: "Sleutel aanmaken",
  serverKey: "Serversleutel",
  browserKey: "Browsersleutel",
  endsWith: (hint) => `Eindigt op …${hint}`,
  created: (date) => `Aangemaakt op ${date}`,
  rotated: (date) => `Nieuw geheim sinds ${date}`,
  callsThisMonth: (calls) => plural("nl", calls, { one: "# aanroep deze maand", other: "# aanroepen deze maand" }),
  websites: "Werkt op",
  rename: "Naam wijzigen",
  rotate: "Vernieuwen",
  revoke: "Intrekken",
  callsOfCap: (calls, cap) =>
    plural("nl", cap, { one: `${calls} van # aanroep deze maand`, other: `${calls} van # aanroepen deze maand` }),
  cap: "Maandlimiet",
};

export const apiKeyDialogs: TTranslation<typeof en.apiKeyDialogs> = {
  createTitle: "API-sleutel aanmaken",
  createDescription:
    "Noem de sleutel naar wat hem gaat gebruiken, zodat je later weet welke je moet vernieuwen of intrekken.",
  nameLabel: "Naam",
  namePlaceholder: "Bezorgapp",
  kindLabel: "Type",
  serverKind: "Serversleutel",
  serverKindHint: "Voor je servers en apps. Houd hem geheim: iedereen die hem heeft, kan je aanroepen opmaken.",
  browserKind: "Browsersleutel",
  browserKindHint:
    "Voor je webpagina's. Hij werkt alleen op de websites die je opgeeft, dus hij mag gewoon in de code van een pagina staan.",
  websitesLabel: "Websites",
  websitesHint: "Eén adres per regel, bijvoorbeeld https://example.com",
  createSubmit: "Sleutel aanmaken",
  cancel: "Annuleren",
  createFailed: (detail) => `De sleutel kon niet worden aangemaakt: ${detail}`,
  secretTitle: "Kopieer je sleutel nu",
  secretBody:
    "Dit is de enige keer dat we deze sleutel laten zien. Bewaar hem op een veilige plek; ben je hem kwijt, vernieuw de sleutel dan om een nieuwe te krijgen.",
  secretLabel: (name) => `Sleutel voor ${name}`,
  copy: "Sleutel kopiëren",
  copied: "Sleutel gekopieerd",
  copyFailed: "Kopiëren mislukt. Selecteer de sleutel en kopieer hem zelf.",
  done: "Klaar",
  renameTitle: (name) => `Naam van ${name} wijzigen`,
  renameSubmit: "Naam opslaan",
  renamed: "Naam van de sleutel gewijzigd",
  renameFailed: (detail) => `De naam van de sleutel kon niet worden gewijzigd: ${detail}`,
  rotateTitle: (name) => `${name} vernieuwen?`,
  rotateBody:
    "Je krijgt een nieuw geheim voor deze sleutel en het huidige werkt meteen niet meer. De naam, de websites en de aanroepen blijven behouden.",
  rotateSubmit: "Sleutel vernieuwen",
  rotateFailed: (detail) => `De sleutel kon niet worden vernieuwd: ${detail}`,
  revokeTitle: (name) => `${name} intrekken?`,
  revokeBody: "Alles wat deze sleutel gebruikt, werkt meteen niet meer. Dit kan niet ongedaan worden gemaakt.",
  revokeSubmit: "Sleutel intrekken",
  revoked: "Sleutel ingetrokken",
  revokeFailed: (detail) => `De sleutel kon niet worden ingetrokken: ${detail}`,
  capLabel: "Maandlimiet",
  capHint: (max) =>
    `Zoveel aanroepen mag deze sleutel per maand hoogstens doen, van 1 tot ${max}. Laat het leeg om hem alle gratis aanroepen van het account te laten gebruiken.`,
  capTitle: (name) => `Maandlimiet voor ${name}`,
  capDescription:
    "Met een limiet kan één sleutel niet alle aanroepen van je account opmaken, bijvoorbeeld een browsersleutel die iemand uit de code van je pagina kopieert, waar iedereen hem kan zien.",
  capSubmit: "Limiet opslaan",
  capSaved: "Maandlimiet opgeslagen",
  capFailed: (detail) => `De limiet kon niet worden opgeslagen: ${detail}`,
};

export const developersPage: TTranslation<typeof en.developersPage> = {
  title: "MyPin voor ontwikkelaars",
  intro:
    "Zoek een MyPin op vanuit je website of app en stuur je chauffeurs, gasten of klanten rechtstreeks naar de juiste deur. Alleen-lezen JSON, gratis tot 1.000 aanroepen per maand.",
  getKey: "API-sleutel aanmaken",
  quickStartHeading: "Aan de slag in vijf minuten",
  stepKey:
    "Maak een sleutel aan op de pagina ‘API-sleutels’. Gebruik een serversleutel op je servers en een browsersleutel in webpagina's.",
  stepCall: "Vraag een MyPin op met zijn naam:",
  stepJavaScript: "Of vanuit JavaScript:",
  stepAnswer:
    "Je krijgt de coördinaten, de dichtstbijzijnde plaats, de aankomstinfo van de eigenaar en links voor de routebeschrijving:",
  copyCode: "Kopiëren",
  codeCopied: "Gekopieerd",
  limitsHeading: "Limieten",
  limits:
    "1.000 gratis aanroepen per maand per account en 20 aanroepen per sleutel binnen elke 10 seconden. Elk antwoord bevat de headers RateLimit-Policy en RateLimit; ga je over een limiet heen, dan krijg je 429 met Retry-After. Op je pagina met API-sleutels kun je een sleutel een eigen maandlimiet geven: dan kan een browsersleutel, die iedereen uit je pagina kan kopiëren, niet al je aanroepen opmaken.",
  embedHeading: "Zet een MyPin-kaart op je website",
  embed:
    "Eigenaren vinden de insluitcode van elke MyPin via ‘Mijn MyPins beheren’: een kleine kaart met de plattegrond en de knoppen voor de routebeschrijving, voor een iframe op je eigen website.",
  referenceHeading: "Referentie",
  referenceNote: "De referentie is in het Engels.",
  document: "OpenAPI 3.1-document",
  parameters: "Parameters",
  answers: "Antwoorden",
  required: "verplicht",
};
