import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeHtml, highlight, queryTerms, snippet, termsOfWord, tokenize} from '../../src/search/browser/text';

const tags = {preTag: '<mark>', postTag: '</mark>'};

test('a word is indexed whole and by its camelCase, kebab and snake parts', () => {
  assert.deepEqual(termsOfWord('registerOverlayType'), ['registeroverlaytype', 'register', 'overlay', 'type']);
  assert.deepEqual(termsOfWord('local-obs-host'), ['local-obs-host', 'local', 'obs', 'host']);
  assert.deepEqual(termsOfWord('macro_arguments'), ['macro_arguments', 'macro', 'arguments']);
  assert.deepEqual(termsOfWord('getOBSWebsocketClient'), [
    'getobswebsocketclient',
    'get',
    'obs',
    'websocket',
    'client',
  ]);
});

test('tokenize keeps symbols readers search for and drops punctuation', () => {
  assert.deepEqual(tokenize('--local-obs-host: 4455;'), ['local-obs-host', 'local', 'obs', 'host', '4455']);
  assert.deepEqual(tokenize('%RESULT% rolled'), ['result', 'rolled']);
});

test('query terms drop stop words unless nothing else is left', () => {
  assert.deepEqual(queryTerms('How do I connect the OBS websocket?'), ['connect', 'obs', 'websocket']);
  assert.deepEqual(queryTerms('how to'), ['how', 'to']);
  assert.deepEqual(queryTerms('   '), []);
  assert.deepEqual(queryTerms('.*+?^${}()|[]\\'), ['$']);
});

test('escapeHtml escapes every character that could start markup', () => {
  assert.equal(
    escapeHtml(`<img src=x onerror="alert('1')"> & more`),
    '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more',
  );
});

test('highlight escapes the text before marking matched words', () => {
  const result = highlight('<div class="overlay"> overlay & <b>', new Set(['overlay']), tags);
  assert.equal(result.value, '&lt;div class=&quot;<mark>overlay</mark>&quot;&gt; <mark>overlay</mark> &amp; &lt;b&gt;');
  assert.deepEqual(result.matchedTerms, ['overlay']);
});

test('highlight marks a whole identifier when one of its parts matched', () => {
  const result = highlight('Call registerOverlayType() once.', new Set(['overlay']), tags);
  assert.equal(result.value, 'Call <mark>registerOverlayType</mark>() once.');
});

test('markup inside the index can never become markup in results', () => {
  const result = highlight('<script>alert(1)</script><mark>fake</mark>', new Set(['alert', 'fake']), tags);
  assert.ok(!result.value.includes('<script>'));
  assert.equal(result.value.split('<mark>').length - 1, 2, 'only our own two marks');
  assert.ok(result.value.includes('&lt;mark&gt;'));
});

test('a snippet is a window of N words around the first match, with ellipses where cut', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
  assert.equal(snippet(text, new Set(['nine']), 5, '…', tags).value, '… eight <mark>nine</mark> ten eleven twelve …');
  assert.equal(snippet(text, new Set(['one']), 5, '…', tags).value, '<mark>one</mark> two three four five …');
  assert.equal(
    snippet(text, new Set(['fifteen']), 5, '…', tags).value,
    '… eleven twelve thirteen fourteen <mark>fifteen</mark>',
  );
  assert.equal(snippet('short text', new Set(), 10, '…', tags).value, 'short text');
  assert.equal(snippet(text, new Set(), 10, '…', tags).value.split(' ').length, 11, '10 words and an ellipsis');
});

test('the ellipsis text is escaped too', () => {
  const text = 'a b c d e f g h i j k l';
  assert.ok(snippet(text, new Set(['h']), 3, '<…>', tags).value.startsWith('&lt;…&gt; '));
});
