import { findPinNameInScope, type TPinScope } from "../../../db/queries/pins";
import { MAX_SHARE_LINK_LENGTH, shareLink } from "../../../domain/links";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { QR_LINK_SECONDS, qrLinkSigner, storeQrCode } from "./qr-codes";

// The QR code of a pin within the scope's reach, stored once and handed
// out as a signed link to its file that lasts an hour (docs/decisions/007). filesPath is where the
// router that serves the files is mounted.
export async function issueQrLink(
  { env, db, now }: TDeps,
  { scope, name, filesPath }: { scope: TPinScope; name: string; filesPath: string },
) {
  const pin = await findPinNameInScope(db, scope, name);
  // Someone else's pin answers as a missing one: the answer must not say which names are owned.
  if (!pin) throw new AppError("PIN_NOT_FOUND");

  const link = shareLink(pin.mypin, configOf(env).PUBLIC_ORIGIN);
  if (link.length > MAX_SHARE_LINK_LENGTH) throw new AppError("SHARE_LINK_TOO_LONG");
  const file = await storeQrCode(db, env.QR_BUCKET, pin.mypin, link, now).catch((error: unknown) => {
    throw new AppError("QR_FAILED", { cause: error });
  });

  const expires = Math.floor(now / 1000) + QR_LINK_SECONDS;
  const signature = await qrLinkSigner(configOf(env).JWT_SECRET).sign(file, expires);
  const query = new URLSearchParams({ expires: String(expires), signature });
  // expiresAt in epoch milliseconds, like every other time the API hands the app.
  return { url: `${filesPath}/${encodeURIComponent(file)}?${query}`, link, expiresAt: expires * 1000 };
}
