import { Hono } from "hono";
import * as z from "zod";
import { ZQrLink } from "../../domain/answers/my-pins";
import { MAX_SHARE_LINK_LENGTH } from "../../domain/links";
import { manage, qrLink } from "../../domain/messages/manage";
import { nameRules } from "../../domain/messages/names";
import { normalizeName } from "../../domain/names";
import type { THonoEnv } from "../env";
import { accountLimit } from "../middleware/account-limit";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { pinScopeFor } from "../policies/pin-scope";
import { issueQrLink } from "../services/pins/issue-qr-link";
import { openQrFile } from "../services/pins/open-qr-file";

const ISSUE = `For the pin's owner (or \`help_desk\`, \`system_admin\`). The plain QR of the share link (512 px, margin 2, level M) is made once and kept in R2 as \`{pin}_qr.png\` with a \`qr_codes\` row (made again when missing, unreadable or for another link); \`url\` is a signed same-origin link valid 3600 s.

20 a minute per client address and 60 an hour per account. 400 \`SHARE_LINK_TOO_LONG\` (\`MyPin creates a URL too long for reliable QR code generation\`), 404 \`PIN_NOT_FOUND\`, 500 \`QR_FAILED\`.`;

const OPEN =
  "No sign-in: the HMAC-SHA256 signature, with a key derived from `JWT_SECRET`, is the permission, for one file until `expires`; the PNG is cached privately for the seconds the link has left. 403 `QR_LINK_INVALID` (tampered), 410 `QR_LINK_EXPIRED`, 404 `NOT_FOUND`.";

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
    describe({
      tag: "My pins",
      summary: "Sign a link to a pin's QR image",
      description: ISSUE,
      answers: { 200: ZQrLink },
      refuses: ["SHARE_LINK_TOO_LONG", "PIN_NOT_FOUND", "QR_FAILED"],
    }),
    rateLimit("PAYMENT_LIMIT", "QR_RATE_LIMITED"),
    requireUser,
    accountLimit("qrCode", "QR_RATE_LIMITED"),
    validate("json", ZQrRequest),
    async (c) => {
      const scope = await pinScopeFor(c, "qrCode");
      const request = { scope, name: c.req.valid("json").mypin, filesPath: FILES_PATH };
      return c.json(await issueQrLink(c.var.deps, request), 200);
    },
  )
  // No session needed: the signature is the permission, and it names one file for one hour.
  .get(
    "/:file",
    describe({
      tag: "My pins",
      summary: "A pin's QR image, by its signed link",
      description: OPEN,
      answers: { 200: { media: "image/png" } },
      refuses: ["QR_LINK_EXPIRED", "NOT_FOUND"],
    }),
    validate("param", ZFileParam, "QR_LINK_INVALID"),
    validate("query", ZSignedQuery),
    async (c) => {
      const signed = { ...c.req.valid("param"), ...c.req.valid("query") };
      const { body, remaining } = await openQrFile(c.var.deps, signed);
      return c.body(body, 200, { "Content-Type": "image/png", "Cache-Control": `private, max-age=${remaining}` });
    },
  );
