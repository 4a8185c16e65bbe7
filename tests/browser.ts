/**
 * How every browser run here starts Debian's chromium: the tests, the
 * screenshot script and the benchmark share these options.
 */
import fs from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where chromium may be, in order: CHROME_PATH, then Debian's package (and its older name). */
export function chromiumCandidates(): string[] {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string =>
    Boolean(p),
  );
}

/** The first candidate that exists, if any (scripts/ensure-chromium.ts installs it when none does). */
export function findChromium(): string | undefined {
  return chromiumCandidates().find((p) => fs.existsSync(p));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) {
    throw new Error('Chromium not found: run `apt-get update && apt-get install -y chromium` or set CHROME_PATH.');
  }
  return found;
}

/** Port the tests serve the production build on (not 3000, which a developer may be using). */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3210);
