import type Stripe from "stripe";
import type { TWire } from "./wire.ts";

// Every object the emulator keeps, by its kind (Stripe's `object` field), as Stripe sends it.
export type TObjects = {
  customer: TCustomer;
  product: TProduct;
  price: TPrice;
  coupon: TCoupon;
  promotion_code: TPromotionCode;
  discount: TDiscount;
  "checkout.session": TCheckoutSession;
  subscription: TSubscription;
  invoice: TInvoice;
  invoice_payment: TInvoicePayment;
  payment_intent: TPaymentIntent;
  charge: TCharge;
  refund: TRefund;
  dispute: TDispute;
  payment_method: TPaymentMethod;
  "billing_portal.configuration": TPortalConfiguration;
  "billing_portal.session": TPortalSession;
  webhook_endpoint: TWebhookEndpoint;
};

export type TKind = keyof TObjects;
export type TObject = TObjects[TKind];

export type TCustomer = TWire<Stripe.Customer>;
export type TProduct = TWire<Stripe.Product>;
export type TPrice = TWire<Stripe.Price>;
export type TPlan = TWire<Stripe.Plan>;
export type TCoupon = TWire<Stripe.Coupon>;
export type TPromotionCode = TWire<Stripe.PromotionCode>;
export type TDiscount = TWire<Stripe.Discount>;
export type TCheckoutSession = TWire<Stripe.Checkout.Session>;
export type TCheckoutLineItem = TWire<Stripe.LineItem>;
export type TSubscription = TWire<Stripe.Subscription>;
export type TSubscriptionItem = TWire<Stripe.SubscriptionItem>;
export type TInvoice = TWire<Stripe.Invoice>;
export type TInvoiceLineItem = TWire<Stripe.InvoiceLineItem>;
export type TInvoicePayment = TWire<Stripe.InvoicePayment>;
export type TPaymentIntent = TWire<Stripe.PaymentIntent>;
export type TCharge = TWire<Stripe.Charge>;
export type TRefund = TWire<Stripe.Refund>;
export type TDispute = TWire<Stripe.Dispute>;
export type TPaymentMethod = TWire<Stripe.PaymentMethod>;
export type TPortalConfiguration = TWire<Stripe.BillingPortal.Configuration>;
export type TPortalSession = TWire<Stripe.BillingPortal.Session>;
export type TWebhookEndpoint = TWire<Stripe.WebhookEndpoint>;
export type TDeletedWebhookEndpoint = TWire<Stripe.DeletedWebhookEndpoint>;

// The objects an event carries, by event type, and the event itself. `invoice.upcoming` carries a
// preview with no id: "The received Invoice object will not have an invoice ID"
// (https://docs.stripe.com/api/events/types#event_types-invoice.upcoming), though the invoice of
// Stripe's schema always has one.
export type TEventType = Stripe.Event["type"];
export type TUpcomingInvoice = Omit<TInvoice, "id">;
export type TEventObject<T extends TEventType> = T extends "invoice.upcoming"
  ? TUpcomingInvoice
  : TWire<Extract<Stripe.Event, { type: T }>["data"]["object"]>;
type TUpcomingInvoiceEvent = Omit<TWire<Stripe.InvoiceUpcomingEvent>, "data"> & {
  data: { object: TUpcomingInvoice; previous_attributes?: Partial<TUpcomingInvoice> };
};
export type TEvent = TWire<Exclude<Stripe.Event, Stripe.InvoiceUpcomingEvent>> | TUpcomingInvoiceEvent;

// A field that holds an id until `expand` puts the object there.
export function idOf(value: string | { id: string }): string;
export function idOf(value: string | { id: string } | null): string | null;
export function idOf(value: string | { id: string } | null) {
  return typeof value === "string" || value === null ? value : value.id;
}
