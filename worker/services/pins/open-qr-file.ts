import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { qrLinkSigner } from "./qr-codes";

// The file a signed link names, while its signature holds and its hour lasts, with the seconds left.
export async function openQrFile({ env, now }: TDeps, { file, expires, signature }: TSignedFile) {
  if (!(await qrLinkSigner(configOf(env).JWT_SECRET).verify(file, expires, signature))) {
    throw new AppError("QR_LINK_INVALID");
  }
  const remaining = expires - Math.floor(now / 1000);
  if (remaining <= 0) throw new AppError("QR_LINK_EXPIRED");
  const object = await env.QR_BUCKET.get(file);
  if (!object) throw new AppError("NOT_FOUND");
  return { body: object.body, remaining };
}

type TSignedFile = { file: string; expires: number; signature: string };
