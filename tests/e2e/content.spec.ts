/**
 * The module pages, as a reader sees them: the key-terms lists cover every
 * module page (routes.spec.ts checks each page's h1 and key facts on its
 * routes walk, seo.spec.ts each description), the two setup pages put the
 * first step of their critical path on the first screen, and the two module
 * overviews show their diagram followed by a text alternative in light and
 * in dark mode.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {CONTENT_ROUTES} from '../data/routes';
import {KEY_TERMS, normalise} from '../lib/readerContent';

const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** Opens a page in the given colour mode, as a returning visitor who chose it. */
async function gotoInMode(page: Page, path: string, mode: Mode): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.emulateMedia({colorScheme: mode});
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test('the key-terms lists cover every module page of the route table', () => {
  const pages = CONTENT_ROUTES.map((route) => route.path).filter((path) => !path.endsWith('/api'));
  expect(Object.keys(KEY_TERMS).sort()).toEqual(pages.sort());
});

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
