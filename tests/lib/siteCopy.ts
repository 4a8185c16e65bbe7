/**
 * A temporary copy of the site, built and served on its own port, for tests
 * that need a differently configured build (tests/e2e/site-copy.spec.ts: a
 * pretend release, in Algolia mode) without touching the working tree.
 * node_modules is shared by a symlink.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serveBuild, type BuildServer} from './serveBuild';

const SITE_DIR = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', '.scratch']);

export interface SiteCopy {
  dir: string;
  /** Set by `buildAndServe`: the served build's address and its `_headers` rules. */
  server: BuildServer | undefined;
  baseUrl: string;
  run(
    command: string,
    args: string[],
    env?: NodeJS.ProcessEnv,
  ): {status: number | null; stdout: string; stderr: string};
  /** Builds the copy with `env` (`npm run build`) and serves its build with its `_headers` (tests/lib/serveBuild.ts) on a free port. */
  buildAndServe(env?: NodeJS.ProcessEnv): Promise<void>;
  dispose(): Promise<void>;
}

export function copySite(prefix: string): SiteCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  // Only these top-level folders are skipped; a nested folder of the same name is source and is copied.
  fs.cpSync(SITE_DIR, dir, {recursive: true, filter: (src) => !SKIP.has(path.relative(SITE_DIR, src))});
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  const copy: SiteCopy = {
    dir,
    server: undefined,
    baseUrl: '',
    run(command, args, env = {}) {
      const result = spawnSync(command, args, {cwd: dir, encoding: 'utf8', env: {...process.env, CI: 'true', ...env}});
      return {status: result.status, stdout: result.stdout, stderr: result.stderr};
    },
    async buildAndServe(env = {}) {
      // Without the bundler's persistent cache: the copy's folder is new each time, so its cache (about 64 MB in
      // the shared node_modules/.cache) would never be read again, and every run would add one.
      const build = copy.run('npm', ['run', 'build'], {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env});
      if (build.status !== 0) throw new Error(`Build of the site copy failed:\n${build.stdout}\n${build.stderr}`);
      copy.server = await serveBuild(path.join(dir, 'build'));
      copy.baseUrl = copy.server.url;
    },
    async dispose() {
      await copy.server?.close();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
  return copy;
}
