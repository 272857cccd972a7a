import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { latestEmailTo, linkIn, makeUser } from "../helpers/worker/accounts";
import { ORIGIN } from "../helpers/worker/api";
import { mockPageAssets } from "../helpers/worker/page-assets";
import { makePin } from "../helpers/worker/pins";

// The Host of a request is the client's to choose: a link built from it would let anyone have
// MyPin e-mail a reset link pointing at their own site.
const FORGED = "http://evil.example";

describe("links MyPin sends", () => {
  it("point at PUBLIC_ORIGIN: a request naming another Host is refused before it can send one", async () => {
    const user = await makeUser(env.DB);
    const ask = (origin: string) =>
      exports.default.fetch(
        new Request(`${origin}/api/auth/password-reset`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": uniqueIp() },
          body: JSON.stringify({ email: user.email }),
        }),
      );
    expect((await ask(FORGED)).status).toBe(421);
    expect(await latestEmailTo(env.DB, user.email)).toBeUndefined();

    expect((await ask(ORIGIN)).status).toBe(200);
    const sent = await latestEmailTo(env.DB, user.email);
    expect(linkIn(sent?.text ?? "", "/reset-password").link).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?`));
  });

  // The suite has no build, so the page's template is the build's shape, not a file a build left.
  it("and so does a shared link's preview", async () => {
    const assets = mockPageAssets();
    try {
      const { mypin } = await makePin(env.DB, { mypin: uniqueName("origin") });
      const page = await exports.default.fetch(new Request(`${FORGED}/share/${mypin}`));
      const html = await page.text();
      expect(html).toContain(`${ORIGIN}/?pin=${mypin}`);
      expect(html).not.toContain(FORGED);
    } finally {
      assets.mockRestore();
    }
  });
});
