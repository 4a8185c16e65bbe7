// @ts-check
/**
 * A TypeScript compiler host that keeps the standard library files it has
 * parsed for the next program it serves. Every release's declarations
 * (`api/<set>/<version>/`) are checked in a program of their own, with the
 * same `lib` (api/tsconfig.base.json); parsing, then binding, `lib.dom.d.ts`
 * and the ES libraries again for each release was most of the time of each
 * program after the first. Used by TypeDoc's worker (./typedocWorker.mjs), by
 * `npm run typecheck` (scripts/typecheck-api.ts) and by the API examples'
 * unit test. Plain JavaScript, so the worker needs no TypeScript loader.
 *
 * Binding writes to a source file (its symbols), and the binder reads the
 * program's options, so a file is shared only between programs whose options
 * are the same, but the tsconfig file's own path (the one option that differs
 * between releases); the key names the options.
 */
/**
 * @typedef {Map<string, import('typescript').SourceFile>} LibraryFiles
 * Parsed default-library files, by compiler options, language version and file name.
 */

/** @returns {LibraryFiles} An empty store, to share between the hosts of one process or thread. */
export function libraryFileStore() {
  return new Map();
}

/**
 * Makes `host`, a compiler host for `options`, take its default-library files from `store`, where the first
 * program with these options leaves them. Returns the host.
 *
 * @param {import('typescript').CompilerHost} host
 * @param {import('typescript').CompilerOptions} options
 * @param {LibraryFiles} store
 * @returns {import('typescript').CompilerHost}
 */
export function shareLibraryFiles(host, options, store) {
  const libDir = host.getDefaultLibLocation?.() ?? '';
  const optionsKey = JSON.stringify({...options, configFilePath: undefined});
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!libDir || !fileName.startsWith(libDir)) return read(fileName, languageVersion, onError, shouldCreate);
    const key = `${optionsKey}\0${JSON.stringify(languageVersion)}\0${fileName}`;
    let file = store.get(key);
    if (!file) {
      file = read(fileName, languageVersion, onError, shouldCreate);
      if (file) store.set(key, file);
    }
    return file;
  };
  return host;
}
