import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRefusals as germanRefusals } from "../../domain/messages/de/developers";
import { apiRefusals } from "../../domain/messages/developers";
import { randomToken } from "../../worker/platform/tokens";
import { uniqueIp } from "../helpers/unique";
import { accountWithKey, callApi, refusalOf } from "../helpers/worker/api-keys";
import { makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

afterEach(() => vi.restoreAllMocks());

const madeUpKey = () => `mp_${randomToken()}`;

// Every D1 read of a key by its secret's hash, and every SHA-256 taken, while the spies are on.
function countKeyReads() {
  const prepare = vi.spyOn(env.DB, "prepare");
  const digest = vi.spyOn(crypto.subtle, "digest");
  return {
    reads: () => prepare.mock.calls.filter(([sql]) => sql.includes('"api_keys"."key_hash" = ?')).length,
    hashes: () => digest.mock.calls.filter(([algorithm]) => algorithm === "SHA-256").length,
  };
}

async function pinPath() {
  return `/v1/pins/${encodeURIComponent((await makePin(env.DB)).mypin)}`;
}

describe("keys this isolate does not know", () => {
  it("refuses a flood of made-up keys from one address after 10, before hashing or reading one more", async () => {
    const path = await pinPath();
    const { secret } = await accountWithKey();
    const { statuses, refusal, reads } = await inOneRateWindow(async () => {
      const address = uniqueIp();
      const counted = countKeyReads();
      const answers = [];
      for (let call = 0; call < 15; call++) {
        answers.push(await callApi(path, { key: madeUpKey(), headers: { "CF-Connecting-IP": address } }));
      }
      const reads = counted.reads();
      vi.restoreAllMocks();
      return { statuses: answers.map((answer) => answer.status), refusal: answers[14] as Response, reads };
    });
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    expect(reads).toBe(10);
    expect(refusal.headers.get("Retry-After")).toBe("60");
    expect(refusal.headers.get("RateLimit-Policy")).toMatch(/^"monthly";q=1000;w=\d+, "burst";q=20;w=10$/);
    expect(await refusalOf(refusal)).toEqual({
      status: 429,
      code: "API_KEY_LOOKUPS_LIMITED",
      message: apiRefusals.keyLookups,
    });
    // Another address is not held back by the flood.
    expect((await callApi(path, { key: secret })).status).toBe(200);
  });

  it("says so in the caller's language", async () => {
    const path = await pinPath();
    const refused = await inOneRateWindow(async () => {
      const headers = { "CF-Connecting-IP": uniqueIp(), "Accept-Language": "de" };
      for (let call = 0; call < 10; call++) await callApi(path, { key: madeUpKey(), headers });
      return callApi(path, { key: madeUpKey(), headers });
    });
    expect(await refusalOf(refused)).toMatchObject({
      code: "API_KEY_LOOKUPS_LIMITED",
      message: germanRefusals.keyLookups,
    });
  });

  it("costs nothing for a key it knows: a real key answers from an address that has spent its lookups", async () => {
    const path = await pinPath();
    const { secret } = await accountWithKey();
    const address = uniqueIp();
    const headers = { "CF-Connecting-IP": address };
    expect((await callApi(path, { key: secret, headers })).status).toBe(200);
    const after = await inOneRateWindow(async () => {
      for (let call = 0; call < 12; call++) await callApi(path, { key: madeUpKey(), headers });
      const counted = countKeyReads();
      const answer = await callApi(path, { key: secret, headers });
      return { status: answer.status, reads: counted.reads() };
    });
    expect(after).toEqual({ status: 200, reads: 0 });
  });

  it("keeps a real key in memory however many made-up keys come after it", async () => {
    const path = await pinPath();
    const { secret } = await accountWithKey();
    expect((await callApi(path, { key: secret })).status).toBe(200);
    // More made-up keys than the isolate keeps keys, ten from each address.
    await Promise.all(
      Array.from({ length: 101 }, async () => {
        const headers = { "CF-Connecting-IP": uniqueIp() };
        for (let call = 0; call < 10; call++) await callApi(path, { key: madeUpKey(), headers });
      }),
    );
    const counted = countKeyReads();
    expect((await callApi(path, { key: secret })).status).toBe(200);
    expect(counted.reads()).toBe(0);
  });

  it("refuses a malformed key without hashing it or spending the address's lookups", async () => {
    const path = await pinPath();
    const headers = { "CF-Connecting-IP": uniqueIp() };
    const counted = countKeyReads();
    for (const key of ["nonsense", "mp_short", `mp_${"A".repeat(42)}!`, `xx_${randomToken()}`]) {
      expect(await refusalOf(await callApi(path, { key, headers }))).toMatchObject({
        status: 401,
        code: "API_KEY_INVALID",
      });
    }
    for (let call = 0; call < 20; call++) await callApi(path, { key: "mp_not-a-key", headers });
    expect({ hashes: counted.hashes(), reads: counted.reads() }).toEqual({ hashes: 0, reads: 0 });
    vi.restoreAllMocks();
    expect((await callApi(path, { key: madeUpKey(), headers })).status).toBe(401);
  });

  it("answers a made-up key sent again from memory, without spending a lookup", async () => {
    const path = await pinPath();
    const headers = { "CF-Connecting-IP": uniqueIp() };
    const key = madeUpKey();
    expect((await callApi(path, { key, headers })).status).toBe(401);
    const counted = countKeyReads();
    for (let call = 0; call < 15; call++) expect((await callApi(path, { key, headers })).status).toBe(401);
    expect(counted.reads()).toBe(0);
  });
});
