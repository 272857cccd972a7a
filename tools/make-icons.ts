import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

// Draws the two icons browsers ask for at fixed addresses whatever the page declares, from MyPin's
// mark (public/mypin-icon.svg): public/favicon.ico (16, 32 and 48 px) and public/apple-touch-icon.png
// (180 px, the size iOS asks for; square and opaque, since iOS rounds the corners itself). Run it
// again after changing the mark: node tools/make-icons.ts
const mark = readFileSync("public/mypin-icon.svg", "utf8");
const square = mark.replace(' rx="112"', "");

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

async function drawn(svg: string, size: number): Promise<Buffer> {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`);
  await tab.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
  const png = await tab.screenshot({ omitBackground: true });
  await tab.close();
  return png;
}

// An ICO file of PNG images (Windows Vista's form, which every browser reads): a 6-byte header,
// a 16-byte entry per image (its size, 0 meaning 256; 32 bits a pixel; its length and offset),
// then the images.
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const sizes = [16, 32, 48];
const images = [];
for (const size of sizes) images.push({ size, png: await drawn(mark, size) });
writeFileSync("public/favicon.ico", ico(images));
writeFileSync("public/apple-touch-icon.png", await drawn(square, 180));
await browser.close();
