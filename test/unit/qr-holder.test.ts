import { describe, expect, it } from "vitest";
import { nameFontSize, QR_HOLDER } from "../../domain/qr-holder.ts";

describe("QR_HOLDER", () => {
  it("places a 240 px QR square centred across the card, 40 px above its bottom", () => {
    const { width, height, qrBox } = QR_HOLDER;
    expect(qrBox.size).toBe(240);
    expect(qrBox.x).toBe((width - qrBox.size) / 2);
    expect(height - (qrBox.y + qrBox.size)).toBe(40);
  });

  it("keeps the name's band clear of the QR square", () => {
    expect(QR_HOLDER.nameBand.bottom).toBeLessThan(QR_HOLDER.qrBox.y);
  });

  it("sets the name's baseline so a name at the card's font size sits inside its band", () => {
    const fontSize = nameFontSize(QR_HOLDER.width);
    const { top, bottom } = QR_HOLDER.nameBand;
    // Capitals rise about 0.7 of the font size above the baseline; descenders drop about 0.25 below.
    expect(QR_HOLDER.nameBaselineY - 0.7 * fontSize).toBeGreaterThan(top);
    expect(QR_HOLDER.nameBaselineY + 0.25 * fontSize).toBeLessThan(bottom);
    expect(Math.abs(QR_HOLDER.nameBaselineY - 0.35 * fontSize - (top + bottom) / 2)).toBeLessThan(5);
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
