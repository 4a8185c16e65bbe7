/**
 * A temporary copy of the site, built and served on its own port, for tests
 * that need a differently configured build (a cut version, Algolia mode)
 * without touching the working tree. node_modules is shared by a symlink.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', '.scratch']);

export interface SiteCopy {
  dir: string;
  baseUrl: string;
  run(
    command: string,
    args: string[],
    env?: NodeJS.ProcessEnv,
  ): {status: number | null; stdout: string; stderr: string};
  buildAndServe(port: number, env?: NodeJS.ProcessEnv): Promise<void>;
  dispose(): void;
}

export function copySite(prefix: string): SiteCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  // Only these top-level folders are skipped; a nested folder of the same name is source and is copied.
  fs.cpSync(SITE_DIR, dir, {recursive: true, filter: (src) => !SKIP.has(path.relative(SITE_DIR, src))});
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  let server: ChildProcess | undefined;

  const copy: SiteCopy = {
    dir,
    baseUrl: '',
    run(command, args, env = {}) {
      const result = spawnSync(command, args, {cwd: dir, encoding: 'utf8', env: {...process.env, CI: 'true', ...env}});
      return {status: result.status, stdout: result.stdout, stderr: result.stderr};
    },
    async buildAndServe(port, env = {}) {
      const build = copy.run('npx', ['docusaurus', 'build'], env);
      if (build.status !== 0) throw new Error(`Build of the site copy failed:\n${build.stdout}\n${build.stderr}`);
      server = spawn('npx', ['docusaurus', 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
        cwd: dir,
        stdio: 'ignore',
        detached: true,
      });
      copy.baseUrl = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const status = await fetch(`${copy.baseUrl}/`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`The site copy did not answer on ${copy.baseUrl}.`);
    },
    dispose() {
      if (server?.pid) {
        try {
          process.kill(-server.pid);
        } catch {
          // Already gone.
        }
      }
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
  return copy;
}
