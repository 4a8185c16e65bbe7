/**
 * Builds for the benchmark: timed cold production builds (no persistent
 * cache), the size of what they write, and a stock Docusaurus classic site
 * of the same version to compare against.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DOCUSAURUS_VERSION = '3.10.2';

export interface TimedBuild {
  seconds: number;
  bytes: number;
  files: number;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...env},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
}

/** Total size and number of the files under `dir`. */
export function dirStats(dir: string): {bytes: number; files: number} {
  const files = fs.readdirSync(dir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile());
  const bytes = files.reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
  return {bytes, files: files.length};
}

/** `docusaurus build` of `siteDir` into `outDir`, from a cold start; wall-clock seconds. */
export function timedBuild(siteDir: string, outDir: string, env: NodeJS.ProcessEnv = {}): TimedBuild {
  const started = process.hrtime.bigint();
  run('npx', ['docusaurus', 'build', '--out-dir', outDir], siteDir, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {seconds, ...dirStats(path.resolve(siteDir, outDir))};
}

/**
 * A stock classic site (TypeScript) made by create-docusaurus of the same
 * version in `parentDir/stock`, using this project's node_modules (the same
 * packages) through a symlink.
 */
export function createStockSite(parentDir: string, nodeModules: string): string {
  const siteDir = path.join(parentDir, 'stock');
  run(
    'npx',
    ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, siteDir, 'classic', '--typescript', '--skip-install'],
    parentDir,
  );
  fs.symlinkSync(nodeModules, path.join(siteDir, 'node_modules'), 'dir');
  return siteDir;
}
