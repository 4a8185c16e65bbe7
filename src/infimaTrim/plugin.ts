/**
 * Takes what nothing uses of Infima out of the production stylesheets
 * (trim.ts says what goes and why). It runs in the client build, after the
 * minifiers and before the content hashes are computed, so each stylesheet's
 * file name still names its content.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {namesOf, trimUnused, wordsOf, type StylesheetNames} from './trim';

/** The stylesheet theme-classic loads on every page (its `getClientModules`, left to right). */
export function infimaStylesheet(): string {
  const themeClassic = createRequire(require.resolve('@docusaurus/theme-classic'));
  return themeClassic.resolve('infima/dist/css/default/default.css');
}

const NAME = 'infima-trim';

/** The slice of webpack's and Rspack's compiler this step uses (both have it). */
interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {RawSource: new (source: string) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}
interface Compilation {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
  getAssets(): readonly {name: string; source: {source(): string | Buffer}}[];
  updateAsset(name: string, source: unknown): void;
}

class InfimaTrimPlugin {
  constructor(private readonly infima: StylesheetNames) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const assets = compilation.getAssets();
          const text = (asset: (typeof assets)[number]) => asset.source.source().toString();
          const words = wordsOf(assets.filter((asset) => asset.name.endsWith('.js')).map(text));
          const stylesheets = new Map(
            assets.filter((asset) => asset.name.endsWith('.css')).map((a) => [a.name, text(a)]),
          );
          const {css} = trimUnused(stylesheets, this.infima, words);
          for (const [name, trimmed] of css) {
            if (trimmed !== stylesheets.get(name)) compilation.updateAsset(name, new sources.RawSource(trimmed));
          }
        },
      );
    });
  }
}

export default function infimaTrimPlugin(_context: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // The development server injects styles from JavaScript: nothing to trim, and every class may come next.
      if (isServer || config.mode !== 'production') return {};
      const infima = namesOf(fs.readFileSync(infimaStylesheet(), 'utf8'));
      return {plugins: [new InfimaTrimPlugin(infima) as never]};
    },
  };
}
