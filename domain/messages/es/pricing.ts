import type * as en from "../pricing.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of pricing.ts.
export const pricingPage: TTranslation<typeof en.pricingPage> = {
  title: "Precios",
  intro: "Un precio anual por MyPin, según el formato de su nombre.",
  annualNote: "Todas las suscripciones son anuales y puedes cancelarlas en cualquier momento",
  plansHeading: "Planes",
  perYear: "al año",
  alsoIn: "También",
  currencyLegend: "Moneda",
  currencyHint: "Los precios y el pago usan la moneda que elijas aquí.",
  currencies: { gbp: "GBP £", eur: "EUR €", usd: "USD $" },
  offersHeading: "Ofertas de prueba gratuita",
  offersHint: "Introduce el código en el paso del código promocional antes de pagar. Una prueba gratuita por cuenta.",
  offer: (code: string, days: number, tier: string) => ({
    title: days >= 30 ? `${code}: ${days} días gratis` : `${code}: prueba gratuita de ${days} días`,
    body: `Con un nombre ${tier}. No pagas nada hasta que termine la prueba y después, el precio anual de ${tier}; si cancelas antes, no pagas nada en absoluto.`,
  }),
  faqHeading: "Preguntas frecuentes",
};

export const pricingFaq: TTranslation<typeof en.pricingFaq> = [
  {
    question: "¿Cuánto cuesta un MyPin?",
    answer:
      "Basic cuesta entre 12 y 15 £ al año; Simple, entre 24 y 32 £, y Premium, entre 32 y 49 £. La categoría depende del formato del nombre, y el precio exacto, de la moneda en la que pagues, como muestran los planes de arriba.",
  },
  {
    question: "¿Puedo cancelar en cualquier momento?",
    answer:
      "Sí. Cancela desde Gestionar MyPins o desde el Portal de facturación. Tu MyPin sigue funcionando hasta el final del año que has pagado y no se te vuelve a cobrar.",
  },
  {
    question: "¿Me avisaréis antes de que se renueve mi suscripción?",
    answer:
      "Sí. Te enviamos un correo 30 días y 7 días antes de cada renovación con la fecha y el precio, y también antes de que termine una prueba gratuita, para que puedas cambiar de tarjeta o cancelar a tiempo.",
  },
  {
    question: "¿Qué pasa si falla un pago?",
    answer:
      "Te enviamos un correo y volvemos a intentarlo durante los días siguientes mientras tu MyPin sigue funcionando. Si fallan todos los intentos, la suscripción termina y tienes un periodo de gracia para renovarla antes de que el nombre se libere y cualquiera pueda comprarlo.",
  },
  {
    question: "¿Puedo mover mi pin?",
    answer:
      "Sí. Abre Gestionar MyPins y elige Editar ubicación para mover el pin al punto exacto, tantas veces como quieras y sin coste. El nombre y su enlace no cambian.",
  },
  {
    question: "¿Puedo obtener un reembolso?",
    answer:
      "Al cancelar se detiene la próxima renovación; el año ya pagado no se reembolsa. Si nuestro equipo de soporte elimina un MyPin, te reembolsamos la parte no utilizada del año que pagaste, menos una pequeña tarifa administrativa si incumplía nuestra política de nombres.",
  },
];
