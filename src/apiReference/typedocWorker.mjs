// @ts-check
/**
 * One worker thread of the API reference plugin (./plugin.ts). It receives
 * TypeDoc options for one release at a time, writes that release's Markdown
 * reference and answers with what TypeDoc reported. Plain JavaScript, so the
 * worker needs no TypeScript loader.
 */
import {parentPort} from 'node:worker_threads';

import {Application, PackageJsonReader, TSConfigReader, TypeDocReader} from 'typedoc';

if (!parentPort) throw new Error('typedocWorker.mjs runs only as a worker thread');
const port = parentPort;

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
  const project = await app.convert();
  if (!project)
    return {ok: false, problems: problems.length ? problems : ['TypeDoc could not convert the entry point']};
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
