import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {patchDocSearchModal} = require('../../src/search/docsearchErrorPatch.cjs') as {
  patchDocSearchModal: (source: string) => string;
};

const modalFile = require.resolve('@docsearch/react/modal').replace(/modal\.js$/, 'dist/esm/DocSearchModal.js');

test('the installed DocSearch modal contains the status reset the patch targets, exactly once', () => {
  const patched = patchDocSearchModal(fs.readFileSync(modalFile, 'utf8'));
  assert.ok(patched.includes('.finally(function(){"error"!==o.getState().status&&p("idle")'));
  assert.ok(!patched.includes('.finally(function(){p("idle")'));
});

test('the patch refuses code it does not recognise, naming the file to check', () => {
  assert.throws(() => patchDocSearchModal('console.log("another version")'), /docsearchErrorPatch\.cjs/);
});
