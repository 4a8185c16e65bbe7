/**
 * Accessibility: axe-core (WCAG 2.0 and 2.1, levels A and AA) finds no
 * violation on any route of the site, in light and in dark mode, nor in the
 * states a reader opens on top of a page: the mobile sidebar, the search
 * modal with results and the /search page with results.
 *
 * Each mode's routes are checked in one test on one page (one browser
 * context), so the two modes run side by side on the two workers. A failure
 * lists every violation with where it was found, so it can be fixed from the
 * message alone.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {Result} from 'axe-core';
import {test, expect, gotoHydrated} from './fixtures';
import {SPEC_ROUTES} from '../data/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** How many offending elements of one rule the message names. */
const TARGETS_SHOWN = 3;

/** Opens every page of the test in `mode`, as a reader who chose it before. */
async function useColorMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
}

async function gotoInMode(page: Page, path: string, mode: Mode): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

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

/** Runs axe on the page as it is now and returns its violations, described. */
async function audit(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return describeViolations(where, results.violations);
}

function expectNoViolations(found: string[]): void {
  expect(found.length, `accessibility violations:\n${found.join('\n')}\n`).toBe(0);
}

/**
 * The search modal, audited in two parts. DocSearch renders each hit as a
 * listbox option (`li.DocSearch-Hit[role=option]`) around a link, which axe
 * reports as nested-interactive. That markup is DocSearch's own: the option
 * carries autocomplete's selection state and the link inside is what the
 * mouse clicks (new tab, copy link). Replacing the link with a
 * non-interactive element would take those from mouse readers; a screen
 * reader already hears each option as one item (an option's children are
 * presentational), and Enter follows the selected hit through DocSearch's
 * navigator. So the options themselves are left out of the first pass, and
 * everything inside them (text, marks, contrast, names) is audited in a
 * second pass rooted at their links.
 */
async function auditSearchModal(page: Page, where: string): Promise<string[]> {
  const aroundHits = await new AxeBuilder({page}).withTags(WCAG_TAGS).exclude('.DocSearch-Hit').analyze();
  const found = describeViolations(where, aroundHits.violations);
  if ((await page.locator('.DocSearch-Hit > a').count()) > 0) {
    const insideHits = await new AxeBuilder({page}).withTags(WCAG_TAGS).include('.DocSearch-Hit > a').analyze();
    found.push(...describeViolations(`${where} (inside hits)`, insideHits.violations));
  }
  return found;
}

/** Opens the search modal with Ctrl+K (again if a mounting navbar missed it). */
async function openSearchModal(page: Page): Promise<void> {
  const modal = page.locator('.DocSearch-Modal');
  await expect(async () => {
    if (!(await modal.isVisible())) await page.keyboard.press('Control+k');
    await expect(modal).toBeVisible({timeout: 1000});
  }).toPass({timeout: 10_000});
}

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await useColorMode(page, mode);
    });

    test(`every spec route has no WCAG A/AA violation in ${mode} mode`, async ({page}) => {
      test.setTimeout(SPEC_ROUTES.length * 10_000);
      const found: string[] = [];
      for (const route of SPEC_ROUTES) {
        await gotoInMode(page, route.path, mode);
        found.push(...(await audit(page, `${mode} ${route.path}`)));
      }
      expectNoViolations(found);
    });

    test(`the open mobile sidebar has no WCAG A/AA violation in ${mode} mode`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await gotoInMode(page, '/obs-utils/getting-started', mode);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible();
      expectNoViolations(await audit(page, `${mode} mobile sidebar`));
    });

    test(`the search modal, with results and without, has no WCAG A/AA violation in ${mode} mode`, async ({page}) => {
      await gotoInMode(page, '/obs-utils/', mode);
      await openSearchModal(page);
      const input = page.locator('.DocSearch-Input');
      await input.fill('overlay');
      await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
      const found = await auditSearchModal(page, `${mode} search modal with results`);
      // Few hits: the "See all results" link below them is on screen too.
      await input.fill('websocket');
      await expect(page.locator('.DocSearch-HitsFooter a')).toBeInViewport();
      found.push(...(await auditSearchModal(page, `${mode} search modal with few results`)));
      await input.fill('zzyzx');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      found.push(...(await auditSearchModal(page, `${mode} search modal without results`)));
      expectNoViolations(found);
    });

    test(`the /search page with results has no WCAG A/AA violation in ${mode} mode`, async ({page}) => {
      await gotoInMode(page, '/search?q=overlay', mode);
      await expect(page.locator('main article .search-result-match').first()).toBeVisible();
      expectNoViolations(await audit(page, `${mode} /search?q=overlay`));
    });
  });
}
