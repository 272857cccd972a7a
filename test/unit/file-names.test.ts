import { describe, expect, it } from "vitest";
import { qrFileName, safeFileName } from "../../domain/file-names.ts";

describe("safeFileName", () => {
  it.each(["<", ">", ":", '"', "/", "\\", "|", "?", "*"])("turns %j into a hyphen", (character) => {
    expect(safeFileName(`a${character}b`)).toBe("a-b");
  });

  it("turns spaces into underscores", () => {
    expect(safeFileName("corner shop  two")).toBe("corner_shop__two");
  });

  it("drops other non-word characters", () => {
    expect(safeFileName("a!b@c#d$e%f(g)h,")).toBe("abcdefgh");
  });

  it("drops letters outside ASCII", () => {
    expect(safeFileName("café 東京")).toBe("caf_");
  });

  it("keeps word characters, hyphens, underscores and periods", () => {
    expect(safeFileName("My3.House6.Place-a_B")).toBe("My3.House6.Place-a_B");
  });

  it("cuts the result to 100 characters", () => {
    expect(safeFileName("a".repeat(150))).toHaveLength(100);
    expect(safeFileName(`${"b".repeat(99)} tail`)).toBe(`${"b".repeat(99)}_`);
  });
});

describe("qrFileName", () => {
  it("names the download after the pin", () => {
    expect(qrFileName("my.pin2")).toBe("my.pin2_qr.png");
    expect(qrFileName("Corner Shop!")).toBe("Corner_Shop_qr.png");
  });
});
