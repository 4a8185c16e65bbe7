/**
 * `npm test`: every check, in the order a failure is cheapest to find.
 * 1. Static checks and unit tests, in two lanes side by side (one per
 *    core): lint (ESLint, then Prettier's check); type check (site and API
 *    surfaces), then the unit tests.
 * 2. The production build. 3. The browser tests against the build served
 *    on 127.0.0.1.
 * Each step prints its own output when it ends, so the two lanes never
 * interleave. Extra arguments go to Playwright (e.g. `npm test -- -g navbar`).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {ensureChromium} from './ensure-chromium';

type Step = {title: string; command: string; args: string[]};

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

function fail(title: string, started: number, status: number | null): never {
  console.error(`✗ ${title} failed after ${seconds(started)}s`);
  process.exit(status ?? 1);
}

/** Runs one step with the terminal to itself. */
function run({title, command, args}: Step): void {
  console.log(`\n── ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', shell: false});
  if (result.status !== 0) fail(title, started, result.status);
  console.log(`✓ ${title} (${seconds(started)}s)`);
}

/** Runs steps one after another, printing each one's output once it ends; stops the whole run at the first failure. */
async function lane(steps: Step[]): Promise<void> {
  for (const {title, command, args} of steps) {
    const started = Date.now();
    const output: Buffer[] = [];
    const child = spawn(command, args, {shell: false});
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    process.stdout.write(`\n── ${title}: ${command} ${args.join(' ')}\n${Buffer.concat(output).toString()}`);
    if (status !== 0) fail(title, started, status);
    console.log(`✓ ${title} (${seconds(started)}s)`);
  }
}

async function main(): Promise<void> {
  ensureChromium();
  const unitTests = fs
    .readdirSync('tests/unit')
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `tests/unit/${f}`);
  await Promise.all([
    lane([
      {title: 'Lint (ESLint)', command: 'npx', args: ['eslint', '--max-warnings', '0', '.']},
      {title: 'Format (Prettier)', command: 'npx', args: ['prettier', '--check', '.']},
    ]),
    lane([
      {title: 'Type check (site)', command: 'npx', args: ['tsc', '--noEmit']},
      {title: 'Type check (API surfaces)', command: 'npx', args: ['tsx', 'scripts/typecheck-api.ts']},
      // Two test files at a time: Node's default (one fewer than the cores) runs them one by one here,
      // leaving a core idle once the other lane is done.
      {title: 'Unit tests', command: 'node', args: ['--import', 'tsx', '--test', '--test-concurrency=2', ...unitTests]},
    ]),
  ]);
  run({title: 'Production build', command: 'npm', args: ['run', 'build']});
  run({title: 'Browser tests', command: 'npx', args: ['playwright', 'test', ...process.argv.slice(2)]});
}

void main();
