import { exports } from "cloudflare:workers";

export type TErrorBody = { error: { code: string; message: string } };

export function get(path: string, ip = "203.0.113.1") {
  return exports.default.fetch(new Request(`http://mypin.test${path}`, { headers: { "CF-Connecting-IP": ip } }));
}
