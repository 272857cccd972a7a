import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { pageDescriptions } from "../domain/messages/page-meta.ts";

// Draws public/og-image.png, the 1200x630 card link previews show for the marketing pages, from the
// logo and the home page's description. Run it again after changing either:
// node tools/make-og-image.ts
const logo = readFileSync("public/mypin-logo.svg", "utf8");
const page = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;
justify-content:center;gap:48px;padding:0 96px;box-sizing:border-box;background:#f0fdfa;font-family:system-ui,sans-serif">
<div style="width:760px">${logo.replace('width="380" height="112"', 'width="760" height="224"')}</div>
<p style="margin:0;font-size:40px;line-height:1.35;color:#115e59">${pageDescriptions.home}</p></body></html>`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await tab.setContent(page);
await tab.screenshot({ path: "public/og-image.png" });
await browser.close();
