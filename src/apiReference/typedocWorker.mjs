// @ts-check
/**
 * One worker thread of the API reference plugin (./plugin.ts). It receives
 * TypeDoc options for one release at a time, writes that release's Markdown
 * reference and answers with what TypeDoc reported. Plain JavaScript, so the
 * worker needs no TypeScript loader.
 *
 * The worker builds each release's TypeScript program itself, with one
 * compiler host for all the releases it writes, and hands it to TypeDoc's
 * converter. The host keeps the parsed (and, once a program has checked them,
 * bound) standard library files: every release's tsconfig names the same
 * `lib`, and parsing and binding `lib.dom.d.ts` and the ES libraries again
 * for each release was most of the worker's TypeScript time.
 */
import {fileURLToPath} from 'node:url';
import {parentPort} from 'node:worker_threads';

import {Application, PackageJsonReader, TSConfigReader, TypeDocReader} from 'typedoc';
import ts from 'typescript';

import {libraryFileStore, shareLibraryFiles} from './sharedLibraryHost.mjs';

if (!parentPort) throw new Error('typedocWorker.mjs runs only as a worker thread');
const port = parentPort;

/** Parsed default-library files, shared by every program of this worker (./sharedLibraryHost.mjs). */
const libraryFiles = libraryFileStore();

/** api/typedoc-dom.d.ts: the DOM types the declarations name, which the reference never shows. */
const DOM_STAND_INS = fileURLToPath(new URL('../../api/typedoc-dom.d.ts', import.meta.url));

/**
 * A release's compiler options and files with the DOM stand-ins in place of `lib.dom.d.ts` (see
 * api/typedoc-dom.d.ts): the checks with the real library are `npm run typecheck`'s.
 *
 * @param {ts.CompilerOptions} options
 * @param {readonly string[]} fileNames
 */
function withoutDomLibrary(options, fileNames) {
  const lib = options.lib?.filter((name) => name !== 'lib.dom.d.ts');
  if (!lib || lib.length === options.lib?.length) return {options, rootNames: fileNames};
  return {options: {...options, lib}, rootNames: [...fileNames, DOM_STAND_INS]};
}

const diagnosticsHost = {
  getCanonicalFileName: (/** @type {string} */ fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

/**
 * @param {import('typedoc').TypeDocOptions} options
 * @returns {Promise<{ok: boolean; problems: string[]}>}
 */
async function writeReference(options) {
  /** @type {string[]} */
  const problems = [];
  const app = await Application.bootstrapWithPlugins(options, [
    new TypeDocReader(),
    new PackageJsonReader(),
    new TSConfigReader(),
  ]);
  // Keep TypeDoc's own console output, and a copy of every warning and error for the build's message.
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level >= 2) problems.push(String(message));
    log(message, level);
  };
  // TypeDoc printed these before the copy above existed.
  if (app.logger.hasErrors())
    return {
      ok: false,
      problems: ["TypeDoc could not read the release's options or tsconfig.json (its messages are above)"],
    };

  // What `app.convert()` does for one entry point file, with the shared host.
  const {options: compilerOptions, rootNames} = withoutDomLibrary(
    app.options.getCompilerOptions(app.logger),
    app.options.getFileNames(),
  );
  const program = ts.createProgram({
    rootNames,
    options: compilerOptions,
    host: shareLibraryFiles(ts.createCompilerHost(compilerOptions), compilerOptions, libraryFiles),
  });
  const errors = ts.getPreEmitDiagnostics(program);
  if (errors.length > 0) return {ok: false, problems: [ts.formatDiagnostics(errors, diagnosticsHost)]};
  const [entryPoint] = app.options.getValue('entryPoints');
  const sourceFile = entryPoint === undefined ? undefined : program.getSourceFile(entryPoint);
  if (!sourceFile)
    return {ok: false, problems: [`The entry point ${entryPoint} is not in the release's tsconfig.json`]};
  const project = app.converter.convert([{displayName: app.options.getValue('name'), program, sourceFile}]);

  app.validate(project);
  const failed = app.logger.hasErrors() || (app.options.getValue('treatWarningsAsErrors') && app.logger.hasWarnings());
  if (failed) return {ok: false, problems};
  await app.generateOutputs(project);
  return {ok: !app.logger.hasErrors(), problems};
}

port.on('message', (/** @type {{id: number; options: import('typedoc').TypeDocOptions}} */ {id, options}) => {
  writeReference(options).then(
    (result) => port.postMessage({id, ...result}),
    (error) =>
      port.postMessage({
        id,
        ok: false,
        problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
      }),
  );
});
