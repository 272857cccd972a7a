import { describe, expect, it } from "vitest";
import { uniqueEmail, uniqueIpv6Network } from "../helpers/unique";
import { PASSWORD } from "../helpers/worker/accounts";
import { errorOf, post } from "../helpers/worker/api";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

// One IPv6 subscriber holds a whole /64: a new address per request must not buy a new allowance.
describe("per-address limits over IPv6", () => {
  it("counts every address of one /64 as one client for the sign-in limit", async () => {
    const { statuses, last } = await inOneRateWindow(async () => {
      const nextAddress = uniqueIpv6Network();
      const signIn = () =>
        post("/api/auth/sign-in", { email: uniqueEmail(), password: PASSWORD }, { ip: nextAddress() });
      const answers: number[] = [];
      for (let i = 0; i < 10; i += 1) answers.push((await signIn()).status);
      return { statuses: answers, last: await signIn() };
    });
    expect(statuses).toEqual(Array(10).fill(401));
    expect(last.status).toBe(429);
    expect((await errorOf(last)).code).toBe("SIGN_IN_RATE_LIMITED");
  });

  it("still counts two /64s of one provider as two clients", async () => {
    const first = uniqueIpv6Network();
    const second = uniqueIpv6Network();
    const signIn = (ip: string) => post("/api/auth/sign-in", { email: uniqueEmail(), password: PASSWORD }, { ip });
    for (let i = 0; i < 10; i += 1) await signIn(first());
    expect((await signIn(second())).status).toBe(401);
  });
});
