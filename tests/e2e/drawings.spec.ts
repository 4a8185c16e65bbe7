/**
 * The window drawings (src/components/WindowDrawing/) as readers and tools
 * meet them on the built pages:
 * - each drawing's labels, read from its text alternative, are those its
 *   truth list (tests/data/drawings/<set>/<release>/<id>.json) takes from the
 *   module source, in the markup's order, and none it must not show;
 * - its numbered callouts and its legend agree, and every legend link leads
 *   to an element that exists;
 * - on a phone it scrolls inside its own frame, never the page, and takes
 *   keyboard focus while it does; hydration does not move it;
 * - a label that only a drawing shows finds its page in search.
 * axe audits every drawing with its list of parts open, in both colour
 * modes, in the route walk (routes.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import {findAll, findOne, getAttributeValue, textContent} from 'domutils';
import type {Document, Element} from 'domhandler';

import {parseBuiltPage} from '../lib/builtSite';
import {hitsFor} from '../lib/searchAnswer';
import {test, expect, gotoHydrated} from './fixtures';
import {CONTENT_ROUTES} from '../data/routes';
import {fold} from '../lib/truth';

const DRAWINGS_DIR = path.join(__dirname, '../data/drawings');

interface Label {
  text: string;
  source: string;
}
interface DrawingTruth {
  route: string;
  drawing: string;
  inOrder: boolean;
  labels: Label[];
  neverLabels: Label[];
}

const truths: (DrawingTruth & {file: string})[] = fs
  .readdirSync(DRAWINGS_DIR, {recursive: true, encoding: 'utf8'})
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    file: name,
    ...(JSON.parse(fs.readFileSync(path.join(DRAWINGS_DIR, name), 'utf8')) as DrawingTruth),
  }));

/** The parsed built pages, each parsed once. */
const documents = new Map<string, Document>();
function builtPage(route: string): Document {
  if (!documents.has(route)) documents.set(route, parseBuiltPage(route));
  return documents.get(route)!;
}

const byId = (root: Document, id: string) => findOne((e: Element) => e.attribs.id === id, root.children, true);

/** The drawings of every guide page, as the build rendered them. */
const drawn = CONTENT_ROUTES.flatMap(({path: route}) =>
  findAll((e: Element) => e.name === 'figure' && /^drawing-/.test(e.attribs.id ?? ''), builtPage(route).children).map(
    (figure) => ({route, id: figure.attribs.id!.slice('drawing-'.length), figure}),
  ),
);

/** The lines of a drawing's text alternative (its list of parts), in reading order. */
function partsOf(figure: Element): string[] {
  const drawing = findOne((e: Element) => e.attribs.role === 'img', [figure], true)!;
  const list = findOne((e: Element) => e.attribs.id === drawing.attribs['aria-describedby'], [figure], true);
  expect(list, 'the drawing is described by its list of parts').toBeTruthy();
  return findAll((e: Element) => e.name === 'li', list!.children).map((item) =>
    fold(
      item.children
        .filter((child) => !(child.type === 'tag' && (child as Element).name === 'ul'))
        .map((child) => textContent(child))
        .join(''),
    ),
  );
}

test('the drawings are on the pages, each with exactly one truth list', () => {
  expect(drawn.length).toBeGreaterThan(0);
  const onPages = drawn.map(({route, id}) => `${route} ${id}`).sort();
  const listed = truths.map(({route, drawing}) => `${route} ${drawing}`).sort();
  expect(listed).toEqual(onPages);
});

for (const truth of truths) {
  test(`${truth.route}: the drawing "${truth.drawing}" shows the labels of the module source (${truth.file})`, () => {
    const figure = drawn.find(({route, id}) => route === truth.route && id === truth.drawing)?.figure;
    expect(figure, `no drawing ${truth.drawing} on ${truth.route}`).toBeTruthy();
    const parts = partsOf(figure!);
    // Each label at or after the line of the one before it (one line can hold several, e.g. tabs).
    let from = 0;
    const used = new Set<string>();
    const missing: string[] = [];
    for (const {text} of truth.labels) {
      const at = parts.findIndex(
        (line, index) => index >= (truth.inOrder ? from : 0) && line.includes(text) && !used.has(`${index}:${text}`),
      );
      if (at === -1) {
        missing.push(text);
        continue;
      }
      used.add(`${at}:${text}`);
      if (truth.inOrder) from = at;
    }
    expect(missing, truth.inOrder ? 'labels missing or out of the markup’s order' : 'labels missing').toEqual([]);
    const all = parts.join('\n').toLowerCase();
    expect(truth.neverLabels.map((l) => l.text).filter((text) => all.includes(text.toLowerCase()))).toEqual([]);
  });
}

for (const {route, id, figure} of drawn) {
  test(`${route}: the callouts of "${id}" match its legend, and each legend link leads somewhere`, () => {
    const marks = findAll((e: Element) => e.attribs['data-callout'] !== undefined, [figure]).map((e) =>
      Number(e.attribs['data-callout']),
    );
    const legend = findOne((e: Element) => e.attribs['data-legend'] !== undefined, [figure], true);
    const entries = legend ? findAll((e: Element) => e.name === 'li', legend.children) : [];
    expect(marks).toEqual(marks.map((_, index) => index + 1));
    expect(entries.map((entry) => Number(entry.attribs.value))).toEqual(marks);
    for (const entry of entries) {
      const link = findOne((e: Element) => e.name === 'a', entry.children, true);
      const href = link ? getAttributeValue(link, 'href') : undefined;
      expect(href, `legend entry "${fold(textContent(entry))}" has a link`).toBeTruthy();
      const url = new URL(href!, `https://site.test${route}`);
      const target = url.pathname.replace(/\/$/, '') === route.replace(/\/$/, '') ? route : url.pathname;
      expect(byId(builtPage(target), decodeURIComponent(url.hash.slice(1))), `${href} from ${route}`).toBeTruthy();
    }
  });
}

const drawnRoutes = [...new Set(drawn.map(({route}) => route))];

test('at 390 px a drawing scrolls inside its frame, takes focus only while it does, and the page never scrolls sideways', async ({
  browser,
}) => {
  test.setTimeout(drawnRoutes.length * 10_000);
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  for (const route of drawnRoutes) {
    await gotoHydrated(page, route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
    const frames = page.locator('figure[id^="drawing-"] [role="img"]');
    for (const frame of await frames.all()) {
      const scrolls = await frame.evaluate((e) => e.scrollWidth > e.clientWidth);
      if (scrolls) await expect(frame).toHaveAttribute('tabindex', '0');
      else expect(await frame.getAttribute('tabindex')).toBeNull();
    }
  }
  await context.close();
});

test('a drawing below the first screen is laid out only once the reader scrolls near it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/obs-utils/obs-remote');
  const last = page.locator('figure[id^="drawing-"] [role="img"]').last();
  // The frame has `content-visibility: auto`; its title bar is what the browser skips or draws.
  const drawn = () =>
    last.evaluate((e) =>
      e.querySelector('.wd-frame')!.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
    );
  expect(await drawn()).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
});

test('hydration does not move or resize a drawing', async ({browser}) => {
  test.setTimeout(drawnRoutes.length * 10_000);
  // The same pages with and without JavaScript: where the server put each drawing, and where it is once hydrated.
  const [hydrated, serverOnly] = await Promise.all(
    [true, false].map((javaScriptEnabled) =>
      browser.newContext({javaScriptEnabled, viewport: {width: 1280, height: 900}}).then((c) => c.newPage()),
    ),
  );
  const boxes = (page: typeof hydrated) =>
    page
      .locator('figure[id^="drawing-"]')
      .evaluateAll((figures) => figures.map((f) => JSON.stringify(f.getBoundingClientRect())));
  for (const route of drawnRoutes) {
    await gotoHydrated(hydrated!, route);
    await serverOnly!.goto(route);
    expect(await boxes(hydrated!), route).toEqual(await boxes(serverOnly!));
  }
  await Promise.all([hydrated!.context().close(), serverOnly!.context().close()]);
});

test('a label that only a drawing shows finds its page in search', async ({page}) => {
  // Labels of the drawings that the rest of their page never writes, on the current pages (search indexes the
  // current releases only).
  const candidates = truths
    .filter(({route}) => !/^\/[^/]+\/\d+\.\d+\.\d+\//.test(route))
    .flatMap(({route, labels}) => {
      const article = findOne((e: Element) => e.name === 'article', builtPage(route).children, true)!;
      let prose = fold(textContent(article));
      for (const figure of findAll((e: Element) => e.name === 'figure', [article])) {
        prose = prose.replace(fold(textContent(figure)), ' ');
      }
      return labels.filter(({text}) => text.length > 6 && !prose.includes(text)).map(({text}) => ({route, text}));
    });
  expect(candidates.length, 'no label is on a drawing only').toBeGreaterThan(0);
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  for (const {route, text} of candidates.slice(0, 3)) {
    // Hits of this label, never the previous one's (tests/lib/searchAnswer.ts).
    const pages = [...new Set((await hitsFor(page, text)).map((href) => href.split('#')[0]))];
    expect(pages.slice(0, 3), `"${text}"`).toContain(route);
  }
});

/**
 * What the drawings cost a phone at hydration (StaticOnHydration): React
 * keeps each drawing's frame and list of parts as the server wrote them and
 * builds no components for their contents, which it marks with a
 * `__reactFiber…` property on every element it hydrates. After a client-side
 * navigation the same parts are rendered by React, with their full contents,
 * and styled as on a first visit (the drawing styles are page-only).
 */
test('hydration keeps each drawing as the server wrote it; a client-side navigation renders it whole, styled the same', async ({
  page,
}) => {
  const route = drawnRoutes[0]!;
  const parts = () =>
    page.evaluate(() => {
      const hydrated = (e: object) => Object.keys(e).some((key) => key.startsWith('__reactFiber'));
      return Array.from(document.querySelectorAll('figure[id^="drawing-"] :is(.wd-frame, .wd-alt)')).map((box) => ({
        box: hydrated(box),
        elements: box.querySelectorAll('*').length,
        hydratedInside: Array.from(box.querySelectorAll('*')).filter(hydrated).length,
      }));
    });
  const style = () =>
    page
      .locator('figure[id^="drawing-"] [role="img"]')
      .first()
      .evaluate((e) => `${getComputedStyle(e).overflowX} ${getComputedStyle(e).borderTopStyle}`);
  await gotoHydrated(page, route);
  const firstVisit = await parts();
  expect(firstVisit.length).toBeGreaterThan(0);
  for (const part of firstVisit) {
    expect(part.box, 'the frame itself belongs to React').toBe(true);
    expect(part.elements, 'the server wrote its contents').toBeGreaterThan(0);
    expect(part.hydratedInside, 'React built nothing inside it').toBe(0);
  }
  const firstVisitStyle = await style();
  expect(firstVisitStyle).toBe('auto solid');

  // From the module's overview, through its sidebar: React Router swaps the page, the document stays.
  await gotoHydrated(page, `/${route.split('/')[1]}/`);
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  await page.locator(`nav a[href="${route}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.locator('figure[id^="drawing-"]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  const afterNavigation = await parts();
  expect(afterNavigation.map((part) => part.elements)).toEqual(firstVisit.map((part) => part.elements));
  for (const part of afterNavigation) expect(part.hydratedInside).toBeGreaterThan(0);
  expect(await style()).toBe(firstVisitStyle);
});

/**
 * What a phone reader sees of a drawing wider than the screen, with no
 * script at all (so also before hydration): a one-line hint above it, and a
 * shadow on each edge that has more of the drawing beyond it. The shadows
 * are the scroller's ::before and ::after; each `.wd-cover` scrolls with the
 * drawing and hides its side's shadow while that end is in view.
 */
test('a drawing wider than the screen shows that it scrolls sideways, without script: a hint, and a shadow on the edge with more', async ({
  browser,
}) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width, height: 844}});
    const page = await context.newPage();
    await page.goto('/obs-utils/director');
    const figure = page.locator('#drawing-director');
    const scroller = figure.locator('[role="img"]');
    const hint = figure.locator('.wd-scroll-hint');
    await scroller.scrollIntoViewIfNeeded();
    const edges = () =>
      scroller.evaluate((e) => {
        const box = e.getBoundingClientRect();
        const inView = (r: DOMRect | undefined) =>
          !!r && r.width > 0 && r.right > box.left + 1 && r.left < box.right - 1;
        const [start, end] = Array.from(e.querySelectorAll(':scope > .wd-cover'), (c) => c.getBoundingClientRect());
        return {
          shadows: getComputedStyle(e, '::after').visibility === 'visible',
          left: !inView(start),
          right: !inView(end),
        };
      });
    if (width === 390) {
      await expect(hint).toBeVisible();
      await expect(hint).toHaveText(/scroll the drawing sideways/);
      expect(await edges(), 'at the start: more to the right only').toEqual({shadows: true, left: false, right: true});
      await scroller.evaluate((e) => e.scrollBy(80, 0));
      expect(await edges(), 'in the middle: more on both sides').toEqual({shadows: true, left: true, right: true});
      await scroller.evaluate((e) => e.scrollTo(e.scrollWidth, 0));
      expect(await edges(), 'at the end: more to the left only').toEqual({shadows: true, left: true, right: false});
    } else {
      await expect(hint).toBeHidden();
      expect((await edges()).shadows, 'no shadow on a drawing that fits').toBe(false);
    }
    await context.close();
  }
});

test('at 1280 px even the widest drawings fit the docs column: none scrolls or says it does', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  // Both pages hold 680 px drawings, the widest there are.
  for (const route of ['/obs-utils/overlay-editor', '/ethereal-plane/triggers']) {
    await page.goto(route);
    const figures = await page.locator('figure[id^=drawing-]').evaluateAll((all) =>
      all.map((figure) => {
        const scroller = figure.querySelector<HTMLElement>('[role="img"]')!;
        const hint = figure.querySelector('.wd-scroll-hint');
        return {
          id: figure.id,
          overflows: scroller.scrollWidth > scroller.clientWidth,
          hint: hint !== null && getComputedStyle(hint).display !== 'none',
        };
      }),
    );
    expect(figures.length, route).toBeGreaterThan(0);
    expect(figures.filter((f) => f.overflows || f.hint)).toEqual([]);
  }
  await context.close();
});

test('a window with a header menu draws its ⋮ button and the menu open under it, hiding no callout number', async ({
  page,
}) => {
  await gotoHydrated(page, '/obs-utils/overlay-editor');
  const figure = page.locator('#drawing-overlay-editor');
  const drawing = figure.locator('[role="img"]');
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing.locator('.wd-title-bar .wd-menu-button')).toBeVisible();
  const menu = drawing.locator('.wd-menu');
  await expect(menu).toBeVisible();
  await expect(menu.locator('li')).toHaveText([/Import/, /Export/]);
  const placed = await drawing.evaluate((e) => {
    const rect = (s: string) => e.querySelector(s)!.getBoundingClientRect();
    const [menuBox, bar, frame] = [rect('.wd-menu'), rect('.wd-title-bar'), rect('.wd-frame')];
    const hidden = Array.from(e.querySelectorAll('.wd-body .wd-badge')).filter((badge) => {
      const b = badge.getBoundingClientRect();
      return b.left < menuBox.right && b.right > menuBox.left && b.top < menuBox.bottom && b.bottom > menuBox.top;
    });
    return {
      underTheBar: menuBox.top >= bar.bottom - 1,
      atTheRight: frame.right - menuBox.right < menuBox.left - frame.left,
      insideTheFrame: menuBox.right <= frame.right && menuBox.bottom <= frame.bottom,
      hiddenNumbers: hidden.map((badge) => badge.textContent),
    };
  });
  expect(placed).toEqual({underTheBar: true, atTheRight: true, insideTheFrame: true, hiddenNumbers: []});
  // The list of parts says so too.
  await expect(figure.locator('.wd-alt')).toContainText('Menu (⋮), drawn open');
});

test('a callout number on a text, a label or a status mark covers none of its letters', async ({page}) => {
  test.setTimeout(drawnRoutes.length * 10_000);
  for (const route of drawnRoutes) {
    await gotoHydrated(page, route);
    const covered = await page.locator('figure[id^="drawing-"] [role="img"]').evaluateAll((drawings) =>
      drawings.flatMap((drawing) =>
        Array.from(drawing.querySelectorAll('.wd-mark-gutter')).flatMap((target) => {
          const badge = target.querySelector(':scope > .wd-badge')!.getBoundingClientRect();
          const range = document.createRange();
          const boxes: DOMRect[] = [];
          for (const child of Array.from(target.children).filter((c) => !c.classList.contains('wd-badge'))) {
            range.selectNodeContents(child);
            boxes.push(...Array.from(range.getClientRects()));
            // Glyphs and boxes have no text: their own boxes count (the part itself may be the icon).
            const glyphs = [child, ...Array.from(child.querySelectorAll('*'))].filter((g) =>
              g.matches('.wd-icon, .wd-checkbox'),
            );
            boxes.push(...glyphs.map((g) => g.getBoundingClientRect()));
          }
          const hits = boxes.some(
            (b) =>
              b.width > 0 &&
              b.left < badge.right - 1 &&
              b.right > badge.left + 1 &&
              b.top < badge.bottom - 1 &&
              b.bottom > badge.top + 1,
          );
          return hits ? [`${drawing.closest('figure')!.id} (${badge.toJSON().x | 0}): ${target.textContent}`] : [];
        }),
      ),
    );
    expect(covered, route).toEqual([]);
  }
});

test('marked and unmarked texts of one row line up (the logged-in Setup window)', async ({page}) => {
  await gotoHydrated(page, '/ethereal-plane/quick-start');
  const drawing = page.locator('#drawing-setup-logged-in [role="img"]');
  await drawing.scrollIntoViewIfNeeded();
  const tops = await drawing.evaluate((e) => {
    const top = (text: string) =>
      Array.from(e.querySelectorAll('.wd-text > span'))
        .find((span) => span.textContent === text)!
        .getBoundingClientRect().top;
    return [top('Polls'), top('Inactive')];
  });
  expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThanOrEqual(1);
});

test('OBS Utils draws its chosen mode green, Ethereal Plane its Abort red, and a setting’s condition like every condition', async ({
  page,
}) => {
  await gotoHydrated(page, '/obs-utils/director');
  await expect(page.locator('#drawing-director .wd-pressed').first()).toHaveCSS('border-top-color', 'rgb(35, 122, 35)');
  await gotoHydrated(page, '/ethereal-plane/polls');
  await expect(page.locator('#drawing-poll-running .wd-danger')).toHaveCSS('background-color', 'rgb(240, 128, 128)');
  await gotoHydrated(page, '/ethereal-plane/quick-start');
  const condition = page.locator('#drawing-settings .wd-setting > .wd-when').first();
  await expect(condition).toHaveText('GM only');
  await expect(condition).toHaveCSS('font-style', 'italic');
});
