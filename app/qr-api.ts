import type { InferResponseType } from "hono/client";
import { call, client } from "./api";

// Apart from api.ts so only the lazily loaded manage screens carry it, not the landing's first paint.
const qrCodeRoute = client["qr-codes"].$post;

// url: a same-origin link to the pin's stored QR PNG, signed for an hour (accounts-admin section 7);
// link: the share link it encodes; expiresAt: when url stops working, in epoch milliseconds.
export type TQrCode = InferResponseType<typeof qrCodeRoute, 200>;

export function requestQrCode(mypin: string) {
  return call<TQrCode>(() => qrCodeRoute({ json: { mypin } }));
}
