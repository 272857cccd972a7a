// Stripe's minimum checkout lifetime, counted on Stripe's clock: the extra minute keeps a slow
// request from asking for less than the minimum.
export const CHECKOUT_TTL_SECONDS = 30 * 60;
export const CLOCK_MARGIN_SECONDS = 60;
