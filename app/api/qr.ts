import { queryOptions } from "@tanstack/react-query";
import { call, client } from "./client";
import { queryKeys } from "./query-keys";

// The stored QR codes' settings, so a code drawn here scans like them.
const QR_OPTIONS = { margin: 2, errorCorrectionLevel: "M", width: 280 } as const;

// The answer: url, a same-origin link to the pin's stored QR PNG signed for an hour
// (docs/decisions/007); link, the share link it encodes; expiresAt, when url stops working (epoch ms).
export function requestQrCode(mypin: string) {
  return call(() => client["qr-codes"].$post({ json: { mypin } }));
}

// /qr-example draws its example code in the browser: there is no pin to store one for.
export function exampleQrQuery(link: string) {
  return queryOptions({
    queryKey: queryKeys.exampleQr(link),
    queryFn: async () => (await import("qrcode")).toDataURL(link, QR_OPTIONS),
    staleTime: Infinity,
  });
}
