import type * as en from "../contact.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of contact.ts.
export const contactPage: TTranslation<typeof en.contactPage> = {
  title: "Contacte-nos",
  intro: "Tem dúvidas sobre um MyPin, um pagamento ou uma marca? Escreva-nos e responderemos por e-mail.",
  email: "E-mail",
  subject: "Assunto",
  message: "Mensagem",
  counter: (length, max) => `${length}/${max}`,
  counterLabel: (length, max) => `${length} de ${max} caracteres utilizados`,
  send: "Enviar mensagem",
  sending: "A enviar…",
  sentTitle: "Mensagem enviada!",
  sentBody: "Obrigado pelo seu contacto. Enviámos-lhe uma confirmação e responderemos para o seu endereço de e-mail.",
  done: "Concluído",
  sendFailed: "Não foi possível enviar a mensagem. Tente novamente.",
};

export const contactRefusal: TTranslation<typeof en.contactRefusal> = {
  tooMany: "Foram enviadas demasiadas mensagens. Aguarde antes de enviar outra.",
  subjectRequired: "Introduza um assunto.",
  subjectTooLong: (max) => `O assunto pode ter no máximo ${max} caracteres.`,
  messageRequired: "Introduza uma mensagem.",
  messageTooLong: (max) => `A mensagem pode ter no máximo ${max} caracteres.`,
};

export const contactAcknowledgement: TTranslation<typeof en.contactAcknowledgement> = {
  subject: "Recebemos a sua mensagem",
  text: "Obrigado por contactar o MyPin. Recebemos a sua mensagem e responderemos para este endereço, normalmente no prazo de dois dias úteis. Se não nos escreveu, pode ignorar este e-mail.",
};
