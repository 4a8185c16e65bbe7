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
 */
import {DomUtils} from 'htmlparser2';
import {isTag, type Element} from 'domhandler';
import {test, expect} from './fixtures';
import {allAnswers} from '../lib/plannerCombos';
import {builtDocContent} from '../lib/builtSite';
import {buildChecklist, stepsOf, type Inline, type Step} from '../../src/components/Planner/checklist';

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

/** The docs content of a built page, read once. */
function contentOf(route: string): Element {
  const read = pages.get(route);
  if (read) return read;
  const content = builtDocContent(route);
  if (!content) throw new Error(`${route} has no docs content`);
  pages.set(route, content);
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

/** Values made from the reader's own answers: a browser-source URL built from their Foundry address. */
const FROM_THE_READER = /^https?:\/\/[^/]+\/(game|stream)$/;

test('every bold label and code value of every checklist step is in a section the step links', () => {
  const steps = new Map<string, Step>();
  for (const answers of allAnswers()) {
    for (const step of stepsOf(buildChecklist(answers)))
      steps.set(JSON.stringify([step.text, step.details, step.links]), step);
  }
  expect(steps.size).toBeGreaterThan(50);
  const missing: string[] = [];
  let checked = 0;
  for (const step of steps.values()) {
    const sections = step.links.map((link) => sectionText(link.to));
    for (const value of namedValues(step)) {
      if (FROM_THE_READER.test(value)) continue;
      checked += 1;
      if (!sections.some((text) => text.includes(fold(value)))) {
        missing.push(`${step.id}: ${value} (linked: ${step.links.map((l) => l.to).join(', ') || 'none'})`);
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect([...new Set(missing)], 'labels and values that none of the linked sections shows').toEqual([]);
});
