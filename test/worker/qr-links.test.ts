import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { qrLink } from "../../domain/messages/manage";
import { qrLinkSigner, qrStorageKey } from "../../worker/services/pins/qr-codes";
import { readQr } from "../helpers/qr";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { errorOf, get, ORIGIN } from "../helpers/worker/api";
import { fakeClock } from "../helpers/worker/clock";
import { makePin } from "../helpers/worker/pins";

// A stored QR and the link the API handed out for it.
async function issuedLink() {
  const owner = await makeUser(env.DB);
  const pin = await makePin(env.DB, { userId: owner.id, userEmail: owner.email });
  const response = await (await signedInAs(owner)).api["qr-codes"].$post({ json: { mypin: pin.mypin } });
  expect(response.status).toBe(200);
  const { url, link, expiresAt } = await response.json();
  const parsed = new URL(url, ORIGIN);
  return {
    url,
    link,
    expiresAt,
    file: await qrStorageKey(pin.mypin),
    expires: Number(parsed.searchParams.get("expires")),
    signature: parsed.searchParams.get("signature") ?? "",
  };
}

function linkTo(file: string, query: Record<string, string>) {
  return `/api/qr-codes/${encodeURIComponent(file)}?${new URLSearchParams(query)}`;
}

async function refusalOf(response: Response) {
  return { status: response.status, body: { error: await errorOf(response) } };
}

const invalid = { status: 403, body: { error: { code: "QR_LINK_INVALID", message: qrLink.invalid } } };

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/qr-codes/:file", () => {
  it("serves the QR to anyone holding the link, with no session", async () => {
    const { url, link } = await issuedLink();
    const response = await get(url);
    expect(response.status).toBe(200);
    expect((await readQr(await response.arrayBuffer())).text).toBe(link);
  });

  it("makes the link last 3600 seconds from the request, and caches no longer than it lives", async () => {
    const clock = fakeClock(Date.UTC(2031, 0, 1, 12, 0, 0, 400));
    const { url, expires, expiresAt } = await issuedLink();
    const issuedAt = Math.floor(clock.now() / 1000);
    expect(expires).toBe(issuedAt + 3600);
    expect(expiresAt).toBe(expires * 1000);

    clock.advance(3599_000);
    const late = await get(url);
    expect(late.status).toBe(200);
    expect(late.headers.get("Cache-Control")).toBe("private, max-age=1");
    await late.arrayBuffer();
  });

  it("refuses an expired link as expired", async () => {
    const clock = fakeClock();
    const { url } = await issuedLink();
    clock.advance(3600_000);
    expect(await refusalOf(await get(url))).toEqual({
      status: 410,
      body: { error: { code: "QR_LINK_EXPIRED", message: qrLink.expired } },
    });
  });

  it("refuses a link signed for an expiry in the past", async () => {
    const { file } = await issuedLink();
    const past = Math.floor(Date.now() / 1000) - 1;
    const signature = await qrLinkSigner(env.JWT_SECRET).sign(file, past);
    expect((await get(linkTo(file, { expires: String(past), signature }))).status).toBe(410);
  });

  it("refuses a link whose signature, file or expiry was changed", async () => {
    const { file, expires, signature } = await issuedLink();
    const other = await issuedLink();
    const changed = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(await refusalOf(await get(linkTo(file, { expires: String(expires), signature: changed })))).toEqual(invalid);
    expect(await refusalOf(await get(linkTo(other.file, { expires: String(expires), signature })))).toEqual(invalid);
    expect(await refusalOf(await get(linkTo(file, { expires: String(expires + 3600), signature })))).toEqual(invalid);
    expect(await refusalOf(await get(linkTo(file, { expires: String(expires), signature: other.signature })))).toEqual(
      invalid,
    );
  });

  it("answers a bad request when the expiry or signature is missing or malformed", async () => {
    const { file, expires, signature } = await issuedLink();
    const badRequest = { status: 400, body: { error: { code: "BAD_REQUEST", message: qrLink.invalid } } };
    expect(await refusalOf(await get(linkTo(file, { signature })))).toEqual(badRequest);
    expect(await refusalOf(await get(linkTo(file, { expires: String(expires) })))).toEqual(badRequest);
    expect(await refusalOf(await get(linkTo(file, { expires: `0${expires}`, signature })))).toEqual(badRequest);
    expect(await refusalOf(await get(linkTo(file, { expires: "soon", signature })))).toEqual(badRequest);
  });

  it("answers not found for a well-signed link to a file that is gone", async () => {
    const { file, url } = await issuedLink();
    await env.QR_BUCKET.delete(file);
    expect((await refusalOf(await get(url))).status).toBe(404);
  });
});
