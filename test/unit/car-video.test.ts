import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The car page's video and poster are made by tools/make-car-video.sh and committed, since the
// build never runs ffmpeg: these are the promises the page and its visitors rely on.
const video = readFileSync("public/videos/car-reg.mp4");
const poster = readFileSync("public/videos/car-reg-poster.jpg");

// An MP4's top-level boxes, in file order: a 4-byte big-endian size, then a 4-letter type.
function topLevelBoxes(file: Buffer) {
  const boxes: { type: string; start: number; end: number }[] = [];
  for (let start = 0; start + 8 <= file.length; ) {
    const size = file.readUInt32BE(start);
    if (size < 8) break;
    boxes.push({ type: file.toString("latin1", start + 4, start + 8), start, end: start + size });
    start += size;
  }
  return boxes;
}

describe("the car page's video", () => {
  const boxes = topLevelBoxes(video);
  const moovBox = boxes.find(({ type }) => type === "moov");
  const moov = video.subarray(moovBox?.start ?? 0, moovBox?.end ?? 0);

  it("is under 600 KB", () => {
    expect(video.length).toBeGreaterThan(0);
    expect(video.length).toBeLessThan(600 * 1024);
  });

  it("starts with its index, so it plays before it has fully downloaded", () => {
    const types = boxes.map(({ type }) => type);
    expect(types).toContain("mdat");
    expect(types.indexOf("moov")).toBeLessThan(types.indexOf("mdat"));
  });

  it("is H.264 video with no sound track", () => {
    expect(moov.includes("avc1")).toBe(true);
    expect(moov.includes("vide")).toBe(true);
    expect(moov.includes("soun")).toBe(false);
  });

  it("lasts between 6 and 8 seconds", () => {
    // mvhd (version 0): version and flags, creation and modification times, timescale, duration.
    const mvhd = moov.indexOf("mvhd") + 4;
    const seconds = moov.readUInt32BE(mvhd + 16) / moov.readUInt32BE(mvhd + 12);
    expect(seconds).toBeGreaterThanOrEqual(6);
    expect(seconds).toBeLessThanOrEqual(8);
  });
});

it("has a JPEG poster", () => {
  expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(poster.length).toBeLessThan(100 * 1024);
});
