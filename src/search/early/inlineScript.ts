/**
 * Build side: the early search script (./earlySearch.ts) as the inline
 * script every page carries in its <head>. SWC (which Docusaurus Faster
 * builds the site with) strips its types and minifies it for the browsers
 * the site supports, since every page pays for its bytes. Its hash goes
 * into the Content-Security-Policy with the other inline scripts of the
 * built pages (src/hosting/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {transformSync} from '@swc/core';
import type {EarlySearchTexts} from './earlySearch';

const SOURCE = path.join(__dirname, 'earlySearch.ts');

export function earlySearchScript(texts: EarlySearchTexts): string {
  // The module's exports become plain declarations of one function scope.
  const source = fs.readFileSync(SOURCE, 'utf8').replace(/^export (?=(function|interface|const|type) )/gm, '');
  if (/^\s*(import|export)\b/m.test(source)) {
    throw new Error(`${SOURCE} must stay self-contained: no imports, and exports only of functions and types.`);
  }
  const wrapped = `(function(){${source}\ninstallEarlySearch(window,${JSON.stringify(texts)});})();`;
  const {code} = transformSync(wrapped, {
    filename: 'earlySearch.ts',
    isModule: false,
    minify: true,
    jsc: {
      parser: {syntax: 'typescript'},
      target: 'es2019',
      minify: {compress: true, mangle: true, format: {comments: false}},
    },
  });
  return code.trim();
}
