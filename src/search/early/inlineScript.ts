/**
 * Build side: the early search script (./earlySearch.ts) as the inline
 * script every page carries in its <head>. TypeScript compiles it to plain
 * JavaScript for the browsers the site supports; comments and indentation
 * are dropped, since every page pays for its bytes. Its hash goes into the
 * Content-Security-Policy with the other inline scripts of the built pages
 * (src/hosting/).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {EarlySearchTexts} from './earlySearch';

const SOURCE = path.join(__dirname, 'earlySearch.ts');

export function earlySearchScript(texts: EarlySearchTexts): string {
  const {outputText} = ts.transpileModule(fs.readFileSync(SOURCE, 'utf8'), {
    fileName: SOURCE,
    compilerOptions: {target: ts.ScriptTarget.ES2019, module: ts.ModuleKind.ESNext, removeComments: true},
  });
  const body = outputText
    .replace(/^export (?=function |const )/gm, '')
    .replace(/^export \{\};?$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  if (/^\s*(import|export)\b/m.test(body)) {
    throw new Error(`${SOURCE} must stay self-contained: the compiled script still imports or exports.`);
  }
  return `(function(){${body}\ninstallEarlySearch(window,${JSON.stringify(texts)});})();`;
}
