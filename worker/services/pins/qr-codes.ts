// Referenced here, not only included by the worker tsconfig, because the app type-checks this file too
// when it follows AppType.
/// <reference path="../../types/qrcode-server.d.ts" />
import QRCode from "qrcode/lib/server.js";
import type { TDb } from "../../../db/client";
import { findQrCode, upsertQrCode } from "../../../db/queries/qr-codes";
import { qr } from "../../../domain/messages/manage";
import { logWarning } from "../../platform/log";
import { urlSigner } from "../../platform/signed-urls";
import { sha256 } from "../../platform/tokens";

// The stored plain QR, as the download asks for it.
const QR_IMAGE = { type: "png", width: 512, margin: 2, errorCorrectionLevel: "M" } as const;
// docs/decisions/007: a link to a stored QR lasts an hour.
export const QR_LINK_SECONDS = 3600;

const KEY_SUFFIX = "_qr.png";
// R2 refuses longer keys; a Basic name has no length cap of its own.
const MAX_KEY_BYTES = 1024;
// "/" (and "\", which some tools read the same way) would make a key look like a folder path and
// could not travel as one URL segment; control characters have no business in a key; "%" is the
// escape character itself, escaped so that two different names never share one file.
const UNSAFE_IN_KEY = /[%/\\\p{Cc}]/gu;

// The file is "{pin lower-case}_qr.png". The name is kept as it is except
// for the characters above, written %XX. With no "/" the key is a single segment, and with the
// suffix it can never be "." or "..", so it cannot reach outside the bucket's flat namespace. A key
// too long for R2 becomes "%sha256-<hex of the name>_qr.png": escaping only ever puts two hex digits
// after "%", so no escaped name can take that form.
export async function qrStorageKey(pin: string) {
  const name = pin.toLowerCase();
  const escaped = name.replace(UNSAFE_IN_KEY, (character) => {
    const bytes = new TextEncoder().encode(character);
    return Array.from(bytes, (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  });
  const key = `${escaped}${KEY_SUFFIX}`;
  if (new TextEncoder().encode(key).byteLength <= MAX_KEY_BYTES) return key;
  return `%sha256-${await sha256(name)}${KEY_SUFFIX}`;
}

export class QrGenerationError extends Error {}

// Our texts (domain/messages/manage.ts) word the two ways generation fails. They are the library's own words
// today; checking for them (rather than passing its errors on) keeps ours if an upgrade rewords them.
export async function renderQrPng(text: string): Promise<Uint8Array> {
  if (text === "") throw new QrGenerationError(qr.noInput);
  try {
    return new Uint8Array(await QRCode.toBuffer(text, QR_IMAGE));
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message))
      throw new QrGenerationError(qr.tooBig, { cause: error });
    throw error;
  }
}

// The QR is generated once and stored; later requests reuse the file
// unless its row or object is gone or it encodes another link (say the site moved origin).
export async function storeQrCode(db: TDb, bucket: R2Bucket, pin: string, link: string, now: number) {
  const file = await qrStorageKey(pin);
  if (await isStored(db, bucket, pin, file, link)) return file;
  const png = await renderQrPng(link);
  await bucket.put(file, png, { httpMetadata: { contentType: "image/png" }, customMetadata: { link } });
  await upsertQrCode(db, { mypin: pin, filePath: file, fileSize: png.byteLength }, now);
  return file;
}

async function isStored(db: TDb, bucket: R2Bucket, pin: string, file: string, link: string) {
  try {
    const row = await findQrCode(db, pin);
    if (row?.filePath !== file) return false;
    const object = await bucket.head(file);
    return object?.customMetadata?.link === link;
  } catch (error) {
    // A failed storage lookup falls back to generating the QR afresh.
    logWarning("Stored QR lookup failed, generating it afresh", error);
    return false;
  }
}

// A purpose of its own, so a QR link's signature is good for nothing else (see signed-urls.ts).
export function qrLinkSigner(secret: string) {
  return urlSigner(secret, "qr-codes");
}
