import type * as en from "../transfers.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of transfers.ts.
export const transferDialog: TTranslation<typeof en.transferDialog> = {
  button: "Traspasar",
  title: (name) => `Traspasar ${name}`,
  body: (name) =>
    `Ofrece ${name} a otra cuenta. Quien lo reciba tendrá 7 días para aceptarlo y, hasta entonces, no cambia nada: puedes retirar la propuesta cuando quieras. En cuanto la acepte, ${name} pasará a su cuenta con su ubicación, su código QR y su enlace para compartir, junto con el tiempo que ya has pagado; tu suscripción terminará entonces, sin reembolso.`,
  emailLabel: "Correo del destinatario",
  send: "Enviar propuesta",
  cancel: "Cancelar",
  sent: "Propuesta de traspaso enviada",
  sentDetail: (email) => `Hemos enviado a ${email} un enlace para aceptarla o rechazarla.`,
  sendFailed: (detail) => `No se ha podido enviar la propuesta de traspaso: ${detail}`,
  offeredTo: (email, date) => `Ofrecido a ${email} hasta el ${date}`,
  withdraw: "Retirar propuesta",
  withdrawn: "Propuesta de traspaso retirada",
  withdrawFailed: (detail) => `No se ha podido retirar la propuesta de traspaso: ${detail}`,
};

export const incomingTransfers: TTranslation<typeof en.incomingTransfers> = {
  heading: "Propuestas recibidas",
  item: (name, from, date) => `${from} te ofrece ${name}. Tienes hasta el ${date} para aceptarlo.`,
  review: "Ver propuesta",
};

export const transferPage: TTranslation<typeof en.transferPage> = {
  loading: "Cargando la propuesta...",
  loadFailed: "No se ha podido cargar la propuesta.",
  retry: "Reintentar",
  title: (name) => `Te ofrecen ${name}`,
  offeredBy: (from) => `Te lo ofrece ${from}`,
  openUntil: (date) => `La propuesta sigue abierta hasta el ${date}.`,
  meaningHeading: "Qué supone aceptar",
  moves: (name) =>
    `${name} pasará a tu cuenta con su ubicación, sus indicaciones de llegada, su código QR y su enlace para compartir, que seguirán funcionando.`,
  carried: (date) =>
    `Empezarás tu propia suscripción anual. El tiempo ya pagado viene con el nombre, así que hoy no pagas nada y tu primer pago será el ${date}.`,
  paidToday: (price) =>
    `Hoy empiezas tu propia suscripción anual: tienes que pagar ${price} ahora. (Quedaban menos de dos días pagados, demasiado poco para traspasarlos).`,
  signIn: "Inicia sesión o crea una cuenta con la dirección a la que se envió esta oferta para aceptarla.",
  signInButton: "Iniciar sesión para aceptar",
  otherAccount:
    "Esta propuesta se envió a otra dirección de correo electrónico. Inicia sesión con esa dirección para aceptarla.",
  accept: "Aceptar y continuar",
  decline: "Rechazar",
  declined: "Propuesta rechazada",
  actionFailed: (detail) => `No se ha podido responder a la propuesta: ${detail}`,
  ended: "Esta propuesta ya ha terminado",
  endedDetail: "Se aceptó, se rechazó o se retiró, o bien ya han pasado sus 7 días.",
  finishing: "Completando el traspaso...",
  done: (name) => `${name} ya es tuyo`,
  doneDetail: "Lo encontrarás en Gestionar mis MyPins, con su código QR y su enlace para compartir tal como estaban.",
  toManage: "Ir a mis MyPins",
  unpaid: "El pago no se ha completado, así que la propuesta sigue abierta.",
};

export const transferRefusals: TTranslation<typeof en.transferRefusals> = {
  toSelf: "No puedes traspasar un MyPin a tu propia cuenta.",
  noSubscription: "Solo se puede traspasar un MyPin con una suscripción activa.",
  inGrace: "Este MyPin no se puede traspasar durante su periodo de gracia. Renuévalo primero.",
  pastDue: "Este MyPin no se puede traspasar porque ha fallado su último pago. Actualiza primero tu tarjeta.",
  disputed: "Este MyPin no se puede traspasar mientras uno de sus pagos esté en disputa.",
  checkoutOpen:
    "Este MyPin no se puede traspasar mientras haya un pago suyo en curso. Inténtalo de nuevo dentro de media hora.",
  locked: "Un MyPin solo se puede traspasar cuando han pasado 14 días desde su compra o su último traspaso.",
  offerOpen: "Este MyPin ya tiene una propuesta de traspaso abierta. Retírala para hacer otra.",
  notFound: "Esta propuesta de traspaso no existe.",
  ended: "Esta propuesta de traspaso ya ha terminado.",
  otherAccount:
    "Esta propuesta se envió a otra dirección de correo electrónico. Inicia sesión con esa dirección para aceptarla.",
  renewalPending:
    "El pago de la renovación de este MyPin aún no se ha completado, así que su nuevo año todavía no se puede traspasar. Vuelve a intentarlo dentro de un par de horas.",
  offersLimited:
    "Hoy se han enviado demasiadas ofertas de traspaso, desde tu cuenta o a esta dirección. Vuelve a intentarlo mañana.",
};

export const transferEmails: TTranslation<typeof en.transferEmails> = {
  offer: {
    subject: (name) => `Te ofrecen el MyPin ${name}`,
    body: (from, name, place) => `${from} quiere traspasarte el MyPin ${name}, que lleva a ${place}.`,
    open: (date, link) =>
      `La propuesta sigue abierta hasta el ${date}. Consúltala y acéptala o recházala aquí: ${link}`,
    ignore: "Si no conoces a quien te lo envía, ignora este correo: no cambiará nada a menos que aceptes.",
  },
  acceptedGiver: {
    subject: (name) => `${name} se ha traspasado`,
    body: (name, to) => `${to} ha aceptado tu propuesta: ${name} ya es suyo y tu suscripción ha terminado.`,
  },
  acceptedRecipient: {
    subject: (name) => `${name} ya es tuyo`,
    body: (name) => `${name} ha pasado a tu cuenta con su código QR y su enlace para compartir.`,
    firstPayment: (date, price) => `Tu suscripción cuesta ${price}; el primer pago se cobrará el ${date}.`,
    share: (link) => `Compártelo con este enlace: ${link}`,
  },
  declined: {
    subject: (name) => `Se ha rechazado tu propuesta de traspaso de ${name}`,
    body: (name, to) => `${to} ha rechazado tu propuesta: ${name} sigue siendo tuyo.`,
  },
  expiredGiver: {
    subject: (name) => `Tu propuesta de traspaso de ${name} ha caducado`,
    body: (name, to) => `${to} no la ha aceptado en el plazo de 7 días: ${name} sigue siendo tuyo.`,
  },
  expiredRecipient: {
    subject: (name) => `La propuesta de traspaso de ${name} ha caducado`,
    body: (name) => `La propuesta de traspaso de ${name} no se aceptó en el plazo de 7 días y ha caducado.`,
  },
  withdrawn: {
    subject: (name) => `Se ha retirado la propuesta de traspaso de ${name}`,
    byOwner: (name) => `El propietario de ${name} ha retirado la propuesta. No ha cambiado nada en tu cuenta.`,
    byStaff: (name) =>
      `Nuestro equipo de soporte ha retirado la propuesta de traspaso de ${name}. No ha cambiado nada en tu cuenta; si tienes alguna pregunta, responde a este correo.`,
  },
  withdrawnGiver: {
    subject: (name) => `Se ha retirado tu propuesta de traspaso de ${name}`,
    body: (name) =>
      `Nuestro equipo de soporte ha retirado tu propuesta de traspaso de ${name}, que sigue siendo tuyo. Si tienes alguna pregunta, responde a este correo.`,
  },
};
