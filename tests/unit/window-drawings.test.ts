import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

import {
  altLines,
  describeWindow,
  drawingLabels,
  legendOf,
  numberCallouts,
  walkNodes,
} from '../../src/components/WindowDrawing/describe';
import {
  ICON_NAMES,
  WINDOW_WIDTHS,
  validateWindowSpec,
  windowJsonSchema,
  type WindowSpec,
} from '../../src/components/WindowDrawing/schema';
import {DESCRIPTION_FILE, DESCRIPTION_LOADER_OPTIONS} from '../../src/components/WindowDrawing/plugin';
import type {CheckedJsonOptions} from '../../src/checkedJson/plugin';
import {WINDOW_SCHEMA_FILE} from '../../scripts/window-schema';
import {extractRecords} from '../../src/search/indexer/records';

const SITE = path.join(__dirname, '../..');

/** Every window description kept beside the pages, current and older releases. */
function descriptionFiles(): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'build') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (path.basename(dir) === '_windows' && entry.name.endsWith('.json')) files.push(full);
    }
  };
  for (const root of fs.readdirSync(SITE)) {
    if (/^(obs-utils|ethereal-plane)(_versioned_docs)?$/.test(root)) visit(path.join(SITE, root));
  }
  return files.sort();
}

/** Every page source of the docs sets (to find which drawings pages use). */
function pageSources(): {file: string; source: string}[] {
  const pages: {file: string; source: string}[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'api-reference') visit(full);
      } else if (/\.mdx?$/.test(entry.name)) pages.push({file: full, source: fs.readFileSync(full, 'utf8')});
    }
  };
  for (const root of fs.readdirSync(SITE)) {
    if (/^(docs|obs-utils|ethereal-plane)(_versioned_docs)?$/.test(root)) visit(path.join(SITE, root));
  }
  return pages;
}

const minimal = (): Record<string, unknown> => ({
  id: 'sample',
  name: 'A sample window',
  owner: 'obs-utils',
  release: '4.5.0',
  sources: ['src/svelte/Sample.svelte', 'lang/en.json'],
  frame: 'window',
  title: '',
  width: 440,
  state: 'the only state.',
  omits: 'Values shown are examples.',
  body: [
    {kind: 'heading', text: 'Header'},
    {
      kind: 'row',
      children: [
        {kind: 'button', icon: 'cog', hover: 'Settings', callout: {href: '#settings', note: 'Opens the settings.'}},
        {kind: 'checkbox', label: 'Enabled', checked: true, callout: {href: '#enabled', note: 'Turns it on.'}},
      ],
    },
    {kind: 'select', value: 'Alice', callout: {href: '/obs-utils/director#right-column', name: 'Player', note: 'Who.'}},
  ],
});

test('every window description beside the pages is valid', () => {
  const files = descriptionFiles();
  assert.ok(files.length > 0, 'no window descriptions found');
  for (const file of files) {
    const spec = validateWindowSpec(JSON.parse(fs.readFileSync(file, 'utf8')), file);
    // The drawing's id names its file, so the budgets can find a drawn figure's data.
    assert.equal(`${spec.id}.json`, path.basename(file), file);
  }
});

test('every description names the committed JSON Schema, which is the one generated from the zod schema', () => {
  const committed: unknown = JSON.parse(fs.readFileSync(WINDOW_SCHEMA_FILE, 'utf8'));
  assert.deepEqual(committed, windowJsonSchema(), 'run npx tsx scripts/window-schema.ts');
  for (const file of descriptionFiles()) {
    const {$schema} = JSON.parse(fs.readFileSync(file, 'utf8')) as {$schema?: string};
    assert.ok($schema, `${file} has no "$schema"`);
    assert.equal(path.resolve(path.dirname(file), $schema), WINDOW_SCHEMA_FILE, file);
    assert.match(file, DESCRIPTION_FILE, `${file} is not one the build's loader checks`);
  }
});

/** The bundler loader the drawings plugin puts in front of every imported description. */
const loader = createRequire(__filename)('../../src/checkedJson/loader.cjs') as (
  this: {rootContext: string; resourcePath: string; getOptions: () => CheckedJsonOptions},
  source: string,
) => string;
const load = (file: string, source: string) =>
  loader.call(
    {rootContext: SITE, resourcePath: path.join(SITE, file), getOptions: () => DESCRIPTION_LOADER_OPTIONS},
    source,
  );

test('the build checks a description where a page imports it: a wrong field stops it with the file and path', () => {
  const good = {$schema: '../../src/components/WindowDrawing/window.schema.json', ...minimal()};
  const passed = JSON.parse(load('obs-utils/_windows/sample.json', JSON.stringify(good))) as Record<string, unknown>;
  // The page bundle gets the description without the editors' `$schema`.
  assert.deepEqual(passed, minimal());
  const bad = minimal();
  (bad.body as Record<string, unknown>[])[1] = {kind: 'row', children: [{kind: 'button', icon: 'rocket', hover: 'x'}]};
  assert.throws(
    () => load('obs-utils/_windows/sample.json', JSON.stringify(bad)),
    /Window description obs-utils\/_windows\/sample\.json: body\[1\]\.children\[0\]\.icon: expected one of/,
  );
  assert.throws(
    () => load('ethereal-plane/_windows/broken.json', '{"id": '),
    /ethereal-plane\/_windows\/broken\.json: is not valid JSON/,
  );
});

test('every window description is drawn on a page, and every drawing a page imports exists', () => {
  const used = new Set<string>();
  for (const {file, source} of pageSources()) {
    for (const match of source.matchAll(/import\s+\w+\s+from\s+['"](\.\/_windows\/[^'"]+\.json)['"]/g)) {
      const target = path.resolve(path.dirname(file), match[1]);
      assert.ok(fs.existsSync(target), `${file} imports ${match[1]}, which does not exist`);
      used.add(target);
    }
  }
  const unused = descriptionFiles().filter((file) => !used.has(file));
  assert.deepEqual(unused, [], 'window descriptions no page draws');
});

/** A two-column table for the checks below. */
const cell = (text: string) => ({kind: 'text', text});
const table = (fields: Record<string, unknown>) => ({
  kind: 'table',
  tracks: ['40px', 'auto'],
  header: [cell('On'), cell('Name')],
  rows: [[cell('yes'), cell('Heal')]],
  ...fields,
});

/**
 * A window with every part the drawing reviews asked for: a title-bar
 * control, the header's ⋮ menu, a table, icon-only buttons named by an
 * aria-label, and a red button, each with a callout.
 */
const reviewed = (): Record<string, unknown> => ({
  ...minimal(),
  owner: 'ethereal-plane',
  titleControls: [{kind: 'button', icon: 'book', hover: 'Help', callout: {href: '#help'}}],
  titleMenu: [
    {kind: 'button', icon: 'file-import', label: 'Import', callout: {href: '#import'}},
    {kind: 'button', icon: 'file-export', label: 'Export', when: 'GM only', callout: {href: '#export'}},
  ],
  body: [
    {
      kind: 'table',
      tracks: ['40px', 'auto', '1fr'],
      header: [cell('Active'), cell('Name'), cell('Macro')],
      rows: [
        [
          {kind: 'icon', icon: 'check', meaning: 'check mark', callout: {href: '#active', name: 'Active'}},
          cell('Heal'),
          {
            kind: 'row',
            children: [
              {kind: 'button', icon: 'upload', ariaLabel: 'upload macro', callout: {href: '#upload'}},
              {kind: 'button', icon: 'download', ariaLabel: 'download macro', callout: {href: '#dl', name: 'Download'}},
            ],
          },
        ],
        [{kind: 'icon', icon: 'times', meaning: 'cross'}, cell('Channel points'), {kind: 'slot', label: 'Macro'}],
      ],
    },
    {kind: 'button', label: 'Abort', tone: 'danger', wide: true, callout: {href: '#abort'}},
  ],
});

test('the reviewed parts are accepted: aria-labels, a red button, the header menu and a table', () => {
  const spec = validateWindowSpec(reviewed(), 'sample.json');
  assert.equal(spec.titleMenu?.length, 2);
  // A dialog keeps its title-bar controls, and a tooltip-less button without a hover text is valid.
  assert.doesNotThrow(() =>
    validateWindowSpec(
      {...minimal(), frame: 'dialog', body: [{kind: 'button', icon: 'plus', ariaLabel: 'add'}]},
      'sample.json',
    ),
  );
});

test('callouts count the title bar, then its ⋮ menu, then the body, a table header first and row by row', () => {
  const spec = validateWindowSpec(reviewed(), 'sample.json');
  assert.deepEqual(
    legendOf(spec).map(({number, name, kind}) => `${number} ${name} (${kind})`),
    [
      '1 Help (icon button)',
      '2 Import (entry of the title bar’s ⋮ menu)',
      '3 Export (entry of the title bar’s ⋮ menu)',
      '4 Active (icon)',
      '5 upload macro (icon button; its accessible name, no tooltip)',
      '6 Download (icon button without tooltip)',
      '7 Abort (red button)',
    ],
  );
});

test('the text alternative draws the ⋮ menu open under the title bar, reads a table row by row, and says which buttons show no tooltip or are red', () => {
  const spec = validateWindowSpec(reviewed(), 'sample.json');
  const lines = (items: ReturnType<typeof describeWindow>, depth = 0): string[] =>
    items.flatMap((item) => [
      `${'  '.repeat(depth)}${item.callout === undefined ? '' : `(${item.callout}) `}${item.text}`,
      ...lines(item.children, depth + 1),
    ]);
  assert.deepEqual(lines(describeWindow(spec)), [
    'Title bar: empty',
    '  (1) Icon button “Help”',
    '  Menu (⋮), drawn open',
    '    (2) Entry “Import”',
    '    (3) Entry “Export” (GM only)',
    'Table with 3 columns',
    '  Header',
    '    Text: “Active”',
    '    Text: “Name”',
    '    Text: “Macro”',
    '  Row 1',
    '    (4) Icon: check mark',
    '    Text: “Heal”',
    '    (5) Icon button “upload macro” (its accessible name; no tooltip)',
    '    (6) Icon button “download macro” (its accessible name; no tooltip)',
    '  Row 2',
    '    Icon: cross',
    '    Text: “Channel points”',
    '    Drop box “Macro”: empty',
    '(7) Button “Abort”, red',
  ]);
  // Search finds the menu's entries and the table's cells as well.
  assert.deepEqual(drawingLabels(spec).slice(0, 6), ['Help', 'Import', 'Export', 'Active', 'Name', 'Macro']);
  assert.ok(drawingLabels(spec).includes('Channel points'));
});

test('each drawing width has a container query that shows the scroll cue while the figure is narrower', () => {
  const css = fs.readFileSync(path.join(SITE, 'src/components/WindowDrawing/styles.page.css'), 'utf8');
  for (const width of WINDOW_WIDTHS) {
    // The drawing, 10 px of backdrop either side and the scroller's 1 px borders: a 680 px drawing
    // fits the 701 px the docs column leaves it at 1280 px, so no desktop reader is told to scroll.
    const query = new RegExp(
      `@container \\(width < ${width + 22}px\\) \\{\\s*\\.wd-figure-${width} > \\* \\{\\s*--wd-narrow: block;\\s*--wd-scrolls: visible;`,
    );
    assert.match(css, query, `width ${width}`);
    // The covers' dots line up with the backdrop's (background-position -2px) only for such widths.
    assert.equal(width % 16, 8, `width ${width} is not 8 px past a multiple of 16`);
  }
});

test('a wrong description is refused with the path of the wrong field', () => {
  const cases: [string, (spec: Record<string, unknown>) => void, RegExp][] = [
    ['unknown field', (s) => (s.colour = 'red'), /sample\.json: colour: is not a field/],
    [
      'unknown icon',
      (s) => ((s.body as {icon?: string}[])[1] = {kind: 'button', icon: 'rocket', hover: 'x'} as never),
      /body\[1\]\.icon: expected one of/,
    ],
    [
      'icon-only button without hover text',
      (s) => ((s.body as unknown[])[0] = {kind: 'button', icon: 'cog'}),
      /body\[0\]\.hover: an icon-only button needs its hover text/,
    ],
    ['width not in the list', (s) => (s.width = 555), /sample\.json: width: expected one of 280, 360/],
    ['window without a title', (s) => delete s.title, /needs its title bar text/],
    [
      'two selected tabs',
      (s) =>
        ((s.body as unknown[])[0] = {
          kind: 'tabs',
          tabs: [
            {label: 'A', selected: true},
            {label: 'B', selected: true},
          ],
        }),
      /exactly one tab must be selected \(found 2\)/,
    ],
    [
      'callout on a control without a name',
      (s) => ((s.body as unknown[])[2] = {kind: 'select', value: 'x', callout: {href: '#x', note: 'n'}}),
      /body\[2\]\.callout\.name: needs a "name"/,
    ],
    [
      'callout link that is not a page address',
      (s) => ((s.body as unknown[])[0] = {kind: 'link', text: 'x', callout: {href: 'https://example.org', note: 'n'}}),
      /callout\.href: expected "#anchor"/,
    ],
    [
      'unknown kind',
      (s) => ((s.body as unknown[])[0] = {kind: 'spinner'}),
      /body\[0\]\.kind: expected one of stack, row/,
    ],
    [
      'icon-only button with both a hover text and an aria-label',
      (s) => ((s.body as unknown[])[0] = {kind: 'button', icon: 'plus', hover: 'Add', ariaLabel: 'add'}),
      /body\[0\]\.ariaLabel: an icon-only button has a hover text or an ariaLabel, not both/,
    ],
    [
      'aria-label on a button with a label',
      (s) => ((s.body as unknown[])[0] = {kind: 'button', label: 'Add', ariaLabel: 'add'}),
      /body\[0\]\.ariaLabel: names an icon-only button/,
    ],
    [
      'a tone a button cannot have',
      (s) => ((s.body as unknown[])[0] = {kind: 'button', label: 'Abort', tone: 'warning'}),
      /body\[0\]\.tone: expected one of danger/,
    ],
    [
      'table row with a cell too many',
      (s) =>
        ((s.body as unknown[])[0] = table({
          rows: [
            [cell('a'), cell('b')],
            [cell('c'), cell('d'), cell('e')],
          ],
        })),
      /body\[0\]\.rows\[1\]: expected 2 cells, one per track \(found 3\)/,
    ],
    [
      'table header with a cell too few',
      (s) => ((s.body as unknown[])[0] = table({header: [cell('Name')]})),
      /body\[0\]\.header: expected 2 cells, one per track \(found 1\)/,
    ],
    [
      'table track that is not auto, px or fr',
      (s) => ((s.body as unknown[])[0] = table({tracks: ['40px', '50%']})),
      /body\[0\]\.tracks\[1\]: expected "auto", a width such as "40px" or a share such as "1fr"/,
    ],
    [
      'table track that would smuggle CSS into the style attribute',
      (s) => ((s.body as unknown[])[0] = table({tracks: ['40px', '1fr;color:red']})),
      /body\[0\]\.tracks\[1\]: expected "auto"/,
    ],
    [
      'unknown icon deep in the body',
      (s) => ((s.body as {children: {icon?: string}[]}[])[1].children[0].icon = 'rocket') as never,
      /sample\.json: body\[1\]\.children\[0\]\.icon: expected one of arrows-maximize/,
    ],
    [
      'a required field left out',
      (s) => ((s.body as unknown[])[0] = {kind: 'checkbox', label: 'On'}),
      /sample\.json: body\[0\]\.checked: is missing/,
    ],
    [
      'a callout on layout',
      (s) => ((s.body as unknown[])[0] = {kind: 'row', children: [], callout: {href: '#x', name: 'x'}}),
      /sample\.json: body\[0\]\.callout: a callout goes on a control/,
    ],
    [
      'menu entry without a label',
      (s) => (s.titleMenu = [{kind: 'button', icon: 'file-import', hover: 'Import'}]),
      /sample\.json: titleMenu\[0\]\.label: a menu entry needs its label/,
    ],
    [
      'menu entry that is not a button',
      (s) => (s.titleMenu = [{kind: 'link', text: 'Import', label: 'Import'}]),
      /titleMenu\[0\]\.kind: expected one of button/,
    ],
    [
      'header menu on a frame other than a Foundry window',
      (s) => {
        s.frame = 'dialog';
        s.titleMenu = [{kind: 'button', label: 'Import'}];
      },
      /sample\.json: titleMenu: only a Foundry window/,
    ],
  ];
  for (const [name, change, message] of cases) {
    const spec = minimal();
    change(spec);
    assert.throws(() => validateWindowSpec(spec, 'obs-utils/_windows/sample.json'), message, name);
  }
  assert.doesNotThrow(() => validateWindowSpec(minimal(), 'sample.json'));
  // Every wrong field is named, one line each, not only the first.
  const twice = minimal();
  twice.colour = 'red';
  twice.width = 555;
  assert.throws(
    () => validateWindowSpec(twice, 'sample.json'),
    (error: Error) =>
      /^(Window description | {2})sample\.json: colour: is not a field of this part$/m.test(error.message) &&
      /^(Window description | {2})sample\.json: width: expected one of/m.test(error.message),
  );
});

test('callouts are numbered 1 upwards in reading order, and the legend has one entry per callout', () => {
  const spec = validateWindowSpec(minimal(), 'sample.json');
  const numbers = numberCallouts(spec);
  assert.deepEqual([...numbers.values()], [1, 2, 3]);
  const legend = legendOf(spec, numbers);
  assert.deepEqual(
    legend.map(({number, name, kind, href}) => [number, name, kind, href]),
    [
      [1, 'Settings', 'icon button', '#settings'],
      [2, 'Enabled', 'checkbox', '#enabled'],
      [3, 'Player', 'drop-down list', '/obs-utils/director#right-column'],
    ],
  );
});

test('the text alternative lists every control in reading order, with its state and callout number', () => {
  const spec = validateWindowSpec(minimal(), 'sample.json');
  assert.deepEqual(altLines(describeWindow(spec)), [
    'Title bar: empty',
    'Heading “Header”',
    '(1) Icon button “Settings”',
    '(2) Checkbox “Enabled”: ticked',
    '(3) Drop-down list: Alice',
  ]);
});

test('every drawn description numbers its callouts without gaps and names each one in its text alternative', () => {
  for (const file of descriptionFiles()) {
    const spec: WindowSpec = validateWindowSpec(JSON.parse(fs.readFileSync(file, 'utf8')), file);
    const legend = legendOf(spec);
    assert.deepEqual(
      legend.map((entry) => entry.number),
      legend.map((_, index) => index + 1),
      file,
    );
    const lines = altLines(describeWindow(spec));
    for (const entry of legend) {
      assert.equal(
        lines.filter((line) => line.startsWith(`(${entry.number}) `)).length,
        1,
        `${file}: callout ${entry.number}`,
      );
    }
    // Every part that is not pure layout has a line (a setting's control shares its setting's line).
    let controls = 0;
    const shared = new Set<unknown>();
    walkNodes(spec.body, (node) => {
      if (node.kind === 'setting') {
        shared.add(node.control);
        if (node.hint) controls += 1; // its hint has a line of its own
      }
      if (node.kind === 'columns') controls += node.columns.length; // "Left column", "Right column"
      const layout =
        ['stack', 'row', 'columns', 'divider'].includes(node.kind) || (node.kind === 'group' && !node.title);
      if (!layout && !shared.has(node)) controls += 1;
      if (node.kind === 'table') controls += node.rows.length + (node.header ? 1 : 0); // "Header", "Row 1", …
    });
    const titleBar = spec.frame === 'window' || spec.frame === 'dialog' ? 1 : 0;
    const menu = spec.titleMenu ? spec.titleMenu.length + 1 : 0; // "Menu (⋮), drawn open" and its entries
    assert.equal(
      lines.length - titleBar - (spec.titleControls?.length ?? 0) - menu,
      controls,
      `${file}: the text alternative leaves parts out`,
    );
  }
});

test('the search index reads a drawing’s labels, and a page with a broken drawing import stops the build', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawings-'));
  fs.mkdirSync(path.join(dir, '_windows'));
  fs.writeFileSync(path.join(dir, '_windows', 'sample.json'), JSON.stringify(minimal()));
  const page = {
    url: 'https://docs.example.org/set/page',
    title: 'Page',
    lvl0: 'Set',
    docusaurusTag: 'docs-set-current',
    version: 'current',
    language: 'en',
    idPrefix: 'set:page',
    sourceFile: path.join(dir, 'page.md'),
  };
  const source =
    "import WindowDrawing from '@site/src/components/WindowDrawing';\nimport sample from './_windows/sample.json';\n\n## Section\n\n<WindowDrawing spec={sample} />\n";
  const records = await extractRecords({...page, source});
  const drawing = records.find((record) => record.content?.startsWith('Drawing: A sample window'));
  assert.ok(drawing, 'no record for the drawing');
  assert.equal(drawing.content, 'Drawing: A sample window. Header · Settings · Enabled');
  assert.equal(drawing.anchor, 'section');

  await assert.rejects(
    extractRecords({...page, source: source.replace('./_windows/sample.json', './_windows/missing.json')}),
    /ENOENT|missing\.json/,
  );
  fs.writeFileSync(path.join(dir, '_windows', 'sample.json'), JSON.stringify({...minimal(), width: 1}));
  await assert.rejects(extractRecords({...page, source}), /Window description .*sample\.json: width/);
});

test('every icon and picture a description can name has its glyph in the stylesheet', () => {
  const css = fs.readFileSync(path.join(SITE, 'src/components/WindowDrawing/styles.page.css'), 'utf8');
  const glyphs = [
    ...css.matchAll(/^\.wd-(icon|image)-([a-z0-9-]+) \{\n {2}--wd-glyph: url\("data:image\/svg\+xml,/gm),
  ].map((match) => `${match[1]}:${match[2]}`);
  const named = [
    ...ICON_NAMES.map((name) => `icon:${name}`),
    ...['picture', 'portrait', 'qr', 'dice'].map((shape) => `image:${shape}`),
  ];
  assert.deepEqual(glyphs.sort(), named.sort());
});
