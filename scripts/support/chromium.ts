/** Debian's chromium on these machines, unless CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless as root (no sandbox), and nothing that reaches for the network on its own (closed here: its refused connections slow every start). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
