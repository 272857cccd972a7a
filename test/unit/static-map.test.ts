import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pointInBox, tilesAround, worldPixel } from "../../domain/static-map.ts";

const london = { latitude: 51.5074, longitude: -0.1278 };

describe("worldPixel", () => {
  it("puts a point in the slippy-map tile the tile services number it by", () => {
    const { x, y } = worldPixel(london, 15, 256);
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([16372, 10896]);
  });

  it("draws the same place at a zoom deeper in tiles of half the size, as a sharp screen's map does", () => {
    expect(worldPixel(london, 16, 128)).toEqual(worldPixel(london, 15, 256));
  });

  it("stops at Web Mercator's edge near the poles", () => {
    expect(worldPixel({ latitude: 90, longitude: 0 }, 0, 256).y).toBeCloseTo(0, 6);
    expect(worldPixel({ latitude: -90, longitude: 0 }, 0, 256).y).toBeCloseTo(256, 6);
  });
});

describe("tilesAround", () => {
  it("covers a phone's map box around London with the tiles Leaflet would draw", () => {
    const tiles = tilesAround(london, 15, { width: 375, height: 288 }, 256);
    expect(tiles.map(({ x, y }) => `${x}/${y}`).sort()).toEqual(
      ["16371/10895", "16372/10895", "16373/10895", "16371/10896", "16372/10896", "16373/10896"].sort(),
    );
  });

  it("covers every pixel of the box exactly once, and the point is at its centre", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 3, max: 18 }),
        fc.integer({ min: 1, max: 1400 }),
        fc.integer({ min: 1, max: 700 }),
        fc.constantFrom(128, 256),
        (latitude, longitude, zoom, width, height, tileSize) => {
          const point = { latitude, longitude };
          const tiles = tilesAround(point, zoom, { width, height }, tileSize);
          const columns = new Set(tiles.map((tile) => tile.left));
          const rows = new Set(tiles.map((tile) => tile.top));
          // A grid of whole tiles, the first starting at or before the box's edge and each next one
          // where the last ends, until the box is covered.
          const lefts = [...columns].sort((a, b) => a - b);
          const tops = [...rows].sort((a, b) => a - b);
          expect(tiles).toHaveLength(lefts.length * tops.length);
          expect(lefts[0]).toBeLessThanOrEqual(0);
          expect(lefts[0]).toBeGreaterThan(-tileSize);
          expect(lefts.every((left, index) => index === 0 || left - (lefts[index - 1] ?? 0) === tileSize)).toBe(true);
          expect((lefts.at(-1) ?? 0) + tileSize).toBeGreaterThanOrEqual(width);
          expect(tops.every((top, index) => index === 0 || top - (tops[index - 1] ?? 0) === tileSize)).toBe(true);
          const centre = pointInBox(point, zoom, { width, height }, tileSize);
          expect(Math.abs(centre.left - width / 2)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(centre.top - height / 2)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it("wraps the tiles across the antimeridian round to the world's other edge", () => {
    const tiles = tilesAround({ latitude: 0, longitude: 179.9 }, 2, { width: 300, height: 100 }, 256);
    expect([...new Set(tiles.map((tile) => tile.x))]).toEqual([3, 0]);
  });

  it("draws no rows beyond the poles", () => {
    const tiles = tilesAround({ latitude: 85, longitude: 0 }, 1, { width: 300, height: 600 }, 256);
    expect(tiles.every((tile) => tile.y >= 0 && tile.y < 2)).toBe(true);
    expect(new Set(tiles.map((tile) => tile.y))).toEqual(new Set([0, 1]));
  });
});
