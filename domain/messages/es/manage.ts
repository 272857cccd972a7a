import type * as en from "../manage.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of manage.ts.
export const manage: TTranslation<typeof en.manage> = {
  ownerTitle: "Gestionar mis MyPins",
  loading: "Cargando tus MyPins...",
  emptyTitle: "Aún no tienes MyPins",
  emptyBody: "Crea tu primer MyPin para empezar a organizar tus ubicaciones",
  coordinatesUpdatedBadge: "Coordenadas actualizadas",
  cancel: "Cancelar",
  cancelled: "Cancelado",
  cancellationRequested: "Cancelación solicitada",
  editLocation: "Editar ubicación",
  shareLinkTooLong: "El MyPin genera una URL demasiado larga para crear un código QR fiable",
  loadFailed: "No se han podido cargar los MyPins",
  copyFailed: "No se ha podido copiar",
  qrFailed: "No se ha podido generar el código QR. Inténtalo de nuevo.",
  recordCancellationFailed: (detail) => `No se ha podido registrar la cancelación: ${detail}`,
  cancellationSubmitted: "Cancelación enviada",
  cancellationScheduled: "Cancelación programada",
  linkCopied: "¡Enlace del MyPin copiado!",
  qrDownloaded: "¡Código QR descargado!",
  cancelSubscriptionTitle: "Cancelar suscripción",
  confirmCancellation: "Confirmar cancelación",
};

export const managePage: TTranslation<typeof en.managePage> = {
  countCreated: (count) =>
    plural("es", count, { one: "# MyPin creado", many: "# de MyPins creados", other: "# MyPins creados" }),
  signInPrompt: "Inicia sesión para ver y gestionar tus MyPins.",
  groupHeading: (tier, count) => `${tier} (${count})`,
  columns: {
    name: "Nombre del MyPin",
    link: "Enlace del MyPin",
    copyLink: "Copiar enlace",
    qrCode: "Código QR",
    searchCount: "Búsquedas",
    latitude: "Latitud",
    longitude: "Longitud",
    created: "Creado",
    lastUpdated: "Última actualización",
    actions: "Acciones",
  },
  copyLink: "Copiar enlace",
  searchHistory: (count, days) =>
    plural("es", count, {
      one: `# búsqueda en los últimos ${days} días`,
      many: `# de búsquedas en los últimos ${days} días`,
      other: `# búsquedas en los últimos ${days} días`,
    }),
  qrCode: "Código QR",
  pagination: "Páginas de MyPins",
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  previous: "Anterior",
  next: "Siguiente",
  retry: "Reintentar",
  cancelDialogBody: (name) =>
    `La cancelación de ${name} se programará con nuestro proveedor de pagos. ${name} seguirá activo hasta el final del periodo de facturación actual y te enviaremos un correo de confirmación.`,
  keepSubscription: "Mantener suscripción",
  scheduledDetail: (name, date) => `${name} seguirá activo hasta el ${date}.`,
  submittedDetail:
    "Hemos guardado tu solicitud. La completaremos con nuestro proveedor de pagos y te enviaremos un correo.",
  unreachable: "No se ha podido conectar con MyPin",
};

export const standing: TTranslation<typeof en.standing> = {
  graceTitle: (name) => `${name} ha dejado de renovarse`,
  graceBody: (date) =>
    `Su último pago no se ha completado, así que su suscripción ha terminado. Seguirá funcionando hasta el ${date}; después, el nombre se liberará si no lo renuevas.`,
  renew: "Renovar",
  renewFailed: (detail) => `No se ha podido iniciar la renovación: ${detail}`,
  ended: "La suscripción de este MyPin ha terminado. Se liberará en breve.",
  endsOn: (date) => `Termina el ${date}`,
  renewsOn: (date) => `Se renueva el ${date}`,
  paymentFailed: "El último pago ha fallado. Lo volveremos a intentar; actualiza tu tarjeta.",
  updateCard: "Actualizar tarjeta",
};

export const billingPage: TTranslation<typeof en.billingPage> = {
  title: "Configuración de facturación",
  opening: "Abriendo tu configuración de facturación...",
  failed: "No se ha podido abrir tu configuración de facturación.",
  retry: "Reintentar",
  signInFirst: "Inicia sesión para ver tu configuración de facturación.",
};

export const qrLink: TTranslation<typeof en.qrLink> = {
  invalid: "Este enlace del código QR no es válido",
  expired: "Este enlace del código QR ha caducado. Vuelve a descargar el código QR.",
};

export const qr: TTranslation<typeof en.qr> = {
  noInput: "No hay texto de entrada",
  tooBig: "Hay demasiados datos para guardarlos en un código QR",
};

export const qrLimits: TTranslation<typeof en.qrLimits> = {
  tooMany: "Demasiadas solicitudes de códigos QR. Espera un poco antes de volver a intentarlo.",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indicaciones de llegada",
  dialogTitle: (name) => `Indicaciones de llegada para ${name}`,
  dialogBody:
    "Cuéntales a tus visitantes lo que necesitan saber al llegar. Todo el que busque este MyPin lo verá, debajo de la ruta y en su enlace para compartir.",
  label: "Indicaciones",
  placeholder: "Llama al timbre de la puerta 2. Aparcamiento detrás del granero.",
  charactersLeft: (count) => plural("es", count, { one: "Queda # carácter", other: "Quedan # caracteres" }),
  charactersOver: (count) => plural("es", count, { one: "Sobra # carácter", other: "Sobran # caracteres" }),
  save: "Guardar",
  cancel: "Cancelar",
  saved: "Indicaciones guardadas",
  removed: "Indicaciones eliminadas",
  saveFailed: (detail) => `No se han podido guardar las indicaciones: ${detail}`,
  tooLong: "Las indicaciones de llegada pueden tener como máximo 280 caracteres.",
  expletive: "Las indicaciones de llegada no pueden contener palabrotas.",
};

export const embedDialog: TTranslation<typeof en.embedDialog> = {
  button: "Insertar",
  title: (name) => `Inserta ${name} en tu web`,
  body: "Pon esta tarjeta en tu web: pega el código en el HTML de tu página.",
  codeLabel: "Código para pegar",
  copy: "Copiar código",
  copied: "¡Código de inserción copiado!",
  frameTitle: (name) => `${name} en MyPin`,
};
