/**
 * Keyboard only: a reader who never touches the mouse reaches every part of a
 * docs page with Tab, in reading order, always seeing where the focus is,
 * and searches with the keyboard alone.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearchModal} from './fixtures';

const DOCS_PAGE = '/obs-utils/getting-started';
/** More Tab presses than the page has stops; the walk ends in the footer. */
const MAX_TABS = 320;

/** Parts of the page, named by the theme's stable class names. */
const REGIONS = [
  ['announcement', '.theme-announcement-bar'],
  ['navbar', '.theme-layout-navbar'],
  ['sidebar', '.theme-doc-sidebar-container'],
  ['breadcrumbs', '.theme-doc-breadcrumbs'],
  ['article', 'article'],
  ['toc', '.theme-doc-toc-desktop'],
  ['footer', '.theme-layout-footer'],
] as const;

interface Stop {
  role: string;
  name: string;
  /** The part of the page holding the element, or "page" for none of them. */
  region: string;
  /** Whether the element draws an outline or a box shadow while focused. */
  indicated: boolean;
  describe: string;
}

/** What the focused element is, where it sits and whether its focus shows. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(
    (regions) => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return null;
      const implicitRoles: Record<string, string> = {
        a: 'link',
        button: 'button',
        input: 'textbox',
        pre: 'code',
        table: 'table',
      };
      const role = el.getAttribute('role') ?? implicitRoles[el.tagName.toLowerCase()] ?? el.tagName.toLowerCase();
      const labelled = el.getAttribute('aria-labelledby');
      const name = (
        el.getAttribute('aria-label') ??
        (labelled && document.getElementById(labelled)?.textContent) ??
        (el.textContent?.trim() || el.querySelector('img')?.alt || el.title || '')
      )
        .replace(/\s+/g, ' ')
        .trim();
      const region = regions.find(([, selector]) => el.closest(selector))?.[0] ?? 'page';
      // DocSearch's modal input draws its ring on the form around it.
      const ringHolder = el.classList.contains('DocSearch-Input') ? (el.closest('.DocSearch-Form') ?? el) : el;
      const style = getComputedStyle(ringHolder);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
      return {
        role,
        name,
        region,
        indicated: outlined || shadowed,
        describe: `${region}: ${role} "${name.slice(0, 50)}" (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`,
      };
    },
    REGIONS as unknown as Array<[string, string]>,
  );
}

/** Index of the first stop after `from` that matches, or -1. */
function indexOf(stops: Stop[], from: number, match: (s: Stop) => boolean): number {
  for (let i = from + 1; i < stops.length; i += 1) if (match(stops[i]!)) return i;
  return -1;
}

async function tabTo(page: Page, match: (s: Stop) => boolean): Promise<Stop> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (stop && match(stop)) return stop;
  }
  throw new Error('Tab never reached the element');
}

const isSearchButton = (s: Stop) => s.region === 'navbar' && /^Search/.test(s.name);

test.describe('keyboard only', () => {
  test('Tab visits skip link, announcement, navbar, sidebar, article and footer in order, each with a visible focus', async ({
    page,
  }) => {
    // The page has over 200 stops (the setup guide with its answers, and its table of contents).
    test.setTimeout(120_000);
    await gotoHydrated(page, DOCS_PAGE);

    const stops: Stop[] = [];
    for (let i = 0; i < MAX_TABS; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusedStop(page);
      if (!stop) break;
      stops.push(stop);
      if (i === 0) {
        // The skip link is hidden until it takes focus, then shows on screen.
        await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeInViewport();
      }
      if (stop.region === 'footer') break;
    }
    const sequence = stops.map((s) => s.describe).join('\n');

    expect(stops[0], `first stop:\n${sequence}`).toMatchObject({role: 'link', name: 'Skip to main content'});

    // The stops a reader must meet, in the order they must meet them.
    const expected: Array<[string, (s: Stop) => boolean]> = [
      ['announcement link', (s) => s.region === 'announcement' && s.role === 'link'],
      ['announcement Close button', (s) => s.region === 'announcement' && s.role === 'button' && s.name === 'Close'],
      ['navbar brand link', (s) => s.region === 'navbar' && s.role === 'link' && s.name === 'Void Monster'],
      ['navbar "OBS Utils" link', (s) => s.region === 'navbar' && s.role === 'link' && s.name === 'OBS Utils'],
      [
        'navbar "Ethereal Plane" link',
        (s) => s.region === 'navbar' && s.role === 'link' && s.name === 'Ethereal Plane',
      ],
      ['colour-mode toggle', (s) => s.region === 'navbar' && /Switch between dark and light mode/.test(s.name)],
      ['search button', isSearchButton],
      ['current page in the docs sidebar', (s) => s.region === 'sidebar' && s.name === 'Getting started'],
      ['breadcrumbs', (s) => s.region === 'breadcrumbs'],
      ['article content', (s) => s.region === 'article'],
      ['footer', (s) => s.region === 'footer'],
    ];
    let at = 0;
    for (const [label, match] of expected) {
      const next = indexOf(stops, at, match);
      expect(
        next,
        `"${label}" should come after stop ${at} ("${stops[at]?.describe}"). Tab order:\n${sequence}`,
      ).toBeGreaterThan(at);
      at = next;
    }

    const unmarked = stops.filter((s) => !s.indicated).map((s) => s.describe);
    expect(unmarked, `elements without a visible focus indicator:\n${unmarked.join('\n')}`).toEqual([]);
  });

  test('Enter on the focused search button opens the modal; ArrowDown picks a hit and Escape returns to the button', async ({
    page,
  }) => {
    await gotoHydrated(page, DOCS_PAGE);
    const button = await tabTo(page, isSearchButton);
    expect(button.indicated, button.describe).toBe(true);

    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', {name: 'Search'});
    await expect(modal).toBeVisible();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    const inputStop = await focusedStop(page);
    expect(inputStop?.indicated, inputStop?.describe).toBe(true);

    await page.keyboard.type('overlay');
    const hits = page.locator('.DocSearch-Hit').getByRole('option');
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowDown');
    const second = hits.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
    // Focus stays in the input, which points at the picked hit.
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    const picked = await second.evaluate((a) => getComputedStyle(a).boxShadow);
    expect(picked, 'the picked hit shows a ring').not.toBe('none');

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    const back = await focusedStop(page);
    expect(back && isSearchButton(back), `focus after Escape: ${back?.describe}`).toBe(true);
    expect(back?.indicated, back?.describe).toBe(true);
  });

  test('Ctrl+K opens the search modal from anywhere on the page', async ({page}) => {
    await gotoHydrated(page, DOCS_PAGE);
    await tabTo(page, (s) => s.region === 'article');
    await openSearchModal(page);
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  });
});
