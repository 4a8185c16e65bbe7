/**
 * The planner says only what its pages say: every bold label and code value
 * of every step of every possible checklist (tests/lib/plannerCombos.ts)
 * appears in one of the sections the step links, as built. A step that
 * names a setting, a button or a value the linked section does not show
 * would send the reader looking for something that is not there.
 *
 * Left out, each for its reason: values made from the reader's own answers
 * (the browser-source URLs built from their address), which no page can
 * hold.
 *
 * KNOWN_GAPS lists what the first run of this check found and is not fixed
 * yet, each by step and value: the test fails on any other gap, and on a
 * listed one that is gone (take it off the list).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {isTag, type Element} from 'domhandler';
import {test, expect} from './fixtures';
import {allAnswers} from '../lib/plannerCombos';
import {buildChecklist, stepsOf, type Inline, type Step} from '../../src/components/Planner/checklist';

const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Text as a reader compares it: white space collapsed, typographic quotes and dashes folded. */
function fold(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const pages = new Map<string, Element>();

/** The docs content of a built page. */
function contentOf(route: string): Element {
  let content = pages.get(route);
  if (!content) {
    const html = fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8');
    content = DomUtils.findOne(
      (e) => (e.attribs.class ?? '').split(/\s+/).includes('theme-doc-markdown'),
      parseDocument(html).children,
    )!;
    pages.set(route, content);
  }
  return content;
}

/** The text of a linked section: from its heading to the next heading of the same or a higher level; the whole page without an anchor. */
function sectionText(target: string): string {
  const [route, anchor] = target.split('#') as [string, string | undefined];
  const content = contentOf(route);
  if (!anchor) return fold(DomUtils.textContent(content));
  const start = DomUtils.findOne((e) => e.attribs.id === anchor, [content]);
  if (!start) return '';
  const level = /^h([1-6])$/.exec(start.name)?.[1];
  if (!level) return fold(DomUtils.textContent(start));
  const parts: string[] = [];
  for (let node = start.next; node; node = node.next) {
    if (isTag(node)) {
      const deeper = /^h([1-6])$/.exec(node.name)?.[1];
      if (deeper && Number(deeper) <= Number(level)) break;
    }
    parts.push(DomUtils.textContent(node));
  }
  return fold(`${DomUtils.textContent(start)} ${parts.join(' ')}`);
}

/** The bold labels and code values a step names, in its text and its details. */
function namedValues(step: Step): string[] {
  const inlines: Inline[] = [...step.text, ...step.details.flat()];
  return inlines.flatMap((inline) =>
    typeof inline === 'string' ? [] : 'strong' in inline ? [inline.strong] : [inline.code],
  );
}

/**
 * Found by the first run (2026-11-28), not fixed yet: a label the linked
 * section does not name (Enable Module in the 3.0.2 YouTube section); an
 * example value only the planner gives (/publicroll 1d20, !heal, the 3.0.2
 * poll text keys, Begin Combat).
 */
const KNOWN_GAPS = new Set([
  'ethereal-plane-polls-text-keys: ethereal-plane.ui.no',
  'ethereal-plane-polls-text-keys: ethereal-plane.ui.yes',
  'ethereal-plane-rolls: /publicroll 1d20',
  'ethereal-plane-trigger-create: !heal',
  'ethereal-plane-youtube-id: Enable Module',
  'obs-remote-check: Begin Combat',
]);

/** Values made from the reader's own answers: a browser-source URL built from their Foundry address. */
const FROM_THE_READER = /^https?:\/\/[^/]+\/(game|stream)$/;

test('every bold label and code value of every checklist step is in a section the step links', () => {
  const steps = new Map<string, Step>();
  for (const answers of allAnswers()) {
    for (const step of stepsOf(buildChecklist(answers)))
      steps.set(JSON.stringify([step.text, step.details, step.links]), step);
  }
  expect(steps.size).toBeGreaterThan(50);
  const missing = new Set<string>();
  const where = new Map<string, string>();
  let checked = 0;
  for (const step of steps.values()) {
    const sections = step.links.map((link) => sectionText(link.to));
    for (const value of namedValues(step)) {
      if (FROM_THE_READER.test(value)) continue;
      checked += 1;
      if (!sections.some((text) => text.includes(fold(value)))) {
        const gap = `${step.id}: ${value}`;
        missing.add(gap);
        where.set(gap, step.links.map((l) => l.to).join(', ') || '(no link)');
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  const unknown = [...missing].filter((gap) => !KNOWN_GAPS.has(gap)).map((gap) => `${gap} (linked: ${where.get(gap)})`);
  expect(unknown, 'labels and values that none of the linked sections shows').toEqual([]);
  expect(
    [...KNOWN_GAPS].filter((gap) => !missing.has(gap)),
    'known gaps that are gone: take them off KNOWN_GAPS',
  ).toEqual([]);
});
