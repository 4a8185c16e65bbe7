import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {namesOf, trimUnused, wordsOf} from '../../src/infimaTrim/trim';
import {infimaStylesheet} from '../../src/infimaTrim/plugin';

const INFIMA = namesOf(`
:root { --ifm-used: 1px; --ifm-unread: 2px; --ifm-chain: 3px; --ifm-by-chain: 4px; --ifm-named: red; }
.card { padding: var(--ifm-chain); }
.button { margin: 0; }
.button--primary { color: red; }
.pills__item { color: blue; }
.avatar { color: green; }
`);

function trim(css: string, js: string, other = '') {
  const sheets = new Map([['styles.css', css], ...(other ? [['modal.css', other] as const] : [])]);
  return trimUnused(sheets, INFIMA, wordsOf([js]));
}

test('a rule goes when each of its selectors has an Infima class that is no word of the JavaScript, and stays while one has a use', () => {
  const {css, removedRules} = trim(
    '.card{padding:0}.button{margin:0}.card .button{color:red}.button,.card{top:0}.vm-own{left:0}',
    'clsx("button","other")',
  );
  assert.equal(css.get('styles.css'), '.button{margin:0}.button{top:0}.vm-own{left:0}');
  assert.equal(removedRules, 2);
});

test('classes inside :not(), :has() or an attribute never make a rule go, nor does an :is() with a selector that has a use, nor rules under @keyframes', () => {
  const kept =
    '.markdown :not(.pills__item){color:red}:is(.avatar,.x){top:0}.card:has(.avatar){top:1px}[class*=avatar]{left:0}@keyframes spin{from{top:0}}';
  assert.equal(trim(kept, 'card markdown').css.get('styles.css'), kept);
});

test('an :is() or :where() every selector of which needs an unused class makes its selector go, at any depth', () => {
  const {css, removedRules} = trim(
    ':where(.button--primary):not(.card):hover{color:red}:is(.avatar,:where(.pills__item)) .card{top:0}:where(.button){left:0}',
    'button card',
  );
  assert.equal(css.get('styles.css'), ':where(.button){left:0}');
  assert.equal(removedRules, 2);
});

test('a selector of a list goes alone when the others have a use, unless one of the list is vendor-prefixed', () => {
  const {css, removedRules} = trim(
    '.button--primary:active, .button--primary.avatar{color:red}.button::-moz-focus-inner,.avatar{border:0}',
    'button--primary button',
  );
  assert.equal(css.get('styles.css'), '.button--primary:active{color:red}.button::-moz-focus-inner,.avatar{border:0}');
  assert.equal(removedRules, 0);
});

test('rules under @media and @supports go the same way, and an at-rule left empty goes with them', () => {
  const {css} = trim(
    '@media (min-width:997px){.avatar{top:0}}@supports (display:grid){.button{top:0}.avatar{left:0}}',
    'button',
  );
  assert.equal(css.get('styles.css'), '@supports (display:grid){.button{top:0}}');
});

test('an Infima custom property goes once nothing reads it, read through another that went too, and stays when any sheet or the JavaScript reads it', () => {
  const {css, removedProperties} = trim(
    ':root{--ifm-used:1px;--ifm-unread:2px;--ifm-chain:3px;--ifm-by-chain:var(--ifm-chain);--ifm-named:red;--vm-own:1px}.card{padding:var(--ifm-by-chain)}',
    'style:{color:"var(--ifm-named)"}',
    '.modal{margin:var(--ifm-used)}',
  );
  assert.equal(css.get('styles.css'), ':root{--ifm-used:1px;--ifm-named:red;--vm-own:1px}');
  assert.deepEqual(removedProperties.sort(), ['--ifm-by-chain', '--ifm-chain', '--ifm-unread']);
});

test('a stylesheet with nothing of Infima that goes comes back byte for byte', () => {
  const css = '/* kept */\n.button {\n  margin: 0;\n}\n';
  assert.equal(trim(css, 'button').css.get('styles.css'), css);
});

test('the Infima stylesheet theme-classic loads is found and read: its components and custom properties', () => {
  const names = namesOf(fs.readFileSync(infimaStylesheet(), 'utf8'));
  for (const name of ['avatar', 'pills', 'navbar', 'menu__link', 'alert--warning'])
    assert.ok(names.classes.has(name), name);
  assert.ok(names.properties.has('--ifm-color-primary'));
  assert.ok(names.classes.size > 200);
});
