// Debian's chromium, which the browser suite, the SEO test and the bench drive, with the flags that
// keep it quiet on these machines: no sandbox (containers), no GPU, and none of its own traffic.
export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
