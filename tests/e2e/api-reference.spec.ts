import {DomUtils} from 'htmlparser2';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {SPEC_ROUTES} from '../data/routes';
import {DOCS_SETS, VERSIONED_DOCS_SETS} from '../../src/constants';
import {parseBuiltPage} from '../lib/builtSite';

/**
 * The API reference TypeDoc generates from `api/<set>/index.ts`, as a reader
 * meets it: routes and titles, the index lists, each member's signature, the
 * sidebar, the links from the hand-written guides, and layout on a phone.
 */

interface ReferencePage {
  /** Name as listed on the index and in the sidebar. */
  name: string;
  path: string;
  h1: string;
}

interface ReferenceSet {
  module: string;
  guide: string;
  index: ReferencePage;
  classes: ReferencePage[];
  functions: ReferencePage[];
}

/** A reference page of the route table: its name is the last part of its path. */
function referencePage(path: string, h1: (name: string) => string): ReferencePage {
  const name = path.split('/').pop()!;
  return {name, path, h1: h1(name)};
}

/** The current releases' reference pages, from the route table (tests/data/routes.ts). */
const SETS: ReferenceSet[] = VERSIONED_DOCS_SETS.map((docsSet) => {
  const label = DOCS_SETS[docsSet].label;
  const paths = SPEC_ROUTES.filter((r) => r.docsSet === docsSet && r.kind === 'api-reference').map((r) => r.path);
  const index = paths.find((p) => p.endsWith('/api-reference/'))!;
  const under = (folder: string) => paths.filter((p) => p.startsWith(`${index}${folder}/`));
  return {
    module: label,
    guide: `/${docsSet}/api`,
    index: {name: 'API reference', path: index, h1: `${label} API reference`},
    classes: under('classes').map((p) => referencePage(p, (name) => `Class: ${name}`)),
    functions: under('functions').map((p) => referencePage(p, (name) => `Function: ${name}()`)),
  };
});

const memberPages = (set: ReferenceSet): ReferencePage[] => [...set.classes, ...set.functions];
const ALL_PAGES = SETS.flatMap((set) => [set.index, ...memberPages(set)]);

/**
 * Members of each class page in page order: the h3 a reader sees and the
 * declaration in the code block right under it, on the current releases'
 * reference (OBS Utils 4.5.0, Ethereal Plane 3.3.0). Signatures follow the
 * modules' sources at those tags; an optional parameter with a default is
 * shown by TypeDoc as `name?: type`.
 */
const CLASS_MEMBERS: Record<string, Array<[heading: string, declaration: string]>> = {
  ObsUtilsApi: [
    ['Constructor', 'new ObsUtilsApi(): ObsUtilsApi;'],
    ['overlayTypes', 'overlayTypes: Map<string, OverlayType>;'],
    ['overlayTypeNames', 'overlayTypeNames: Map<string, string>;'],
    ['singleInstanceOverlays', 'singleInstanceOverlays: Set<SvelteComponentConstructor>;'],
    [
      'singleInstanceOverlaysSvelte5',
      'singleInstanceOverlaysSvelte5: Set<Component<Record<string, any>, Record<string, any>, string>>;',
    ],
    ['registerOverlayType()', 'registerOverlayType(key: string, readableName: string, type: OverlayType): void;'],
    ['registerUniqueOverlay()', 'registerUniqueOverlay(overlay: SvelteComponentConstructor): void;'],
    ['registerUniqueOverlaySvelte5()', 'registerUniqueOverlaySvelte5(overlay: Component): void;'],
    ['getSelectedActors()', 'getSelectedActors(): string[] | undefined;'],
    ['setSelectedActors()', 'setSelectedActors(actorArray: string[]): Promise<void>;'],
    ['setAVData()', 'setAVData(actorValueArray: ActorValues): void;'],
    ['getOBSWebsocketClient()', 'getOBSWebsocketClient(): Promise<OBSWebSocket> | undefined;'],
    ['isOBS()', 'isOBS(): boolean | undefined;'],
  ],
  OverlayType: [
    ['Constructor', 'new OverlayType(overlayClass: Component<any, any, any>): OverlayType;'],
    ['overlayEditor', 'overlayEditor: Component;'],
    ['overlayComponents', 'overlayComponents: Map<string, Component<any, any, any>>;'],
    ['overlayClass', 'overlayClass: Component;'],
    ['overlayComponentNames', 'overlayComponentNames: Map<string, string>;'],
    ['overlayComponentEditors', 'overlayComponentEditors: Map<string, Component<any, any, any>>;'],
    ['compactEditorButtons', 'compactEditorButtons: Map<string, boolean>;'],
    ['registerOverlayEditor()', 'registerOverlayEditor(editor: Component<any, any, any>): void;'],
    [
      'registerComponent()',
      'registerComponent(key: string, readableName: string, type: Component<any, any, any>): void;',
    ],
    [
      'registerComponentEditor()',
      'registerComponentEditor(key: string, editor: Component<any, any, any>, compactButtons?: boolean): void;',
    ],
  ],
  EtherealPlaneAPI: [
    ['Constructor', 'new EtherealPlaneAPI(): EtherealPlaneAPI;'],
    ['sendMessageToChat()', 'sendMessageToChat(message: string): void;'],
  ],
};

/** The signature shown at the top of each function page. */
const FUNCTION_SIGNATURES: Record<string, string> = {
  registerDefaultTypes: 'function registerDefaultTypes(): void;',
  getApi: 'function getApi(): EtherealPlaneAPI | undefined;',
};

/**
 * Text as a reader compares it: runs of whitespace become one space, line
 * breaks just inside brackets disappear, and the zero-width space of
 * Docusaurus's heading anchors is dropped.
 */
function normalise(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim();
}

/** The code block directly after `heading` (an h3, or the h1's header). */
function codeBlockAfter(heading: Locator): Locator {
  return heading.locator('xpath=following-sibling::*[1][contains(@class, "theme-code-block")]').locator('code');
}

/** The h3 headings of the article, normalised, in page order. */
async function memberHeadings(page: Page): Promise<string[]> {
  return (await page.locator('article .markdown h3').allInnerTexts()).map(normalise);
}

// One load per reference page for its per-page properties.
test.describe('API reference pages', () => {
  for (const set of SETS) {
    test(`each ${set.module} reference page is served with its h1, a title naming the module and a description, and shows no "Defined in" or source links`, async ({
      page,
    }) => {
      for (const ref of [set.index, ...memberPages(set)]) {
        const response = await page.goto(ref.path);
        expect(response?.status(), ref.path).toBe(200);
        await expect(page.locator('article h1'), ref.path).toHaveCount(1);
        await expect(page.locator('article h1'), ref.path).toHaveText(ref.h1);
        await expect(page, ref.path).toHaveTitle(new RegExp(`^${set.module} API`));
        const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
        expect(description.length, `description of ${ref.path}`).toBeGreaterThan(40);
        if (ref !== set.index) expect(description, ref.path).toContain(ref.name);

        const article = page.locator('article');
        await expect(article, ref.path).not.toContainText('Defined in');
        const hrefs = await article
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        const sourceLinks = hrefs.filter((href) => /github\.com|\/blob\/|\.(ts|tsx|js|mjs)(#|$)/.test(href));
        expect(sourceLinks, ref.path).toEqual([]);
      }
    });
  }
});

test.describe('API reference index', () => {
  for (const set of SETS) {
    test(`the ${set.module} index lists exactly its classes and functions, and each link opens its page`, async ({
      page,
    }) => {
      await gotoHydrated(page, set.index.path);
      const article = page.locator('article .markdown');
      for (const [section, expected] of [
        ['Classes', set.classes],
        ['Functions', set.functions],
      ] as const) {
        const heading = article.locator('h2').filter({hasText: new RegExp(`^${section}\\W*$`)});
        await expect(heading).toHaveCount(1);
        const links = heading.locator('xpath=following-sibling::table[1]').locator('tbody a');
        await expect(links).toHaveText(expected.map((ref) => ref.name));
        for (const [i, ref] of expected.entries()) {
          await expect(links.nth(i)).toHaveAttribute('href', ref.path);
        }
      }
      // Nothing else in the article points into the reference.
      const referenceLinks = article.locator('a[href*="/api-reference/"]');
      await expect(referenceLinks).toHaveCount(memberPages(set).length);

      for (const ref of memberPages(set)) {
        await article.getByRole('link', {name: ref.name, exact: true}).click();
        await expect(page).toHaveURL(new RegExp(`${ref.path}$`));
        await expect(page.locator('article h1')).toHaveText(ref.h1);
        await page.goBack();
        await expect(page.locator('article h1')).toHaveText(set.index.h1);
      }
    });

    test(`the ${set.module} index introduces the reference once and links back to the guide`, async ({page}) => {
      await gotoHydrated(page, set.index.path);
      const article = page.locator('article .markdown');
      await expect(
        article.locator('p').filter({hasText: /^Exact signatures, parameters and return values/}),
      ).toHaveCount(1);
      // The maintainers' note at the top of api/<set>/index.ts is not an intro.
      await expect(article).not.toContainText('Public API surface');
      const guideLink = article.locator(`a[href="${set.guide}"]`);
      await expect(guideLink).toHaveCount(1);
      await guideLink.click();
      await expect(page).toHaveURL(new RegExp(`${set.guide}$`));
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});

test.describe('API reference members', () => {
  for (const [className, members] of Object.entries(CLASS_MEMBERS)) {
    const ref = SETS.flatMap((set) => set.classes).find((c) => c.name === className)!;
    test(`${className} lists each member with its signature`, async ({page}) => {
      await gotoHydrated(page, ref.path);
      expect(await memberHeadings(page)).toEqual(members.map(([heading]) => heading));
      for (const [heading, declaration] of members) {
        const h3 = page
          .locator('article .markdown h3')
          .filter({hasText: new RegExp(`^${heading.replace(/[()]/g, '\\$&')}\\W*$`)});
        await expect(h3, heading).toHaveCount(1);
        const code = codeBlockAfter(h3);
        await expect(code, `code block under ${heading}`).toHaveCount(1);
        expect(`${normalise(await h3.innerText())} ${normalise(await code.innerText())}`).toBe(
          `${heading} ${declaration}`,
        );
      }
    });
  }

  test('OverlayType shows that compactButtons defaults to false', async ({page}) => {
    await gotoHydrated(page, '/obs-utils/api-reference/classes/OverlayType');
    const h3 = page.locator('article .markdown h3').filter({hasText: /^registerComponentEditor\(\)/});
    const parameters = h3.locator('xpath=following-sibling::table[1]');
    const row = parameters.locator('tr').filter({hasText: 'compactButtons'});
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('boolean');
    await expect(row).toContainText('Defaults to false.');
  });

  for (const [name, signature] of Object.entries(FUNCTION_SIGNATURES)) {
    const ref = SETS.flatMap((set) => set.functions).find((f) => f.name === name)!;
    test(`${name} shows its signature under the title`, async ({page}) => {
      await gotoHydrated(page, ref.path);
      const header = page.locator('article header').filter({has: page.locator('h1')});
      expect(normalise(await codeBlockAfter(header).innerText())).toBe(signature);
    });
  }
});

test.describe('API reference sidebar', () => {
  for (const set of SETS) {
    test(`${set.module}: "API reference" is a category under "Developers" listing every reference page`, async ({
      page,
    }) => {
      await gotoHydrated(page, set.classes[0].path);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      const categoryLabel = (label: string) =>
        page.locator(':scope > .menu__list-item-collapsible .menu__link', {hasText: new RegExp(`^${label}$`)});
      const developers = sidebar
        .locator(':scope > li.theme-doc-sidebar-item-category')
        .filter({has: categoryLabel('Developers')});
      await expect(developers).toHaveCount(1);
      const reference = developers
        .locator(':scope > ul > li.theme-doc-sidebar-item-category')
        .filter({has: categoryLabel('API reference')});
      await expect(reference).toHaveCount(1);
      await expect(reference.locator(':scope > .menu__list-item-collapsible a')).toHaveAttribute(
        'href',
        set.index.path,
      );
      const pages = reference.locator(':scope > ul > li > a');
      await expect(pages).toHaveText(memberPages(set).map((ref) => ref.name));
      for (const [i, ref] of memberPages(set).entries()) {
        await expect(pages.nth(i)).toHaveAttribute('href', ref.path);
      }
      await expect(reference.locator('a[aria-current="page"]')).toHaveText(set.classes[0].name);
    });
  }
});

/** The ids of the headings in a built page's article. */
function builtIds(route: string): string[] {
  const article = DomUtils.findOne((e) => e.name === 'article', parseBuiltPage(route).children);
  expect(article, `${route} has an article`).toBeTruthy();
  return DomUtils.findAll((e) => /^h[2-4]$/.test(e.name) && Boolean(e.attribs.id), [article!]).map(
    (e) => e.attribs.id!,
  );
}

test.describe('links from the API guides', () => {
  const h1ByPath = new Map(ALL_PAGES.map((ref) => [ref.path, ref.h1]));

  for (const set of SETS) {
    test(`${set.guide} links to every ${set.module} reference page; each link's page and member exist, and a click reaches each page`, async ({
      page,
    }) => {
      await gotoHydrated(page, set.guide);
      const article = page.locator('article .markdown');
      const hrefs = [
        ...new Set(
          await article
            .locator('a[href*="/api-reference/"]')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
        ),
      ];
      const linkedPages = new Set(hrefs.map((href) => href.split('#')[0]));
      for (const ref of memberPages(set)) expect(linkedPages, `${set.guide} links to ${ref.path}`).toContain(ref.path);

      // Every link's page and member are in the built page it names, as a crawler or a copy reads them.
      for (const href of hrefs) {
        const [path, anchor] = href.split('#');
        expect(h1ByPath.has(path), `${href} is a reference page`).toBe(true);
        if (anchor) expect(builtIds(path!), `${href}: its member is on the page`).toContain(anchor);
      }

      // A reader follows one link to each page, a link to a member where there is one, and comes back.
      const followed = [...linkedPages].map(
        (path) => hrefs.find((href) => href.startsWith(`${path}#`)) ?? hrefs.find((href) => href === path)!,
      );
      for (const href of followed) {
        const [path, anchor] = href.split('#');
        await article.locator(`a[href="${href}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path!.replace(/[.]/g, '\\.')}${anchor ? `#${anchor}` : ''}$`));
        await expect(page.locator('article h1')).toHaveText(h1ByPath.get(path!)!);
        if (anchor) {
          await expect(page.locator(`article :is(h2, h3, h4)[id="${anchor}"]`), href).toBeInViewport();
        }
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${set.guide}$`));
        await expect(article.locator('h1')).toBeVisible();
      }
    });
  }
});

test.describe('API reference layout', () => {
  for (const width of [1280, 390]) {
    test(`parameter tables fit the article at ${width}px, descriptions included`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      for (const path of [
        '/obs-utils/api-reference/classes/OverlayType',
        '/obs-utils/api-reference/classes/ObsUtilsApi',
      ]) {
        await gotoHydrated(page, path);
        const article = page.locator('article .markdown');
        const articleBox = (await article.boundingBox())!;
        const tables = article.locator('table');
        expect(await tables.count()).toBeGreaterThan(3);
        for (const table of await tables.all()) {
          const box = (await table.boundingBox())!;
          expect(box.x + box.width, `${path}: table inside the article`).toBeLessThanOrEqual(
            articleBox.x + articleBox.width + 1,
          );
          expect(
            await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
            `${path}: table does not scroll sideways`,
          ).toBe(true);
        }
        if (path.endsWith('OverlayType')) {
          // The last column of the last table: hidden first if anything overflows.
          const cell = article.locator('td').filter({hasText: 'Defaults to false.'});
          await cell.scrollIntoViewIfNeeded();
          const box = (await cell.boundingBox())!;
          expect(box.x, 'description starts on screen').toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, 'description ends on screen').toBeLessThanOrEqual(width);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${path}: no page-wide sideways scroll`,
        ).toBe(true);
      }
    });
  }
});
