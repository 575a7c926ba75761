/** Debian's Chromium; browsers are never downloaded (DEVELOPERS.md "The machine"). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // V8 flags for a look inside a benchmark, e.g. CHROMIUM_JS_FLAGS=--trace-gc-nvp with
  // DEBUG=pw:browser prints every garbage collection (tests/load/README.md).
  ...(process.env.CHROMIUM_JS_FLAGS ? [`--js-flags=${process.env.CHROMIUM_JS_FLAGS}`] : []),
];
