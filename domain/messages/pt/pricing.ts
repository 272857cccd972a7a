import type * as en from "../pricing.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of pricing.ts.
export const pricingPage: TTranslation<typeof en.pricingPage> = {
  title: "Preços",
  intro: "Um preço anual por MyPin, definido pelo formato do nome.",
  annualNote: "Todas as subscrições são anuais e podem ser canceladas a qualquer momento",
  plansHeading: "Planos",
  perYear: "por ano",
  alsoIn: "Também",
  currencyLegend: "Moeda",
  currencyHint: "Os preços e o pagamento usam a moeda que escolher aqui.",
  currencies: { gbp: "GBP £", eur: "EUR €", usd: "USD $" },
  offersHeading: "Ofertas de período experimental gratuito",
  offersHint:
    "Introduza o código no passo do código promocional, antes de pagar. Um período experimental gratuito por conta.",
  offer: (code: string, days: number, tier: string) => ({
    title: days >= 30 ? `${code}: ${days} dias grátis` : `${code}: período experimental gratuito de ${days} dias`,
    body: `Num nome ${tier}. Não paga nada até ao fim do período experimental e, depois, paga o preço anual ${tier}; se cancelar antes disso, não paga absolutamente nada.`,
  }),
  faqHeading: "Perguntas frequentes",
};

export const pricingFaq: TTranslation<typeof en.pricingFaq> = [
  {
    question: "Quanto custa um MyPin?",
    answer:
      "Basic de 12 a 15 £, Simple de 24 a 32 £ e Premium de 32 a 49 £ por ano. O nível depende do formato do nome e o preço exato da moeda em que paga, como mostram os planos acima.",
  },
  {
    question: "Posso cancelar a qualquer momento?",
    answer:
      "Sim. Cancele em «Gerir MyPins» ou no portal de faturação. O seu MyPin continua a funcionar até ao fim do ano que pagou e não volta a ser cobrado.",
  },
  {
    question: "Avisam-me antes de a minha subscrição ser renovada?",
    answer:
      "Sim. Enviamos-lhe um e-mail 30 dias e 7 dias antes de cada renovação, com a data e o preço, e também antes do fim de um período experimental gratuito, para que possa mudar de cartão ou cancelar a tempo.",
  },
  {
    question: "O que acontece se um pagamento falhar?",
    answer:
      "Enviamos-lhe um e-mail e tentamos novamente nos dias seguintes, enquanto o seu MyPin continua a funcionar. Se todas as tentativas falharem, a subscrição termina e tem um período de tolerância para renovar antes de o nome ser libertado e ficar disponível para qualquer pessoa o comprar.",
  },
  {
    question: "Posso mudar o meu pin de sítio?",
    answer:
      "Sim. Abra «Gerir MyPins» e escolha «Editar localização» para mover o pin para o local exato, sempre que quiser e sem qualquer custo. O nome e o respetivo link mantêm-se iguais.",
  },
  {
    question: "Posso obter um reembolso?",
    answer:
      "O cancelamento impede a renovação seguinte; o ano já pago não é reembolsado. Se a nossa equipa de apoio eliminar um MyPin, reembolsamos a parte não utilizada do ano que pagou, deduzida de uma pequena taxa administrativa quando o nome violava a nossa política de nomes.",
  },
];
