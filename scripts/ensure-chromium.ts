/**
 * Makes sure Debian's chromium is there for the browser tests: installs it
 * with apt-get when running as root, otherwise stops with one line saying how.
 */
import {spawnSync} from 'node:child_process';
import {findChromium} from '../tests/browser';

export function ensureChromium(): void {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROME_PATH), then npm test again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed: install chromium by hand (apt-get install -y chromium) or set CHROME_PATH.`,
      );
      process.exit(1);
    }
  }
}
