import { gzipSync } from "node:zlib";
import { nextClientIp } from "./client.ts";

// A page whose HTML, with its inlined stylesheet, fits in about 14 KB gzip arrives in the first
// round trip after the connection (TCP's initial window of 10 segments), so the phone can paint it
// without waiting for another.
export const HTML_BUDGET_BYTES = 14 * 1024;

export type THtmlBytes = { path: string; gzipBytes: number };

// The pages as the worker sends them, compressed as a CDN would.
export async function measureHtmlBytes(baseUrl: string, paths: string[]): Promise<THtmlBytes[]> {
  const pages: THtmlBytes[] = [];
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { "CF-Connecting-IP": nextClientIp() } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    pages.push({ path, gzipBytes: gzipSync(Buffer.from(await response.arrayBuffer())).length });
  }
  return pages;
}
