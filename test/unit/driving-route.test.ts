import { describe, expect, it } from "vitest";
import { describeRoute } from "../../domain/driving-route.ts";

describe("describeRoute", () => {
  it("gives the distance in kilometres and miles and the time in minutes", () => {
    expect(describeRoute({ distanceMeters: 4321.5, durationSeconds: 912.3 })).toBe(
      "Driving route: 4.3 km (2.7 mi), about 15 min",
    );
  });

  it("counts hours once a drive passes an hour, dropping zero minutes", () => {
    expect(describeRoute({ distanceMeters: 160_934.4, durationSeconds: 5_430 })).toBe(
      "Driving route: 160.9 km (100.0 mi), about 1 h 31 min",
    );
    expect(describeRoute({ distanceMeters: 90_000, durationSeconds: 7_190 })).toBe(
      "Driving route: 90.0 km (55.9 mi), about 2 h",
    );
  });

  it("never says zero minutes for a very short drive", () => {
    expect(describeRoute({ distanceMeters: 12, durationSeconds: 4 })).toBe(
      "Driving route: 0.1 km (0.1 mi), about 1 min",
    );
  });
});
