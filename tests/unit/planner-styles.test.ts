import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withStylesheet} from '../../src/components/Planner/stylesPlugin';

const HREF = '/assets/css/planner.0123abcd.css';

test("the planner's stylesheet is linked once, at the end of the page's head", () => {
  const page = '<html><head><link rel=stylesheet href=/assets/css/styles.1.css /></head><body></body></html>';
  const linked = withStylesheet(page, HREF);
  assert.equal(
    linked,
    `<html><head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel="stylesheet" href="${HREF}"></head><body></body></html>`,
  );
  assert.equal(withStylesheet(linked, HREF), linked, 'a second run changes nothing');
  assert.equal(withStylesheet(`<head><link rel=stylesheet href=${HREF}></head>`, HREF).match(/planner/g)?.length, 1);
  assert.throws(() => withStylesheet('<body></body>', HREF), /no <\/head>/);
});
