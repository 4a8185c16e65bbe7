import {test, expect, gotoHydrated} from './fixtures';
import {
  DESKTOP_BREAKPOINT_PX,
  DISCORD_URL,
  PATREON_URL,
  COPYRIGHT_YEAR,
  TOC_MAX_HEADING_LEVEL,
} from '../../src/constants';

const desktop = {width: 1280, height: 800};
const mobile = {width: 390, height: 844};

test.describe('navbar', () => {
  test('shows Home, OBS Utils and Ethereal Plane on the left and Discord and Patreon on the right', async ({page}) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, '/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    await expect(left).toHaveText(['Home', 'OBS Utils', 'Ethereal Plane']);
    await expect(left.nth(1)).toHaveAttribute('href', '/obs-utils/');
    await expect(left.nth(2)).toHaveAttribute('href', '/ethereal-plane/');
    const right = page.locator('.navbar__items--right a.navbar__link');
    await expect(right).toHaveText(['Discord', 'Patreon']);
    await expect(right.nth(0)).toHaveAttribute('href', DISCORD_URL);
    await expect(right.nth(1)).toHaveAttribute('href', PATREON_URL);
  });

  test('marks the docs set of the current page as active', async ({page}) => {
    await gotoHydrated(page, '/ethereal-plane/polls');
    await expect(page.locator('a.navbar__link--active')).toHaveText('Ethereal Plane');
  });

  test('hides on scroll down and shows again on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 400});
    await gotoHydrated(page, '/obs-utils/getting-started');
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(640, 300);
    for (let step = 0; step < 6; step += 1) {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 150);
      // Each step scrolls the page before the next one, as a reader's wheel would.
      await page.waitForFunction((y) => window.scrollY > y, before);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -100);
    await expect(navbar).toBeInViewport();
  });

  test('is visible near the top of the page', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 400});
    await gotoHydrated(page, '/obs-utils/getting-started');
    await page.mouse.move(640, 300);
    const scrolled = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
          }),
        ),
    );
    await page.mouse.wheel(0, 20);
    // The theme hides the navbar from its scroll listener: once the scroll
    // event has been handled and two frames drawn, it would have been hidden.
    await scrolled;
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
    await expect(page.locator('nav.navbar')).toBeInViewport();
  });
});

test.describe('mobile sidebar', () => {
  test(`opens from the toggle below ${DESKTOP_BREAKPOINT_PX}px and offers the main menu as a secondary menu`, async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, '/obs-utils/obs-remote');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the docs sidebar comes first; the main menu is one step back.
    await expect(sidebar.getByRole('link', {name: 'Getting started'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Ethereal Plane'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Discord'})).toBeVisible();
  });

  test('is built only once the reader reaches for its button, and prefetches its pages only once it opens', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, '/obs-utils/obs-remote');
    const menu = page.locator('.navbar-sidebar');
    const button = page.getByRole('button', {name: 'Toggle navigation bar'});
    // A phone that never opens the menu never builds it (src/theme/Navbar/MobileSidebar).
    await expect(menu).toHaveCount(0);
    await button.focus();
    await expect(menu.locator('a[href="/obs-utils/manual-mode"]')).toHaveCount(1);
    await expect(menu).not.toBeInViewport();
    // Docusaurus's Link prefetches a page once an IntersectionObserver reports the link in view, and a
    // rectangle touching the screen's edge counts as in view: the closed menu must end left of the edge.
    const closed = await menu.boundingBox();
    expect(closed!.x + closed!.width).toBeLessThan(0);
    const prefetched = () => page.locator('link[rel="prefetch"]').count();
    const whileClosed = await prefetched();
    await button.click();
    await expect(menu).toBeVisible();
    await expect.poll(prefetched).toBeGreaterThan(whileClosed);
  });

  test('opens on a click that comes without a press or focus first, as some assistive technologies send it', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, '/obs-utils/obs-remote');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).dispatchEvent('click');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Manual mode'})).toBeVisible();
  });

  test('closes when the layout returns to desktop width', async ({page}) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, '/obs-utils/obs-remote');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize(desktop);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('closes after following a link', async ({page}) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, '/obs-utils/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Manual mode'}).click();
    await expect(page).toHaveURL(/\/obs-utils\/manual-mode$/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('docs sidebar', () => {
  test('can be hidden and shown again', async ({page}) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, '/obs-utils/obs-remote');
    const menu = page.locator('.theme-doc-sidebar-menu');
    await expect(menu).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(menu).toBeVisible();
  });

  test('opening a category collapses its sibling categories', async ({page}) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, '/obs-utils/');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.getByRole('link', {name: 'OBS Remote'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Developers/}).click();
    await expect(sidebar.getByRole('link', {name: 'API guide'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'OBS Remote'})).toBeHidden();
  });
});

test('table of contents lists the article headings of levels 2 and 3 only', async ({page}) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/obs-utils/getting-started');
  const headingIds = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((hs) => hs.map((h) => h.id));
  expect(headingIds.length).toBeGreaterThan(2);
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
  expect(tocTargets).toEqual(headingIds);
  const deeper = await page
    .locator(`article .markdown h${TOC_MAX_HEADING_LEVEL + 1}[id]`)
    .evaluateAll((hs) => hs.map((h) => h.id));
  for (const id of deeper) expect(tocTargets).not.toContain(id);
});

test('footer has Docs, Community and Support columns, the logo and the copyright', async ({page}) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'Support']);
  await expect(footer.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/');
  await expect(footer.getByRole('link', {name: 'Discord'})).toHaveAttribute('href', DISCORD_URL);
  await expect(footer.getByRole('link', {name: 'Patreon'})).toHaveAttribute('href', PATREON_URL);
  await expect(footer.getByRole('img', {name: 'Void Monster logo'})).toBeVisible();
  await expect(footer).toContainText(`Copyright © ${COPYRIGHT_YEAR} Void Monster.`);
});

test('the skip link is the first thing Tab reaches and jumps past the navbar and sidebar', async ({page}) => {
  await gotoHydrated(page, '/obs-utils/obs-remote');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // The next Tab continues from the start of the main content.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(focusedInMain).toBe(true);
});
