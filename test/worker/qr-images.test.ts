import { describe, expect, it } from "vitest";
import { qr } from "../../domain/messages/manage";
import { QrGenerationError, qrStorageKey, renderQrPng } from "../../worker/services/pins/qr-codes";
import { readQr } from "../helpers/qr";

describe("renderQrPng", () => {
  it("draws a 512 px PNG that reads back as the text", async () => {
    const png = await renderQrPng("https://mypin.app/?pin=my.pin2");
    expect(Array.from(png.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await readQr(png)).toEqual({ width: 512, height: 512, text: "https://mypin.app/?pin=my.pin2" });
  });

  it("fails on empty input in the spec's words", async () => {
    const failure = renderQrPng("");
    await expect(failure).rejects.toBeInstanceOf(QrGenerationError);
    await expect(failure).rejects.toThrow(qr.noInput);
  });

  it("fails on more data than a QR code holds in the spec's words", async () => {
    const failure = renderQrPng(`https://mypin.app/?pin=${"x".repeat(3000)}`);
    await expect(failure).rejects.toBeInstanceOf(QrGenerationError);
    await expect(failure).rejects.toThrow(qr.tooBig);
  });
});

describe("qrStorageKey", () => {
  it("names the file after the lower-cased pin", async () => {
    expect(await qrStorageKey("my.pin2")).toBe("my.pin2_qr.png");
    expect(await qrStorageKey("Corner Shop!")).toBe("corner shop!_qr.png");
    expect(await qrStorageKey("café 東京")).toBe("café 東京_qr.png");
  });

  it("escapes the characters that would make a path, and the escape character itself", async () => {
    expect(await qrStorageKey("a/../b")).toBe("a%2F..%2Fb_qr.png");
    expect(await qrStorageKey("a\\b")).toBe("a%5Cb_qr.png");
    expect(await qrStorageKey("a%2fb")).toBe("a%252fb_qr.png");
    expect(await qrStorageKey("a\tb")).toBe("a%09b_qr.png");
    expect(await qrStorageKey("..")).toBe(".._qr.png");
  });

  it("gives different names different keys, and one name in any case the same key", async () => {
    const keys = await Promise.all(["a/b", "a%2fb", "a-b", "A/B"].map(qrStorageKey));
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe(keys[3]);
  });

  it("hashes a name too long for an R2 key", async () => {
    const longest = `${"a".repeat(1024 - "_qr.png".length)}`;
    expect(await qrStorageKey(longest)).toBe(`${longest}_qr.png`);
    const tooLong = `${longest}b`;
    const key = await qrStorageKey(tooLong);
    expect(key).toMatch(/^%sha256-[0-9a-f]{64}_qr\.png$/);
    expect(await qrStorageKey(tooLong.toUpperCase())).toBe(key);
    expect(await qrStorageKey(`${longest}c`)).not.toBe(key);
  });
});
