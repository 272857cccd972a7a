import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  dueNotice,
  endedForNonPayment,
  graceEnd,
  standingOf,
  type TLifecycleSubscription,
  trialWillEndNotice,
} from "../../domain/lifecycle";

const END = Date.UTC(2027, 5, 30);
const subscription = (overrides: Partial<TLifecycleSubscription> = {}): TLifecycleSubscription => ({
  id: "sub_1",
  status: "active",
  currentPeriodEnd: END,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  createdAt: END - 365 * DAY_MS,
  ...overrides,
});
const daysBefore = (days: number) => END - days * DAY_MS;

describe("dueNotice", () => {
  it("owes nothing before the 30-day window, the 30-day notice in it, then the 7-day one, then nothing", () => {
    expect(dueNotice(subscription(), daysBefore(31))).toBeNull();
    expect(dueNotice(subscription(), daysBefore(30))).toEqual({
      key: `renewal:sub_1:${END}:30`,
      kind: "renewal",
      at: END,
    });
    expect(dueNotice(subscription(), daysBefore(8))).toMatchObject({ key: `renewal:sub_1:${END}:30` });
    expect(dueNotice(subscription(), daysBefore(7))).toMatchObject({ key: `renewal:sub_1:${END}:7` });
    expect(dueNotice(subscription(), END - 1)).toMatchObject({ key: `renewal:sub_1:${END}:7` });
    expect(dueNotice(subscription(), END)).toBeNull();
  });

  it("keys each notice by its period, so the next year's is a new notice", () => {
    const next = END + 365 * DAY_MS;
    expect(dueNotice(subscription({ currentPeriodEnd: next }), next - 7 * DAY_MS)?.key).toBe(`renewal:sub_1:${next}:7`);
  });

  it("words a trial's notice by the trial's end", () => {
    const trial = subscription({ status: "trialing", trialEnd: END, createdAt: END - 90 * DAY_MS });
    expect(dueNotice(trial, daysBefore(6))).toEqual({ key: `trial:sub_1:${END}:7`, kind: "trial", at: END });
  });

  it("skips a window that opened before the subscription began: a 7-day trial has no 7-day notice", () => {
    const short = subscription({ status: "trialing", trialEnd: END, createdAt: daysBefore(7) });
    expect(dueNotice(short, daysBefore(6))).toBeNull();
  });

  it("gives a subscription set to cancel one 'ending' notice at 7 days", () => {
    const ending = subscription({ cancelAtPeriodEnd: true });
    expect(dueNotice(ending, daysBefore(20))).toBeNull();
    expect(dueNotice(ending, daysBefore(7))).toEqual({ key: `ending:sub_1:${END}`, kind: "ending", at: END });
  });

  it("owes nothing to a subscription that is past due or has ended", () => {
    for (const status of ["past_due", "canceled", "unpaid", "incomplete_expired"])
      expect(dueNotice(subscription({ status }), daysBefore(7))).toBeNull();
  });
});

describe("a trial a transfer carried over", () => {
  it("ends as a renewal: the giver's paid time ends, nothing free", () => {
    const carried = subscription({ status: "trialing", trialEnd: END, createdAt: daysBefore(200), carried: true });
    expect(dueNotice(carried, daysBefore(7))).toEqual({ key: `renewal:sub_1:${END}:7`, kind: "renewal", at: END });
    expect(trialWillEndNotice({ ...carried, createdAt: daysBefore(7) })).toBeNull();
  });
});

describe("trialWillEndNotice", () => {
  it("covers only a trial too short for the scheduled notices", () => {
    const short = subscription({ status: "trialing", trialEnd: END, createdAt: daysBefore(7) });
    expect(trialWillEndNotice(short)).toEqual({ key: `trial:sub_1:${END}:3`, kind: "trial", at: END });
    expect(trialWillEndNotice({ ...short, createdAt: daysBefore(90) })).toBeNull();
    expect(trialWillEndNotice({ ...short, cancelAtPeriodEnd: true })).toBeNull();
    expect(trialWillEndNotice(subscription())).toBeNull();
  });
});

describe("the grace window", () => {
  it("follows an end for non-payment only: cancelled for payment_failed, or unpaid", () => {
    expect(endedForNonPayment("canceled", "payment_failed")).toBe(true);
    expect(endedForNonPayment("unpaid", null)).toBe(true);
    expect(endedForNonPayment("canceled", "cancellation_requested")).toBe(false);
    expect(endedForNonPayment("past_due", null)).toBe(false);
    expect(graceEnd(END, 14)).toBe(END + 14 * DAY_MS);
  });

  it("tells the owner's page where each pin stands", () => {
    const of = (status: string, cancelAtPeriodEnd = false, graceEndsAt: number | null = null) =>
      standingOf({ status, cancelAtPeriodEnd, graceEndsAt }, END - DAY_MS);
    expect(standingOf(null, END)).toBe("none");
    expect(of("active")).toBe("active");
    expect(of("trialing", true)).toBe("ending");
    expect(of("past_due")).toBe("past_due");
    expect(of("canceled", false, END)).toBe("grace");
    expect(of("unpaid", false, END)).toBe("grace");
    expect(of("canceled")).toBe("ended");
    // Its grace over, a pin waits for the release with nothing left to renew.
    expect(standingOf({ status: "canceled", cancelAtPeriodEnd: false, graceEndsAt: END }, END)).toBe("ended");
  });
});
