// Stripe counts time in whole seconds since the epoch.
export const DAY = 86_400;

export function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}

export function addMonths(seconds: number, months: number) {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}
