import * as z from "zod";
import { AppError } from "../../errors";
import { isProviderError, Stripe } from "../../providers/payments";

// What the checkout session carries about the purchase (written by startCheckout).
const ZOrder = z.object({
  mypin: z.string().min(1),
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  userId: z.string().min(1),
});

export type TPaidCheckout = {
  session: Stripe.Checkout.Session;
  order: z.output<typeof ZOrder>;
  subscription: Stripe.Subscription;
};

async function retrieveSession(stripe: Stripe, sessionId: string) {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["subscription", "subscription.default_payment_method"],
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
    if (isProviderError(error)) throw new AppError("PAYMENT_LOOKUP_FAILED", { cause: error });
    throw error;
  }
}

// The checkout session as Stripe has it, with the order it carries and the subscription it paid
// for; a session of another buyer's, or one not paid, is refused.
export async function readPaidCheckout(stripe: Stripe, sessionId: string, buyerId?: string): Promise<TPaidCheckout> {
  const session = await retrieveSession(stripe, sessionId);
  const order = ZOrder.safeParse(session.metadata ?? {});
  if (!order.success || (buyerId && order.data.userId !== buyerId)) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  const subscription = session.subscription;
  const paid = session.status === "complete" && session.payment_status !== "unpaid";
  if (!paid || !subscription || typeof subscription === "string") throw new AppError("PAYMENT_UNSUCCESSFUL");
  return { session, order: order.data, subscription };
}
