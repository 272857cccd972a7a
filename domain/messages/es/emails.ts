import type * as en from "../emails.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of emails.ts.
export const emailTexts: TTranslation<typeof en.emailTexts> = {
  ignoreIfNotYou: "Si no lo has solicitado, puedes ignorar este correo.",
  yearly: (price) => `${price} al año`,
  place: (latitude, longitude) => `${latitude}, ${longitude}`,
  verificationCode: {
    subject: "Tu código de verificación de MyPin",
    code: (code) => `Tu código de verificación de MyPin es ${code}.`,
    expires: (minutes) =>
      plural("es", minutes, {
        one: "Caduca dentro de # minuto. Introdúcelo en la pantalla de registro o abre este enlace para verificar tu dirección de correo electrónico:",
        other:
          "Caduca dentro de # minutos. Introdúcelo en la pantalla de registro o abre este enlace para verificar tu dirección de correo electrónico:",
      }),
  },
  passwordReset: {
    subject: "Restablece tu contraseña de MyPin",
    body: (hours) =>
      plural("es", hours, {
        one: "Abre este enlace para elegir una nueva contraseña de MyPin. Solo funciona una vez y caduca dentro de # hora:",
        other:
          "Abre este enlace para elegir una nueva contraseña de MyPin. Solo funciona una vez y caduca dentro de # horas:",
      }),
  },
  passwordChanged: {
    subject: "Se ha cambiado tu contraseña de MyPin",
    body: (date) =>
      `La contraseña de tu cuenta de MyPin se cambió el ${date}. Se ha cerrado la sesión en todos los demás dispositivos conectados a tu cuenta.`,
    notYou:
      "Si no la has cambiado tú, puede que otra persona conozca tu contraseña. Restablécela ahora con «¿Has olvidado tu contraseña?» en la página de inicio de sesión:",
  },
  signInPaused: {
    subject: "El inicio de sesión en tu cuenta de MyPin está en pausa",
    body: "Alguien ha intentado muchas veces en la última hora iniciar sesión en tu cuenta de MyPin con una contraseña incorrecta, desde muchas direcciones, así que el inicio de sesión en ella queda en pausa durante un máximo de una hora. Tu contraseña sigue protegiendo tu cuenta.",
    reset: (link) =>
      `Para iniciar sesión ahora, restablece tu contraseña con «¿Has olvidado tu contraseña?» en la página de inicio de sesión; al restablecerla, podrás entrar al momento y la pausa terminará: ${link}`,
    notYou: "Si no has intentado iniciar sesión, no tienes que hacer nada.",
  },
  cancellation: {
    subject: (mypin) => `Tu MyPin «${mypin}» se ha cancelado`,
    body: (mypin) => `La suscripción de «${mypin}» se ha cancelado y no se renovará.`,
    liveUntil: (mypin, date) =>
      `«${mypin}» seguirá activo hasta el ${date}, cuando termina el periodo de facturación actual.`,
  },
  renewalNotice: {
    subject: (mypin, date) => `Tu MyPin «${mypin}» se renueva el ${date}`,
    body: (mypin, date, price) =>
      `La suscripción anual de «${mypin}» se renueva el ${date} por ${price}. Para mantenerla, no tienes que hacer nada.`,
    billing: (link) =>
      `Para actualizar tu tarjeta o cancelar antes de esa fecha, abre tu configuración de facturación: ${link}`,
  },
  trialEnding: {
    subject: (mypin, date) => `Tu prueba gratuita del MyPin «${mypin}» termina el ${date}`,
    body: (mypin, date, price) =>
      `Tu prueba gratuita termina el ${date} y después pasarás a pagar ${price}. «${mypin}» seguirá funcionando sin interrupción; el primer pago se cobra ese mismo día.`,
    billing: (link) =>
      `Para actualizar tu tarjeta o cancelar antes de esa fecha, abre tu configuración de facturación: ${link}`,
  },
  subscriptionEnding: {
    subject: (mypin, date) => `Tu MyPin «${mypin}» termina el ${date}`,
    body: (mypin, date) =>
      `La suscripción de «${mypin}» se ha cancelado y termina el ${date}. Después, el nombre se liberará y cualquiera podrá comprarlo.`,
    renew: (link) =>
      `Para conservarlo, renueva la suscripción en tu configuración de facturación antes de esa fecha: ${link}`,
  },
  paymentFailed: {
    subject: (mypin) => `Ha fallado el pago de tu MyPin «${mypin}»`,
    body: (mypin, price) =>
      `No hemos podido cobrar el pago de ${price} de «${mypin}». Seguirá funcionando mientras volvemos a intentarlo en los próximos días.`,
    billing: (link) => `Actualiza tu tarjeta en tu configuración de facturación: ${link}`,
  },
  graceStarted: {
    subject: (mypin, date) => `Tu MyPin «${mypin}» se liberará el ${date}`,
    body: (mypin, date) =>
      `La suscripción de «${mypin}» ha terminado porque ha fallado su pago. «${mypin}» seguirá funcionando hasta el ${date} y, hasta entonces, nadie más podrá quedárselo.`,
    renew: (date, link) =>
      `El nombre se liberará el ${date} si no lo renuevas. Para renovarlo, inicia sesión y elige Renovar en tus MyPins: ${link}`,
  },
  pinReleased: {
    subject: (mypin) => `Tu MyPin «${mypin}» se ha liberado`,
    body: (mypin) =>
      `La suscripción de «${mypin}» ha terminado, así que «${mypin}» ya no lleva a ningún sitio y cualquiera puede comprar el nombre.`,
    searchAgain: (link) => `Si quieres recuperarlo, búscalo mientras siga libre: ${link}`,
  },
  receipt: {
    subject: (mypin) => `Tu MyPin «${mypin}» ya está activo`,
    body: (mypin) =>
      `Gracias: «${mypin}» ya es tuyo. A partir de ahora, quien lo busque obtendrá indicaciones para llegar al lugar que has elegido.`,
    plan: (tier, price) => `Plan: ${tier}, ${price}, con renovación anual hasta que lo canceles.`,
    trialEnds: (date) => ` Tu prueba gratuita termina el ${date}; ese día se cobrará el primer pago.`,
    share: (link) => `Compártelo con este enlace: ${link}`,
  },
  purchaseRefunded: {
    subject: (mypin) => `No se ha podido crear tu MyPin «${mypin}»`,
    body: (mypin) =>
      `Otra persona completó «${mypin}» momentos antes de que se procesara tu pago, así que no se ha podido crear para ti.`,
    refunded: (price) => `Tu suscripción se ha cancelado y te hemos reembolsado íntegramente el pago de ${price}.`,
    nothingCharged: "Tu suscripción se ha cancelado; no se te ha cobrado nada.",
    sorry: "Lo sentimos. Elige otro nombre.",
  },
  trialRefused: {
    subject: (mypin) => `Tu prueba gratuita del MyPin «${mypin}» no ha empezado`,
    body: (mypin, reason) => `Gracias: «${mypin}» ya es tuyo. ${reason}`,
    oneTrial: (link) =>
      `MyPin ofrece una prueba gratuita por cuenta y una por tarjeta. Para ver la suscripción o cancelarla, abre tus MyPins: ${link}`,
  },
  paymentReversed: {
    subject: (mypin, date) => `Tu MyPin «${mypin}» se liberará el ${date}`,
    disputed: (mypin) =>
      `El pago de «${mypin}» se disputó ante el emisor de tu tarjeta y la disputa se resolvió a tu favor, así que se te ha devuelto el dinero y se ha cancelado su suscripción.`,
    refunded: (mypin) =>
      `El pago de «${mypin}» se ha reembolsado íntegramente, así que se ha cancelado su suscripción.`,
    carried: (mypin) =>
      `Se ha anulado el pago del anterior titular que cubría el tiempo que recibiste con «${mypin}» al traspasártelo, así que ese tiempo ha terminado y se ha cancelado la suscripción.`,
    keepsWorking: (mypin, date, link) =>
      `«${mypin}» seguirá funcionando hasta el ${date} y, hasta entonces, nadie más podrá quedárselo. Para conservarlo, inicia sesión y elige Renovar en tus MyPins: ${link}`,
  },
  pinMoved: {
    subject: (mypin) => `Tu MyPin «${mypin}» ha cambiado de ubicación`,
    byStaff: (mypin) =>
      `Nuestro equipo de soporte ha movido «${mypin}». Quien lo busque o abra su enlace o su código QR irá ahora al nuevo lugar.`,
    byOwner: (mypin) =>
      `Has movido «${mypin}». Quien lo busque o abra su enlace o su código QR irá ahora al nuevo lugar.`,
    places: (before, now) => `Antes: ${before}\nAhora: ${now}`,
    staffAdvice: (link) =>
      `Si no es ahí adonde debe llevar, vuelve a moverlo desde tus MyPins y avísanos a través del formulario de contacto: ${link}`,
    ownerAdvice: (link) =>
      `Si no lo has movido tú, puede que otra persona haya iniciado sesión en tu cuenta: vuelve a moverlo desde tus MyPins y cambia tu contraseña, lo que cierra la sesión en todos los demás dispositivos: ${link}`,
  },
  pinRenamed: {
    subject: (from, to) => `Tu MyPin «${from}» ahora se llama «${to}»`,
    body: (from, to) =>
      `Nuestro equipo de soporte ha cambiado el nombre de tu MyPin «${from}» a «${to}». Lleva al mismo lugar, su suscripción y su número de búsquedas no cambian, y «${from}» ya no lleva a ningún sitio.`,
    share: (link) =>
      `Compártelo con este enlace (los códigos QR que hayas guardado antes muestran el nombre antiguo; descarga uno nuevo desde tus MyPins): ${link}`,
  },
  pinDeleted: {
    subject: (mypin) => `Tu MyPin «${mypin}» se ha eliminado`,
    body: (mypin, reason) =>
      `Nuestro equipo de soporte ha eliminado de forma permanente «${mypin}» porque ${reason}. Su suscripción se ha cancelado y no se te volverá a cobrar.`,
    refunded: (price) =>
      `Te hemos reembolsado ${price} por la parte no utilizada de tu suscripción. Lo recibirás en tu tarjeta en un plazo de 5 a 10 días.`,
    nothingRefunded: "No se ha reembolsado nada.",
    mistake: "Si crees que se trata de un error, escríbenos a través del formulario de contacto de nuestra web.",
  },
  contact: {
    subject: (subject) => `Formulario de contacto: ${subject}`,
    from: (email) => `De: ${email}`,
  },
};
