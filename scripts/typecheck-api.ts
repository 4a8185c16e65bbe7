/**
 * Type-checks the API declarations of every documented release
 * (`api/<set>/<version>/`, each with its own tsconfig.json, so two releases'
 * declarations never meet in one program). `npm run typecheck` and `npm test`
 * run it after the site's own type check. The programs share the standard
 * library files they parse (src/apiReference/sharedLibraryHost.mjs).
 */
import path from 'node:path';
import ts from 'typescript';

import {libraryFileStore, shareLibraryFiles} from '../src/apiReference/sharedLibraryHost.mjs';
import {VERSIONED_DOCS_SETS} from '../src/constants';
import {docsReleasesOf} from '../src/releaseHistory/docsReleases';

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

const libraryFiles = libraryFileStore();
let failed = false;
for (const release of VERSIONED_DOCS_SETS.flatMap((docsSet) => docsReleasesOf(docsSet))) {
  const configFile = path.resolve(release.apiDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(`${configFile}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    },
  });
  if (!config) throw new Error(`${configFile} could not be read`);
  const host = shareLibraryFiles(ts.createCompilerHost(config.options), config.options, libraryFiles);
  const program = ts.createProgram({rootNames: config.fileNames, options: config.options, host});
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) {
    failed = true;
    console.error(`✗ ${release.apiDir}\n${ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)}`);
  } else {
    console.log(`✓ ${release.apiDir} (${release.docsSet} ${release.version})`);
  }
}
process.exit(failed ? 1 : 0);
