import { describe, expect, it } from "vitest";
import { nameStatus } from "../../domain/messages/names";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { errorOf, get } from "../helpers/worker/api";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

// The review's finding: availability and hold status had no limit, and each costs a D1 read and
// a Durable Object call.
describe.each(["availability", "hold"])("GET /api/names/:name/%s", (lookup) => {
  it("refuses the 61st in a minute from one client, saying why", async () => {
    const { statuses, last } = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const answers: number[] = [];
      for (let i = 0; i < 60; i += 1)
        answers.push((await get(`/api/names/${uniqueName("look")}/${lookup}`, ip)).status);
      return { statuses: answers, last: await get(`/api/names/${uniqueName("look")}/${lookup}`, ip) };
    });
    expect(statuses).toEqual(Array(60).fill(200));
    expect(last.status).toBe(429);
    expect(last.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(last)).toEqual({ code: "LOOKUP_RATE_LIMITED", message: nameStatus.tooManyLookups });
  });
});
