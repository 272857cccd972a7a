import { exports } from "cloudflare:workers";
import { hc } from "hono/client";
import type { AppType } from "../../../worker/app";
import { uniqueIp } from "../unique";
import { ORIGIN, post } from "./api";

// Keeps the cookies a browser would keep: Set-Cookie replaces a value, Max-Age=0 removes it.
class CookieJar {
  readonly values = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const expired = attributes.some((attribute) => attribute.trim().toLowerCase() === "max-age=0");
      if (expired) this.values.delete(name);
      else this.values.set(name, pair.slice(pair.indexOf("=") + 1));
    }
  }

  header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

// One visitor: their own IP and cookie jar, kept across requests.
export function browserSession(ip = uniqueIp()) {
  const jar = new CookieJar();
  const keep = (response: Response) => {
    jar.store(response);
    return response;
  };
  // A JSON request as the app sends one: our own Origin, and the browser's cookies.
  const withBody =
    (method: string) =>
    async (path: string, body: unknown = {}) =>
      keep(
        await exports.default.fetch(
          new Request(`${ORIGIN}${path}`, {
            method,
            headers: {
              "CF-Connecting-IP": ip,
              Cookie: jar.header(),
              "Content-Type": "application/json",
              Origin: ORIGIN,
            },
            body: JSON.stringify(body),
          }),
        ),
      );
  // The app's own typed client, as this browser: a route's answer is typed by the route itself.
  const api = hc<AppType>(ORIGIN, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
      keep(await exports.default.fetch(new Request(input, init))),
    headers: () => ({ "CF-Connecting-IP": ip, Cookie: jar.header(), Origin: ORIGIN }),
  }).api;
  return {
    ip,
    jar,
    api,
    get: async (path: string) =>
      keep(
        await exports.default.fetch(
          new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": ip, Cookie: jar.header() } }),
        ),
      ),
    post: async (path: string, body: unknown = {}) => keep(await post(path, body, { ip, cookie: jar.header() })),
    patch: withBody("PATCH"),
    put: withBody("PUT"),
    delete: withBody("DELETE"),
  };
}

export type TBrowserSession = ReturnType<typeof browserSession>;

// A second browser holding the same cookies: a copied token, another tab, or a thief.
export function copyOf(browser: TBrowserSession) {
  const copy = browserSession(browser.ip);
  for (const [name, value] of browser.jar.values) copy.jar.values.set(name, value);
  return copy;
}
