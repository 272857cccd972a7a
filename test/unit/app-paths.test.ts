import { describe, expect, it } from "vitest";
import { APP_PATHS, isAppPath } from "../../domain/app-paths.ts";
import { INDEXED_PATHS } from "../../domain/indexed-paths.ts";

describe("isAppPath", () => {
  it("knows every indexed page, in every language's prefix", () => {
    for (const path of INDEXED_PATHS) {
      expect(APP_PATHS, path).toContain(path);
      expect(isAppPath(path), path).toBe(true);
      expect(isAppPath(path === "/" ? "/fr/" : `/fr${path}`), path).toBe(true);
    }
  });

  it("matches a segment of a name or an id as the router does: any one segment but an empty one", () => {
    expect(isAppPath("/share/corner%20shop!")).toBe(true);
    expect(isAppPath("/share/my.pin2")).toBe(true);
    expect(isAppPath("/transfer/9f3c")).toBe(true);
    expect(isAppPath("/share")).toBe(false);
    expect(isAppPath("/share/")).toBe(false);
    expect(isAppPath("/share/a/b")).toBe(false);
  });

  it("ignores case and one trailing slash, as the router does", () => {
    expect(isAppPath("/Pricing")).toBe(true);
    expect(isAppPath("/dashboard/analytics/")).toBe(true);
    expect(isAppPath("/de")).toBe(true);
    expect(isAppPath("/de/")).toBe(true);
  });

  it("knows no other path", () => {
    for (const path of ["/nope", "/de/nope", "/en/pricing", "/pricing.html", "/shell", "/assets/x.js", "//pricing"]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
