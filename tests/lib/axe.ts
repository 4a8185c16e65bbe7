/**
 * axe-core as the browser tests run it: WCAG 2.0 and 2.1 (levels A and AA)
 * and axe's best-practice rules, on the whole page, with no rule or element
 * left out. A failure lists every violation with where it was found, so it
 * can be fixed from the message alone.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {Result} from 'axe-core';
import {drawEveryDrawing} from './drawEveryDrawing';

/**
 * The rules are those of the project's own axe-core (package.json), not the
 * older copy @axe-core/playwright pins for itself: its 4.14 needs Node 22,
 * so the project keeps its 4.13 and hands it this engine.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (JSON.parse(fs.readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as {version: string})
  .version;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** How many times settleTransitions ends the running transitions before it gives up. */
const SETTLE_ROUNDS = 5;

/** How many offending elements of one rule a message names. */
const TARGETS_SHOWN = 3;

/** One line per violation: rule, impact, help, first offending elements and why. */
function describeViolations(where: string, violations: Result[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes
      .slice(0, TARGETS_SHOWN)
      .map((node) => node.target.join(' >> '))
      .join(' | ');
    const more = v.nodes.length > TARGETS_SHOWN ? ` (+${v.nodes.length - TARGETS_SHOWN} more)` : '';
    const detail = v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.failureSummary ?? '';
    return `- ${where}: ${v.id} [${v.impact ?? 'n/a'}] ${v.help}\n    elements: ${targets}${more}\n    why: ${detail.replace(/\s+/g, ' ')}`;
  });
}

/** Runs axe on the page as it is now (every window drawing drawn) and returns its violations, described. */
export async function audit(page: Page, where: string): Promise<string[]> {
  await drawEveryDrawing(page, true);
  try {
    return await runAxe(page, where);
  } finally {
    await drawEveryDrawing(page, false);
  }
}

async function runAxe(page: Page, where: string): Promise<string[]> {
  // Every rule runs; only the details of passing and inapplicable checks,
  // which nothing reads, are not collected (about a fifth of axe's time).
  // Legacy mode runs axe.run in the page itself (frames included, through
  // axe's own messaging) instead of collecting partial results and finishing
  // them in a second, blank page that each audit opens and closes: the same
  // rules on the same nodes, in a third of the time on this site's pages.
  const results = await new AxeBuilder({page, axeSource: AXE_SOURCE})
    .withTags(AXE_TAGS)
    .options({resultTypes: ['violations']})
    .setLegacyMode(true)
    .analyze();
  if (results.testEngine.version !== AXE_VERSION) {
    throw new Error(`axe ran ${results.testEngine.version}, not the project's axe-core ${AXE_VERSION}`);
  }
  return describeViolations(where, results.violations);
}

/**
 * Opens every closed `<details>` of the page, so that an audit also covers
 * what a reader who opens them sees (today: the window drawings' lists of
 * parts).
 */
export async function openEveryDetails(page: Page): Promise<void> {
  await page
    .locator('details:not([open])')
    .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
}

/**
 * Ends the CSS transitions running now at their end values, so that an audit
 * after a change of colour mode reads the new colours, not ones on the way:
 * the same colours as waiting for them to run out (about 0.4 s a page), at
 * once. Ending them can let others start (seen on the search button's keys,
 * whose colour transitions began a frame after the rest had ended), so this
 * repeats until none is left.
 */
export async function settleTransitions(page: Page): Promise<void> {
  const left = await page.evaluate((rounds) => {
    const running = () => document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    for (let round = 0; round < rounds; round += 1) {
      const transitions = running();
      if (transitions.length === 0) return 0;
      for (const transition of transitions) transition.finish();
    }
    return running().length;
  }, SETTLE_ROUNDS);
  if (left > 0) throw new Error(`${left} CSS transitions still run after ${SETTLE_ROUNDS} rounds of ending them`);
}

/** The message a failing accessibility expectation shows. */
export function violationsMessage(found: string[]): string {
  return `accessibility violations:\n${found.join('\n')}\n`;
}
