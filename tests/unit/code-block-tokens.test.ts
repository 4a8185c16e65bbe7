import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Token} from 'prism-react-renderer';
import {drawsInPlainColour, isBareText, mergePlainTokens} from '../../src/codeBlock/plainTokens';

const PLAIN = '#393A34';
const colours: Record<string, string> = {keyword: '#00009f', punctuation: PLAIN};
const looksPlain = (token: Token) =>
  drawsInPlainColour(token.types.length === 1 ? undefined : {color: colours[token.types[1]!]}, PLAIN);
const tok = (content: string, type?: string): Token => ({types: type ? ['token', type] : ['plain'], content});

test('a token looks plain with no style or only the line colour', () => {
  assert.equal(drawsInPlainColour(undefined, PLAIN), true);
  assert.equal(drawsInPlainColour({}, PLAIN), true);
  assert.equal(drawsInPlainColour({color: PLAIN}, PLAIN), true);
  assert.equal(drawsInPlainColour({color: '#00009f'}, PLAIN), false);
  assert.equal(drawsInPlainColour({color: PLAIN, fontStyle: 'italic'}, PLAIN), false);
  assert.equal(drawsInPlainColour({display: 'inline-block'}, PLAIN), false);
});

test('runs of plain-looking tokens join; coloured tokens stay where they were', () => {
  const line = [
    tok('  '),
    tok('const', 'keyword'),
    tok(' api '),
    tok('=', 'punctuation'),
    tok(' game'),
    tok('.', 'punctuation'),
    tok('x'),
  ];
  const merged = mergePlainTokens(line, looksPlain);
  assert.deepEqual(merged, [tok('  '), tok('const', 'keyword'), tok(' api = game.x')]);
  assert.equal(merged.map((t) => t.content).join(''), line.map((t) => t.content).join(''));
});

test('empty plain tokens are left out; line breaks are never joined or written as bare text', () => {
  const empty: Token = {types: ['plain'], content: '', empty: true};
  const newline: Token = {types: ['plain'], content: '\n'};
  assert.deepEqual(mergePlainTokens([empty], looksPlain), []);
  assert.deepEqual(mergePlainTokens([tok('a', 'keyword'), empty], looksPlain), [tok('a', 'keyword')]);
  assert.deepEqual(mergePlainTokens([tok('a'), newline, tok('b')], looksPlain), [tok('a'), newline, tok('b')]);
  assert.equal(isBareText(empty), false);
  assert.equal(isBareText(newline), false);
  assert.equal(isBareText(tok('x', 'keyword')), false);
  assert.equal(isBareText(tok('x')), true);
});
