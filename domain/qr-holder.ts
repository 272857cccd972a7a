// The printable QR holder (public/qr-holder.svg, English's; each other language's build writes its
// own with its words, tools/qr-holder-card.ts) and where a pin's QR and name go on it:
// the QR fills a 240 px square 40 px above the bottom edge, and the
// name sits in the blank band (y 440 to 530) above it. The SVG is drawn around these numbers, so
// change both together.
export const QR_HOLDER = {
  width: 600,
  height: 840,
  qrBox: { x: 180, y: 560, size: 240 },
  nameBand: { top: 440, bottom: 530 },
  // An alphabetic baseline here centres a name of nameFontSize(width) in the band.
  nameBaselineY: 500,
  file: "qr-holder.svg",
} as const;

// The name's font size: the larger of 20 px or 6% of the image width.
export function nameFontSize(width: number): number {
  return Math.max(20, Math.round(width * 0.06));
}
