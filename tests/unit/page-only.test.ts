import {test} from 'node:test';
import assert from 'node:assert/strict';

import {linkStylesheets, pageStylesheets} from '../../src/pageOnly/plugin';

const manifest = {
  entrypoints: ['main'],
  origins: {main: ['1'], drawingsPage: ['7', '9'], plainPage: ['8']},
  assets: {
    '1': {css: [{publicPath: '/assets/css/styles.aa.css'}]},
    '7': {css: [{publicPath: '/assets/css/window-drawing.bb.css'}]},
    '8': {},
    '9': {css: [{publicPath: '/assets/css/styles.aa.css'}]},
  },
};

test("a route's own chunks give its stylesheets, never the global one, and a route without any is left out", () => {
  const byRoute = pageStylesheets(manifest, {
    '/obs-utils/director-c3a': {__comp: 'plainPage', content: 'drawingsPage'},
    '/obs-utils/api-1b9': {__comp: 'plainPage', __context: {plugin: 'plainPage'}},
    '/docs/x/1.2.3-d2d': {__props: 'drawingsPage'},
  });
  assert.deepEqual(Object.fromEntries(byRoute), {
    '/obs-utils/director': ['/assets/css/window-drawing.bb.css'],
    '/docs/x/1.2.3': ['/assets/css/window-drawing.bb.css'],
  });
});

test('the stylesheets are linked after the page’s last stylesheet, once', () => {
  const page =
    '<html><head><link rel=stylesheet href=/assets/css/styles.aa.css /><script src=/a.js defer></script></head></html>';
  const linked = linkStylesheets(page, ['/assets/css/window-drawing.bb.css'], 'page.html');
  assert.equal(
    linked,
    '<html><head><link rel=stylesheet href=/assets/css/styles.aa.css /><link rel=stylesheet href=/assets/css/window-drawing.bb.css /><script src=/a.js defer></script></head></html>',
  );
  assert.equal(linkStylesheets(linked, ['/assets/css/window-drawing.bb.css'], 'page.html'), linked);
  assert.throws(() => linkStylesheets('<body></body>', ['/x.css'], 'broken.html'), /broken\.html: no <\/head>/);
});
