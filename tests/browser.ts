/**
 * How every browser run here starts Debian's chromium: the tests, the
 * screenshot script and the benchmark share these options.
 */
import fs from 'node:fs';
import os from 'node:os';

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

const CORES = os.availableParallelism();

/**
 * Browser-test workers: one more than the machine has cores. Part of a
 * test's time is spent waiting (the server, the network going idle, the
 * runner between steps); with one worker per core the CPU sat partly idle in
 * those gaps, and the extra worker fills them. On the 2-core machine, in one
 * session: the suite took 850 s with two workers and 698 s with three, the
 * CPU then busy 99 % of the run.
 */
export const TEST_WORKERS = CORES + 1;

/**
 * How much longer a test takes when its worker shares the cores with the
 * extra one (3 workers on 2 cores: 1.5×). Time limits set for one worker per
 * core are multiplied by it, so each test keeps the margin it had.
 */
export const SHARED_CORE_FACTOR = TEST_WORKERS / CORES;
