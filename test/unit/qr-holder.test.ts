import { describe, expect, it } from "vitest";
import { QR_HOLDER, nameFontSize } from "../../domain/qr-holder.ts";

describe("QR_HOLDER", () => {
  it("places a 240 px QR square centred across the card, 40 px above its bottom", () => {
    const { width, height, qrBox } = QR_HOLDER;
    expect(qrBox.size).toBe(240);
    expect(qrBox.x).toBe((width - qrBox.size) / 2);
    expect(height - (qrBox.y + qrBox.size)).toBe(40);
  });

  it("puts the name's baseline above the QR square, inside the card", () => {
    expect(QR_HOLDER.nameBaselineY).toBeGreaterThan(nameFontSize(QR_HOLDER.width));
    expect(QR_HOLDER.nameBaselineY).toBeLessThan(QR_HOLDER.qrBox.y);
  });
});

describe("nameFontSize", () => {
  it("is 6% of the width, rounded", () => {
    expect(nameFontSize(600)).toBe(36);
    expect(nameFontSize(512)).toBe(31);
    expect(nameFontSize(1000)).toBe(60);
  });

  it("never goes below 20 px", () => {
    expect(nameFontSize(333)).toBe(20);
    expect(nameFontSize(200)).toBe(20);
    expect(nameFontSize(0)).toBe(20);
  });

  it("switches to 6% just above 20 px", () => {
    expect(nameFontSize(350)).toBe(21);
  });
});
