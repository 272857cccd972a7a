import type Stripe from "stripe";
import { EXPAND_ONLY, type TAccepted } from "./param-check.ts";

// Retrieving an object takes `expand` alone.
export const RETRIEVE = {
  charge: EXPAND_ONLY satisfies TAccepted<Stripe.ChargeRetrieveParams>,
  checkoutSession: EXPAND_ONLY satisfies TAccepted<Stripe.Checkout.SessionRetrieveParams>,
  coupon: EXPAND_ONLY satisfies TAccepted<Stripe.CouponRetrieveParams>,
  customer: EXPAND_ONLY satisfies TAccepted<Stripe.CustomerRetrieveParams>,
  dispute: EXPAND_ONLY satisfies TAccepted<Stripe.DisputeRetrieveParams>,
  event: EXPAND_ONLY satisfies TAccepted<Stripe.EventRetrieveParams>,
  invoice: EXPAND_ONLY satisfies TAccepted<Stripe.InvoiceRetrieveParams>,
  paymentIntent: EXPAND_ONLY satisfies TAccepted<Stripe.PaymentIntentRetrieveParams>,
  paymentMethod: EXPAND_ONLY satisfies TAccepted<Stripe.PaymentMethodRetrieveParams>,
  portalConfiguration: EXPAND_ONLY satisfies TAccepted<Stripe.BillingPortal.ConfigurationRetrieveParams>,
  price: EXPAND_ONLY satisfies TAccepted<Stripe.PriceRetrieveParams>,
  product: EXPAND_ONLY satisfies TAccepted<Stripe.ProductRetrieveParams>,
  promotionCode: EXPAND_ONLY satisfies TAccepted<Stripe.PromotionCodeRetrieveParams>,
  refund: EXPAND_ONLY satisfies TAccepted<Stripe.RefundRetrieveParams>,
  subscription: EXPAND_ONLY satisfies TAccepted<Stripe.SubscriptionRetrieveParams>,
  webhookEndpoint: EXPAND_ONLY satisfies TAccepted<Stripe.WebhookEndpointRetrieveParams>,
};
