import type { TDeleteReason } from "./staff.ts";

// A staff delete's refund (the spec: "a prorated refund is given less administrative
// costs"). Times in one unit (epoch milliseconds); amounts in the currency's minor unit.
export type TRefundInput = {
  // What the latest paid invoice took: 0 during a free trial, when nothing was paid.
  paidMinor: number;
  periodStart: number;
  periodEnd: number;
  // When the subscription was cancelled, which a retried delete reads back the same.
  at: number;
  reason: TDeleteReason;
  // The administrative fee in the currency's minor unit, kept back for a violation only.
  adminFeeMinor: number;
};

// The unused part of the paid period, rounded down to the minor unit so we never refund more than
// was paid for; a violation's refund is that less the fee, never below zero.
export function staffDeleteRefund(input: TRefundInput): number {
  const length = input.periodEnd - input.periodStart;
  if (input.paidMinor <= 0 || length <= 0) return 0;
  const unusedTime = Math.min(Math.max(input.periodEnd - input.at, 0), length);
  const unused = Math.floor((input.paidMinor * unusedTime) / length);
  const fee = input.reason === "violation" ? input.adminFeeMinor : 0;
  return Math.max(unused - fee, 0);
}

// ADMIN_FEE is configured in major units (3 means £3.00).
export const minorUnits = (major: number) => Math.round(major * 100);
