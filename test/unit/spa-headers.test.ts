import { expect, it } from "vitest";
import { spaHeaders } from "../../tools/spa-headers.ts";

// _headers applies to every asset answer, the ones the worker fetches for "/" and "/share/*" too.
function headersOf(file: string) {
  const [rule, ...lines] = file.trim().split("\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  return { rule, headers };
}

it("sends HSTS and a Permissions-Policy with every page, allowing only the visitor's location and same-origin images", () => {
  const { rule, headers } = headersOf(spaHeaders());
  expect(rule).toBe("/*");
  expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["Permissions-Policy"]).toBe("camera=(), geolocation=(self), microphone=(), payment=(), usb=()");
  expect(headers["Content-Security-Policy"]).toContain("img-src 'self' data: blob:;");
  expect(headers["X-Frame-Options"]).toBe("DENY");
});
