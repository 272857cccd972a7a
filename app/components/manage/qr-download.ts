import { qrFileName } from "../../../domain/file-names";
import { nameFontSize, QR_HOLDER } from "../../../domain/qr-holder";
import { unwrap } from "../../api/client";
import { requestQrCode } from "../../api/qr";
import { localeFile } from "../../locale";

// The holder's QR is drawn at 280 px, then set into the template's 240 px box.
const HOLDER_QR_PX = 280;

// The stored plain QR (512 px, made once by the server) on the holder template with the pin's
// name above it; if the template cannot be drawn the plain QR is downloaded instead.
export async function downloadQrCode(name: string): Promise<void> {
  const { url } = await unwrap(requestQrCode(name));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`QR image answered ${response.status}`);
  const plain = await response.blob();
  const png = await onHolder(plain, name).catch(() => plain);
  save(png, qrFileName(name));
}

async function onHolder(plain: Blob, name: string): Promise<Blob> {
  const [holder, qr] = await Promise.all([
    loadImage(localeFile(QR_HOLDER.file)),
    loadImage(URL.createObjectURL(plain)),
  ]);
  URL.revokeObjectURL(qr.src);

  const sized = document.createElement("canvas");
  sized.width = HOLDER_QR_PX;
  sized.height = HOLDER_QR_PX;
  context2d(sized).drawImage(qr, 0, 0, HOLDER_QR_PX, HOLDER_QR_PX);

  const canvas = document.createElement("canvas");
  canvas.width = QR_HOLDER.width;
  canvas.height = QR_HOLDER.height;
  const context = context2d(canvas);
  context.drawImage(holder, 0, 0, QR_HOLDER.width, QR_HOLDER.height);
  const { x, y, size } = QR_HOLDER.qrBox;
  context.drawImage(sized, x, y, size, size);
  context.fillStyle = "#0f172a";
  context.font = `bold ${nameFontSize(QR_HOLDER.width)}px system-ui, sans-serif`;
  context.textAlign = "center";
  context.textBaseline = "alphabetic";
  // A long name is narrowed to the card rather than cut off.
  context.fillText(name, QR_HOLDER.width / 2, QR_HOLDER.nameBaselineY, QR_HOLDER.width - 48);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The QR image could not be encoded"))),
      "image/png",
    ),
  );
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext("2d");
  if (context === null) throw new Error("Canvas is not available");
  return context;
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

function save(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the blob when the click is handled; a moment later it can go.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
