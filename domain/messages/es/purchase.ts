import { plural } from "../plural.ts";
import type * as en from "../purchase.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of purchase.ts.
export const promoRefusal: TTranslation<typeof en.promoRefusal> = {
  wrongTier: (code, tier) =>
    `${code} solo da una prueba gratuita en nombres ${tier === "premium" ? "Premium" : "Basic"}.`,
  trialUsed: "Esta cuenta ya ha disfrutado de su prueba gratuita.",
};

export const trialLimits: TTranslation<typeof en.trialLimits> = {
  checkoutReplaced: "Se ha abierto otro pago con tu prueba gratuita al mismo tiempo. Vuelve a empezar.",
  refusedTitle: "Tu prueba gratuita no ha empezado",
  refused: {
    account:
      "Esta cuenta ya ha disfrutado de su prueba gratuita, así que la suscripción ha empezado hoy y se ha cobrado su primer año.",
    card: "La tarjeta con la que has pagado ya ha disfrutado de una prueba gratuita, así que la suscripción ha empezado hoy y se ha cobrado su primer año.",
  },
};

export const create: TTranslation<typeof en.create> = {
  paymentFailed: "Error de pago: no se ha podido iniciar el pago. Inténtalo de nuevo.",
  authToPay: "Error de autenticación: inicia sesión para continuar con el pago",
  authAgain: "Error de autenticación: vuelve a iniciar sesión para continuar",
  promoIssue: "Problema con el código promocional",
  promoUnavailable: "No se ha podido validar el código promocional. Inténtalo de nuevo.",
  promoInvalid: "Código promocional no válido",
  promoErrorTitle: "Error del código promocional",
  secureFailed: "No se ha podido asegurar el MyPin para crearlo. Inténtalo de nuevo.",
  coordinatesFailed: "No se han podido actualizar las coordenadas. Inténtalo de nuevo.",
  noLongerAvailable: "MyPin ya no disponible: otro usuario se ha quedado este MyPin durante tu reserva virtual.",
  purchaseResumeFailed: "No se ha podido continuar con la compra. Inténtalo de nuevo.",
  creationResumeFailed: "No se ha podido continuar con la creación del MyPin. Inténtalo de nuevo.",
  noCheckoutUrl: "El servicio de pagos no ha devuelto ninguna URL de pago",
  requiredForPayment: "Se necesita un MyPin para el pago",
  creatingTitle: (name) => `Creando MyPin: ${name}`,
  editingTitle: (name) => `Editando ubicación: ${name}`,
  addressPlaceholder: "Introduce una dirección...",
  markerHint: "Mueve el marcador a la ubicación exacta que quieras",
  buy: "Comprar MyPin",
  save: "Guardar MyPin",
  placeHelpTitle: "Cómo colocar tu MyPin",
  loading: "Cargando tu MyPin...",
};

export const holdLimits: TTranslation<typeof en.holdLimits> = {
  perAccount: "Puedes reservar como máximo 10 MyPins a la vez. Compra uno o descarta alguno antes de reservar otro.",
  perBrowser:
    "Puedes reservar como máximo 3 MyPins a la vez sin iniciar sesión. Inicia sesión para reservar más o descarta alguno primero.",
  perAddress:
    "Hay demasiados MyPins reservados desde tu red sin iniciar sesión. Inicia sesión para reservar uno o inténtalo de nuevo dentro de unos minutos.",
  unpaidCheckouts:
    "Has iniciado dos pagos de este MyPin en el último día sin completarlos, así que de momento queda libre para otras personas. Inténtalo de nuevo más tarde.",
  timeLimit:
    "Has tenido reservado este MyPin durante 30 minutos sin pagar, así que queda libre para otras personas durante un tiempo. Inténtalo de nuevo más tarde.",
};

export const paymentLimits: TTranslation<typeof en.paymentLimits> = {
  tooMany: "Demasiadas solicitudes de pago. Espera un poco antes de volver a intentarlo.",
};

export const locks: TTranslation<typeof en.locks> = {
  noLongerAvailable: "El MyPin ya no está disponible",
  reservedByAnother: "Otro usuario ha reservado el MyPin",
  lockFailed: "No se ha podido crear el bloqueo temporal",
};

export const availability: TTranslation<typeof en.availability> = {
  taken: "Lo sentimos, otra persona ya tiene ese MyPin. Prueba con otro.",
  reserved: "Otro usuario ha reservado temporalmente este MyPin. Prueba con otro o vuelve más tarde.",
  unable: "No se ha podido comprobar la disponibilidad. Inténtalo de nuevo.",
  cancelAnytime: "Cancela cuando quieras",
  reservationLost: "Este MyPin ya no está reservado para ti. Vuelve a empezar.",
  reservationUnverified: "No se ha podido verificar la reserva del MyPin. Inténtalo de nuevo.",
  timeExpired: "Se ha agotado el tiempo. Vuelve a comprobar la disponibilidad.",
  protectionExpired: "La protección de tu MyPin ha caducado. Vuelve a empezar.",
};

export const availabilityPage: TTranslation<typeof en.availabilityPage> = {
  intro:
    "Escribe el nombre que quieres para tu lugar. Comprobamos su formato mientras escribes; si está libre, te lo reservamos mientras lo colocas en el mapa.",
  nameLabel: "Tu MyPin",
  namePlaceholder: "p. ej., Rose.Cottage",
  check: "Comprobar disponibilidad",
  title: "Comprueba si tu nombre ideal está disponible",
};

export const reservationPage: TTranslation<typeof en.reservationPage> = {
  checking: "Comprobando tu reserva...",
  intro: "Este nombre está reservado para ti. Colócalo en el mapa antes de que se acabe el tiempo.",
  tierPrice: (tier, price) => `${tier} · ${price}`,
  timerLabel: "Tiempo restante para completar tu MyPin",
  placeOnMap: "Coloca tu MyPin en el mapa",
  chooseAnother: "Elegir otro nombre",
  returning: "Volviendo al comprobador de disponibilidad...",
  title: "Tu MyPin está reservado",
};

export const paymentReturn: TTranslation<typeof en.paymentReturn> = {
  sessionNotFound: "Error: no se ha encontrado la sesión de pago. Inténtalo de nuevo.",
  saveFailed: "Error: no se ha podido guardar el MyPin",
  unsuccessful: "Error: el pago no se ha completado y el MyPin no se ha guardado en tu cuenta",
  refunded:
    "Error: el pago no se ha completado y el MyPin no se ha guardado en tu cuenta. Otra persona ha completado este MyPin antes que tú; te hemos reembolsado el pago y te hemos enviado un correo.",
};

export const success: TTranslation<typeof en.success> = {
  createdSuccessfully: "MyPin creado correctamente",
  created: "¡MyPin creado!",
  renewed: "¡MyPin renovado!",
  coordinatesUpdated: "¡Coordenadas actualizadas!",
  coordinatesCopied: "¡Coordenadas copiadas!",
  promoApplied: "¡Código promocional aplicado!",
  promoAppliedDetail: (discount) => `Se aplicará a tu suscripción: ${discount}`,
};

export const purchase: TTranslation<typeof en.purchase> = {
  latitude: "Latitud",
  longitude: "Longitud",
  mapLabel: (name) => `Mapa para colocar ${name}`,
  markerLabel: "Tu MyPin: arrástralo o muévelo con las teclas de flecha",
  searchAddress: "Buscar",
  movedTo: (place) => `Mapa desplazado a ${place}`,
  placeHelpIntro: "Tres pasos para dar con el punto exacto:",
  placeSteps: [
    "Busca una dirección o desplaza y amplía el mapa hasta la zona.",
    "Arrastra el marcador o toca el mapa para marcar el punto exacto.",
    "Pulsa Comprar MyPin para elegir un código promocional y pagar.",
  ],
  editSteps: [
    "Busca una dirección o desplaza y amplía el mapa hasta la zona.",
    "Arrastra el marcador o toca el mapa para marcar el punto exacto.",
    "Pulsa Guardar MyPin para guardar la nueva ubicación.",
  ],
  promoTitle: "¿Tienes un código promocional?",
  promoIntro: "Introdúcelo para obtener tu descuento o pasa directamente al pago.",
  promoLabel: "Código promocional",
  apply: "Aplicar",
  skip: "Omitir",
  tryAnotherCode: "Probar otro código",
  skipAndContinue: "Omitir y continuar",
  confirming: "Confirmando tu pago...",
  tier: "Categoría",
  price: "Precio",
  shareLink: "Enlace para compartir",
  viewPin: "Ver tu MyPin",
  retry: "Reintentar",
  cancelledBody: (name) => `No se ha cobrado nada y ${name} ya no está reservado para ti.`,
  cancelledNoName: "No se ha cobrado nada.",
  cancelledTitle: "Pago cancelado",
};

export const discountWords: TTranslation<typeof en.discountWords> = {
  daysFree: (days) => plural("es", days, { one: "# día gratis", other: "# días gratis" }),
  percentOff: (percent) => `${percent} % de descuento`,
  amountOff: (amount) => `${amount} de descuento`,
  noDiscount: "sin descuento",
};
