/**
 * The module pages, as a reader sees them: every page of the key-terms lists
 * shows its title and its key facts, every module page has a real
 * description and one h1, the two setup pages put the first step of their
 * critical path on the first screen, and the two module overviews show their
 * diagram followed by a text alternative in light and in dark mode.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {test, expect, gotoHydrated} from './fixtures';
import {CONTENT_ROUTES} from '../data/routes';

/** Per route: the exact h1 and the terms a reader must find in the article. */
interface PageTerms {
  h1: string;
  terms: string[];
}

function readTerms(file: string): Record<string, PageTerms> {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../data', file), 'utf8')) as Record<string, PageTerms>;
}

const KEY_TERMS: Record<string, PageTerms> = {
  ...readTerms('key-terms.obs-utils.json'),
  ...readTerms('key-terms.ethereal-plane.json'),
};
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** Minimum length of a page's meta description, so it can serve as a search snippet. */
const MIN_DESCRIPTION_LENGTH = 50;

/** Opens a page in the given colour mode, as a returning visitor who chose it. */
async function gotoInMode(page: Page, path: string, mode: Mode): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.emulateMedia({colorScheme: mode});
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Collapses runs of white space, so a term matches however the layout breaks its lines. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

test('the key-terms lists cover every module page of the route table', () => {
  const pages = CONTENT_ROUTES.map((route) => route.path).filter((path) => !path.endsWith('/api'));
  expect(Object.keys(KEY_TERMS).sort()).toEqual(pages.sort());
});

/** A real description (search snippets, link previews) and exactly one, visible h1. */
async function expectDescriptionAndOneH1(page: Page): Promise<void> {
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.trim().length, `description: "${description}"`).toBeGreaterThanOrEqual(MIN_DESCRIPTION_LENGTH);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
}

// One load per page. The text is the same in both colour modes; the a11y
// suite loads every route in each mode and fails on any console error.
for (const [path, expected] of Object.entries(KEY_TERMS)) {
  test(`${path} shows its key facts, a description and one h1`, async ({page}) => {
    await gotoHydrated(page, path);
    const article = page.locator('article');
    await expect(article.getByRole('heading', {level: 1})).toHaveText(expected.h1);
    await expectDescriptionAndOneH1(page);

    const text = normalise(await article.innerText());
    const missing = expected.terms.filter((term) => !text.includes(normalise(term)));
    expect(missing, `terms not visible in the article of ${path}`).toEqual([]);
  });
}

for (const route of CONTENT_ROUTES.filter((r) => !(r.path in KEY_TERMS))) {
  test(`${route.path} has a meta description of at least ${MIN_DESCRIPTION_LENGTH} characters and exactly one h1`, async ({
    page,
  }) => {
    await gotoHydrated(page, route.path);
    await expectDescriptionAndOneH1(page);
  });
}

const DIAGRAMS = [
  {
    path: '/obs-utils/',
    name: /How OBS Utils connects OBS Studio and Foundry VTT/,
    alternative: /^The picture shows a typical setup\./,
    facts: ['/game', '/stream', 'Director', 'WebSocket', '4455'],
  },
  {
    path: '/ethereal-plane/',
    name: /How Ethereal Plane connects your stream to Foundry VTT/,
    alternative: /^In words:/,
    facts: ['etherealplane.app', 'channel points', 'macro', 'poll'],
  },
];

for (const diagram of DIAGRAMS) {
  for (const mode of MODES) {
    test(`${diagram.path} shows its diagram with a text alternative after it in ${mode} mode`, async ({page}) => {
      await gotoInMode(page, diagram.path, mode);
      const image = page.locator('article').getByRole('img', {name: diagram.name});
      await expect(image).toBeVisible();
      await expect(image).toHaveAccessibleName(diagram.name);
      const box = await image.boundingBox();
      expect(box?.width ?? 0, 'rendered diagram width').toBeGreaterThan(300);

      // The paragraph right after the figure retells the picture in prose.
      const alternative = page.locator('article figure:has(svg[role="img"]) + p');
      await expect(alternative).toBeVisible();
      await expect(alternative).toHaveText(diagram.alternative);
      const prose = normalise(await alternative.innerText());
      for (const fact of diagram.facts) expect(prose).toContain(fact);
    });
  }
}

/**
 * The two setup pages open with their critical path: the first step of the
 * first ordered list in the article must be fully visible on the first screen
 * of a 1280×800 window, before any scrolling.
 */
const CRITICAL_PATHS = [
  {path: '/obs-utils/getting-started', firstStep: /Add-on Modules/},
  {path: '/ethereal-plane/quick-start', firstStep: /manifest|Install Module|Add-on Modules/},
];

for (const {path, firstStep} of CRITICAL_PATHS) {
  test(`${path} shows the first step of its critical path on the first screen at 1280×800`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, path);
    const step = page.locator('article ol > li').first();
    await expect(step).toContainText(firstStep);
    const box = await step.boundingBox();
    expect(box, 'first step rendered').not.toBeNull();
    expect(box!.y, 'first step starts inside the first screen').toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, 'first step ends inside the first screen').toBeLessThanOrEqual(800);
  });
}
