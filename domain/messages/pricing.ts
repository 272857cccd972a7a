// /pricing: the tiers in the payment currency, the currency chooser,
// the trial offers and the questions buyers ask.

export const pricingPage = {
  title: "Pricing",
  intro: "One annual price per MyPin, set by the format of its name.",
  annualNote: "All subscriptions are annual and cancellable any time",
  plansHeading: "Plans",
  perYear: "per year",
  alsoIn: "Also",
  currencyLegend: "Currency",
  currencyHint: "Prices and checkout use the currency you choose here.",
  currencies: { gbp: "GBP £", eur: "EUR €", usd: "USD $" },
  offersHeading: "Free trial offers",
  offersHint: "Enter the code in the promotion code step before you pay. One free trial per account.",
  offer: (code: string, days: number, tier: string) => ({
    title: days >= 30 ? `${code}: ${days} days free` : `${code}: ${days}-day free trial`,
    body: `On a ${tier} name. You pay nothing until the trial ends, then the ${tier} yearly price; cancel before then and you pay nothing at all.`,
  }),
  faqHeading: "Frequently asked questions",
} as const;

// The FAQ quotes pound figures for the same ranges as the structured data.
export const pricingFaq = [
  {
    question: "How much does a MyPin cost?",
    answer:
      "Basic £12-15, Simple £24-32 and Premium £32-49 a year. The tier follows from the format of the name, and the exact price from the currency you pay in, as the plans above show.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. Cancel from Manage MyPins or the Billing Portal. Your MyPin keeps working until the end of the year you paid for, and it is not charged again.",
  },
  {
    question: "Will you remind me before my subscription renews?",
    answer:
      "Yes. We e-mail you 30 days and 7 days before each renewal with the date and the price, and before a free trial ends, so you can change your card or cancel in time.",
  },
  {
    question: "What happens if a payment fails?",
    answer:
      "We e-mail you and try again over the next days while your MyPin keeps working. If every attempt fails, the subscription ends and you have a grace period to renew before the name is released for anyone to buy.",
  },
  {
    question: "Can I move my pin?",
    answer:
      "Yes. Open Manage MyPins and choose Edit Location to move the pin to the exact spot, as often as you like, at no cost. The name and its link stay the same.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "Cancelling stops the next renewal; the year already paid is not refunded. If our support team deletes a MyPin, we refund the unused part of the year you paid for, less a small admin fee when it broke our name policy.",
  },
] as const;
