import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { namePolicy as germanNamePolicy } from "../../domain/messages/de/names";
import { namePolicy as frenchNamePolicy } from "../../domain/messages/fr/names";
import { uniqueName } from "../helpers/unique";
import { accountWithKey, callApi, createKey, refusalOf } from "../helpers/worker/api-keys";
import { makePin } from "../helpers/worker/pins";

const SITE = "https://venue.example";
const pinPath = (name: string) => `/v1/pins/${encodeURIComponent(name)}`;

// What a cache must be told of an answer that depends on its reader: every field it varies on,
// and that no shared cache may keep it.
function expectForItsReaderAlone(answer: Response) {
  const vary = (answer.headers.get("Vary") ?? "").split(/,\s*/).map((field) => field.toLowerCase());
  expect(vary).toEqual(expect.arrayContaining(["accept-language", "cookie", "origin", "authorization", "x-api-key"]));
  expect(answer.headers.get("Cache-Control")).toMatch(/^(private, max-age=\d+|no-store)$/);
}

describe("/v1 answers and caches", () => {
  it("tells every cache what each answer varies on, refusals included", async () => {
    const { browser, secret } = await accountWithKey();
    const { secret: browserKey } = await createKey(browser, { name: "Site", kind: "browser", origins: [SITE] });
    const pin = await makePin(env.DB, { nearTown: "Lyon", nearCountry: "FR" });
    const answers = {
      pin: await callApi(pinPath(pin.mypin), { key: secret }),
      miss: await callApi(pinPath(uniqueName("missing")), { key: secret }),
      suggest: await callApi(`/v1/suggest?q=${encodeURIComponent(pin.mypin)}`, { key: secret }),
      status: await callApi(`/v1/names/${encodeURIComponent(pin.mypin)}/status`, { key: secret }),
      policy: await callApi("/v1/names/shit.happens/status", { key: secret }),
      noKey: await callApi(pinPath(pin.mypin)),
      wrongSite: await callApi(pinPath(pin.mypin), { key: browserKey, origin: "https://evil.example" }),
      document: await callApi("/v1/openapi.json"),
      nowhere: await callApi("/v1/nowhere", { key: secret }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.status]))).toEqual({
      pin: 200,
      miss: 404,
      suggest: 200,
      status: 200,
      policy: 400,
      noKey: 401,
      wrongSite: 403,
      document: 200,
      nowhere: 404,
    });
    for (const answer of Object.values(answers)) expectForItsReaderAlone(answer);
    expect(answers.pin.headers.get("Cache-Control")).toBe("private, max-age=60");
    expect(answers.noKey.headers.get("Cache-Control")).toBe("no-store");

    const together = await Promise.all(Array.from({ length: 25 }, () => callApi(pinPath(pin.mypin), { key: secret })));
    const burst = together.find((answer) => answer.status === 429);
    expect(burst).toBeDefined();
    expectForItsReaderAlone(burst as Response);
  });

  it("answers a 304 with what its 200 says about caching, CORS and the allowance", async () => {
    const { secret } = await accountWithKey();
    const pin = await makePin(env.DB);
    const first = await callApi(pinPath(pin.mypin), { key: secret, origin: SITE });
    const again = await callApi(pinPath(pin.mypin), {
      key: secret,
      origin: SITE,
      headers: { "If-None-Match": first.headers.get("ETag") ?? "" },
    });
    expect(again.status).toBe(304);
    expectForItsReaderAlone(again);
    for (const field of ["Cache-Control", "Vary", "ETag", "Access-Control-Allow-Origin", "RateLimit-Policy"]) {
      expect([field, again.headers.get(field)]).toEqual([field, first.headers.get(field)]);
    }
    expect(again.headers.get("Access-Control-Expose-Headers")).toBe(first.headers.get("Access-Control-Expose-Headers"));
    expect(again.headers.get("RateLimit")).toMatch(/^"monthly";r=998;/);
  });

  it("labels a place kept in the edge cache in each reader's own language", async () => {
    const { secret } = await accountWithKey();
    const pin = await makePin(env.DB, { nearTown: "Lyon", nearCountry: "FR" });
    const suggest = `/v1/suggest?q=${encodeURIComponent(pin.mypin.slice(0, -1))}`;
    const labelsIn = async (path: string, headers: Record<string, string>) => {
      const body = (await (await callApi(path, { key: secret, headers })).json()) as {
        pin?: { near: { label: string } };
        suggestions?: { name: string; near: { label: string } }[];
      };
      return body.pin?.near.label ?? body.suggestions?.find((found) => found.name === pin.mypin)?.near.label;
    };
    // The first reader fills the cache; each after it is answered from it, in their own language.
    expect(await labelsIn(suggest, { "Accept-Language": "de" })).toBe("bei Lyon, Frankreich");
    expect(await labelsIn(suggest, { "Accept-Language": "fr" })).toBe("près de Lyon, France");
    expect(await labelsIn(suggest, { "Accept-Language": "de", Cookie: "lang=en" })).toBe("near Lyon, France");
    expect(await labelsIn(pinPath(pin.mypin), { "Accept-Language": "fr" })).toBe("près de Lyon, France");
    expect(await labelsIn(pinPath(pin.mypin), { "Accept-Language": "de" })).toBe("bei Lyon, Frankreich");
  });

  it("words a refusal of a name kept in the edge cache in each reader's language", async () => {
    const { secret } = await accountWithKey();
    const refusalIn = async (language: string) =>
      refusalOf(
        await callApi("/v1/names/shit.happens/status", { key: secret, headers: { "Accept-Language": language } }),
      );
    expect((await refusalIn("de")).message).toBe(germanNamePolicy.expletive);
    expect((await refusalIn("fr")).message).toBe(frenchNamePolicy.expletive);
  });
});
