import { Hono } from "hono";
import { z } from "zod";
import { createDb } from "../../db/client";
import { findPinNameInScope } from "../../db/queries/pins";
import { MAX_SHARE_LINK_LENGTH, shareLink } from "../../domain/links";
import { manage, qrLink } from "../../domain/messages/manage";
import { nameRules } from "../../domain/messages/names";
import { normalizeName } from "../../domain/names";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { accountLimit } from "../middleware/account-limit";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { pinScopeFor } from "../policies/pin-scope";
import { QR_LINK_SECONDS, qrLinkSigner, storeQrCode } from "../services/qr-codes";

// The path this router is mounted on (app.ts), for the links it hands out.
const FILES_PATH = "/api/qr-codes";

// A name this long cannot make a short enough link, so the spec's words for that are true of it;
// the cap only spares D1 a pointless lookup.
const ZQrRequest = z.object({
  mypin: z
    .string({ error: nameRules.empty })
    .max(10 * MAX_SHARE_LINK_LENGTH, { error: manage.shareLinkTooLong })
    .transform(normalizeName)
    .pipe(z.string().min(1, { error: nameRules.empty })),
});

// Epoch seconds without leading zeros, so one expiry has exactly one spelling to sign. A link
// without its query is a bad request (400), not a forged one.
const ZSignedQuery = z.object({
  expires: z
    .string({ error: qrLink.invalid })
    .regex(/^[1-9][0-9]{0,11}$/, { error: qrLink.invalid })
    .transform(Number),
  signature: z.string({ error: qrLink.invalid }).min(1, { error: qrLink.invalid }).max(128, { error: qrLink.invalid }),
});

// File names are a pin's name and a suffix; no link we sign names a longer one.
const ZFileParam = z.object({ file: z.string().max(255, { error: qrLink.invalid }) });

export const qrCodeRoutes = new Hono<THonoEnv>()
  .post(
    "/",
    rateLimit("PAYMENT_LIMIT", "QR_RATE_LIMITED"),
    requireUser,
    accountLimit("qrCode", "QR_RATE_LIMITED"),
    validate("json", ZQrRequest),
    async (c) => {
      const db = createDb(c.env.DB);
      const now = Date.now();
      const scope = await pinScopeFor(c, "qrCode");
      const pin = await findPinNameInScope(db, scope, c.req.valid("json").mypin);
      // Someone else's pin answers as a missing one: the answer must not say which names are owned.
      if (!pin) throw new AppError("PIN_NOT_FOUND");

      const link = shareLink(pin.mypin, configOf(c.env).PUBLIC_ORIGIN);
      if (link.length > MAX_SHARE_LINK_LENGTH) throw new AppError("SHARE_LINK_TOO_LONG");
      const file = await storeQrCode(db, c.env.QR_BUCKET, pin.mypin, link, now).catch((error: unknown) => {
        throw new AppError("QR_FAILED", { cause: error });
      });

      const expires = Math.floor(now / 1000) + QR_LINK_SECONDS;
      const signature = await qrLinkSigner(configOf(c.env).JWT_SECRET).sign(file, expires);
      const query = new URLSearchParams({ expires: String(expires), signature });
      // expiresAt in epoch milliseconds, like every other time the API hands the app.
      return c.json(
        { url: `${FILES_PATH}/${encodeURIComponent(file)}?${query}`, link, expiresAt: expires * 1000 },
        200,
      );
    },
  )
  // No session needed: the signature is the permission, and it names one file for one hour.
  .get("/:file", validate("param", ZFileParam, "QR_LINK_INVALID"), validate("query", ZSignedQuery), async (c) => {
    const { file } = c.req.valid("param");
    const { expires, signature } = c.req.valid("query");
    const signer = qrLinkSigner(configOf(c.env).JWT_SECRET);
    if (!(await signer.verify(file, expires, signature))) throw new AppError("QR_LINK_INVALID");
    const remaining = expires - Math.floor(Date.now() / 1000);
    if (remaining <= 0) throw new AppError("QR_LINK_EXPIRED");

    const object = await c.env.QR_BUCKET.get(file);
    if (!object) throw new AppError("NOT_FOUND");
    return c.body(object.body, 200, { "Content-Type": "image/png", "Cache-Control": `private, max-age=${remaining}` });
  });
