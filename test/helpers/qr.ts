import jsQR from "jsqr";
import { PNG } from "pngjs";

// Reads a QR image back as a phone would. pngjs's synchronous reader calls zlib in a way workerd
// refuses, so this uses its streaming parser, which works there.
export async function readQr(bytes: ArrayBuffer | Uint8Array) {
  const image = await new Promise<PNG>((resolve, reject) => {
    new PNG().parse(Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)), (error, data) =>
      error ? reject(error) : resolve(data),
    );
  });
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return { width: image.width, height: image.height, text: code?.data ?? null };
}
