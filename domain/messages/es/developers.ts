import type * as en from "../developers.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of developers.ts.
export const apiRefusals: TTranslation<typeof en.apiRefusals> = {
  keyMissing: "Envía tu clave de API en la cabecera Authorization (Bearer mp_…) o en X-Api-Key.",
  keyInvalid: "Esta clave de API no es válida. Comprueba que la has copiado entera o crea una nueva.",
  keyRevoked: "Esta clave de API se ha revocado o rotado. Usa su nuevo secreto o crea una clave nueva.",
  wrongWebsite:
    "Esta clave de navegador no se puede usar desde este sitio web. Añade el sitio a la lista de la clave o usa otra clave.",
  burst: "Demasiadas llamadas con esta clave en pocos segundos. Espera un momento e inténtalo de nuevo.",
  monthly:
    "Esta cuenta ha gastado todas sus llamadas gratuitas a la API de este mes. Vuelven a estar disponibles el día 1 (UTC).",
  keyLimit: "Ya tienes 10 claves de API. Revoca una antes de crear otra.",
  keyNotFound: "Esta clave de API no existe o se ha revocado.",
  keyLookups:
    "Demasiadas claves de API desconocidas desde tu dirección. Comprueba que has copiado la clave entera e inténtalo de nuevo dentro de un minuto.",
  keyCap:
    "Esta clave ya ha hecho todas las llamadas que su propietario le permite este mes. Vuelven a estar disponibles el día 1 (UTC).",
  creationsPerDay: "Has creado 20 claves de API en las últimas 24 horas. Espera un rato antes de crear otra.",
  revocationsPerDay:
    "Has rotado o revocado 20 claves de API en las últimas 24 horas. Espera un rato antes de rotar o revocar otra.",
  capWhole: "Escribe el límite mensual como un número entero de llamadas, 1 o más",
  capAbove: (max) => `El límite mensual de una clave no puede superar las ${max} llamadas gratuitas de la cuenta`,
  nameRequired: "Ponle un nombre a la clave",
  nameTooLong: "El nombre de una clave puede tener como máximo 60 caracteres",
  websiteRequired: "Una clave de navegador necesita al menos un sitio web",
  websiteInvalid: "Introduce la dirección del sitio web, por ejemplo https://example.com",
  tooManyWebsites: "Una clave de navegador puede incluir como máximo 10 sitios web",
  serverKeyWebsites: "Una clave de servidor no está vinculada a ningún sitio web: deja la lista vacía",
};

export const apiKeysPage: TTranslation<typeof en.apiKeysPage> = {
  title: "Claves de API",
  intro:
    "Las claves permiten que tu sitio web o tu app consulten MyPins con la API de MyPin. Cada cuenta tiene 1000 llamadas gratuitas al mes, compartidas entre todas sus claves.",
  guideLink: "Lee la guía para desarrolladores",
  signInFirst: "Inicia sesión para ver y crear tus claves de API.",
  loading: "Cargando tus claves de API...",
  loadFailed: "No se han podido cargar tus claves de API.",
  retry: "Reintentar",
  usageHeading: "Este mes",
  usage: (used, quota) => `Has usado ${used} de ${quota} llamadas gratuitas`,
  resets: (date) => `Las llamadas gratuitas vuelven a estar disponibles el ${date}.`,
  usageChart: (month) => `Llamadas por día en ${month}`,
  dayCalls: (day, calls) => plural("es", calls, { one: `${day}: # llamada`, other: `${day}: # llamadas` }),
  noCallsYet: "Aún no hay llamadas este mes.",
  keysHeading: "Tus claves",
  empty: "Aún no tienes claves de API. Crea una para hacer tu primera llamada.",
  create: "Crear clave",
  serverKey: "Clave de servidor",
  browserKey: "Clave de navegador",
  endsWith: (hint) => `Termina en …${hint}`,
  created: (date) => `Creada el ${date}`,
  rotated: (date) => `Secreto nuevo desde el ${date}`,
  callsThisMonth: (calls) => plural("es", calls, { one: "# llamada este mes", other: "# llamadas este mes" }),
  websites: "Funciona en",
  rename: "Renombrar",
  rotate: "Rotar",
  revoke: "Revocar",
  callsOfCap: (calls, cap) =>
    plural("es", cap, { one: `${calls} de # llamada este mes`, other: `${calls} de # llamadas este mes` }),
  cap: "Límite mensual",
};

export const apiKeyDialogs: TTranslation<typeof en.apiKeyDialogs> = {
  createTitle: "Crear una clave de API",
  createDescription: "Ponle a la clave el nombre de lo que la va a usar; así sabrás más adelante cuál rotar o revocar.",
  nameLabel: "Nombre",
  namePlaceholder: "App de reparto",
  kindLabel: "Tipo",
  serverKind: "Clave de servidor",
  serverKindHint: "Para tus servidores y apps. Guárdala en secreto: quien la tenga puede gastar tus llamadas.",
  browserKind: "Clave de navegador",
  browserKindHint:
    "Para tus páginas web. Solo funciona en los sitios web que indiques, así que puede ir en el código de una página.",
  websitesLabel: "Sitios web",
  websitesHint: "Una dirección por línea, por ejemplo https://example.com",
  createSubmit: "Crear clave",
  cancel: "Cancelar",
  createFailed: (detail) => `No se ha podido crear la clave: ${detail}`,
  secretTitle: "Copia tu clave ahora",
  secretBody:
    "Es la única vez que te mostramos esta clave. Guárdala en un lugar seguro; si la pierdes, rota la clave para obtener una nueva.",
  secretLabel: (name) => `Clave para ${name}`,
  copy: "Copiar clave",
  copied: "Clave copiada",
  copyFailed: "No se ha podido copiar. Selecciona la clave y cópiala a mano.",
  done: "Listo",
  renameTitle: (name) => `Renombrar ${name}`,
  renameSubmit: "Guardar nombre",
  renamed: "Clave renombrada",
  renameFailed: (detail) => `No se ha podido renombrar la clave: ${detail}`,
  rotateTitle: (name) => `¿Rotar ${name}?`,
  rotateBody:
    "La clave recibe un secreto nuevo y el actual deja de funcionar al instante. Conserva su nombre, sus sitios web y sus llamadas.",
  rotateSubmit: "Rotar clave",
  rotateFailed: (detail) => `No se ha podido rotar la clave: ${detail}`,
  revokeTitle: (name) => `¿Revocar ${name}?`,
  revokeBody: "Todo lo que use esta clave dejará de funcionar al instante. Esta acción no se puede deshacer.",
  revokeSubmit: "Revocar clave",
  revoked: "Clave revocada",
  revokeFailed: (detail) => `No se ha podido revocar la clave: ${detail}`,
  capLabel: "Límite mensual",
  capHint: (max) =>
    `Las llamadas que esta clave puede hacer como máximo al mes, de 1 a ${max}. Déjalo vacío para que pueda usar todas las llamadas gratuitas de la cuenta.`,
  capTitle: (name) => `Límite mensual de ${name}`,
  capDescription:
    "Un límite evita que una sola clave gaste todas las llamadas de tu cuenta, por ejemplo una clave de navegador copiada del código de tu página, donde cualquiera puede verla.",
  capSubmit: "Guardar límite",
  capSaved: "Límite mensual guardado",
  capFailed: (detail) => `No se ha podido guardar el límite: ${detail}`,
};

export const developersPage: TTranslation<typeof en.developersPage> = {
  title: "MyPin para desarrolladores",
  intro:
    "Consulta un MyPin desde tu sitio web o tu app y lleva a tus repartidores, invitados o clientes directamente a la puerta correcta. JSON de solo lectura, gratis hasta 1000 llamadas al mes.",
  getKey: "Obtener una clave de API",
  quickStartHeading: "Empieza en cinco minutos",
  stepKey:
    "Crea una clave en tu página de claves de API. Usa una clave de servidor en tus servidores y una clave de navegador en páginas web.",
  stepCall: "Pide un MyPin por su nombre:",
  stepJavaScript: "O desde JavaScript:",
  stepAnswer:
    "Recibes sus coordenadas, la localidad cercana, las indicaciones de llegada del propietario y los enlaces de ruta:",
  copyCode: "Copiar",
  codeCopied: "Copiado",
  limitsHeading: "Límites",
  limits:
    "1000 llamadas gratuitas al mes por cuenta y 20 llamadas por clave en cualquier intervalo de 10 segundos. Cada respuesta incluye las cabeceras RateLimit-Policy y RateLimit; si superas un límite, recibes un 429 con Retry-After. En tu página de claves de API puedes dar a una clave un límite mensual propio: así, una clave de navegador, que cualquiera puede copiar de tu página, no podrá gastar todas tus llamadas.",
  embedHeading: "Pon una tarjeta de MyPin en tu web",
  embed:
    "Los propietarios encuentran el código de inserción de cada MyPin en Gestionar mis MyPins: una pequeña tarjeta con el mapa y los botones de cómo llegar, para insertarla con un iframe en tu propio sitio.",
  referenceHeading: "Referencia",
  referenceNote: "La referencia está en inglés.",
  document: "Documento OpenAPI 3.1",
  parameters: "Parámetros",
  answers: "Respuestas",
  required: "obligatorio",
};
