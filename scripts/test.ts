/**
 * `npm test`: every check, in the order a failure is cheapest to find.
 * 1. lint (ESLint, then Prettier's check), 2. type check (site and API
 * surfaces), 3. unit tests, 4. production build, 5. browser tests against
 * the build served on 127.0.0.1.
 * Extra arguments go to Playwright (e.g. `npm test -- -g navbar`).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {ensureChromium} from './ensure-chromium';

function run(title: string, command: string, args: string[]): void {
  console.log(`\n── ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', shell: false});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}

ensureChromium();
run('Lint (ESLint)', 'npx', ['eslint', '--max-warnings', '0', '.']);
run('Format (Prettier)', 'npx', ['prettier', '--check', '.']);
run('Type check (site)', 'npx', ['tsc', '--noEmit']);
run('Type check (API surfaces)', 'npx', ['tsc', '--noEmit', '-p', 'api']);
const unitTests = fs
  .readdirSync('tests/unit')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/unit/${f}`);
run('Unit tests', 'node', ['--import', 'tsx', '--test', ...unitTests]);
run('Production build', 'npx', ['docusaurus', 'build']);
run('Browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)]);
