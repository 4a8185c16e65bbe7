/**
 * Checks a window description read from JSON against `types.ts`, field by
 * field, and names the first wrong one with its path
 * (`obs-utils/_windows/director.json: body[1].children[0].icon: …`). The
 * search plugin runs it on every drawing a page uses, so a wrong file stops
 * the build with that message instead of drawing something else.
 */
import {ownName, walkWindow} from './describe';
import {ICON_NAMES, WINDOW_WIDTHS, type DrawingNodeKind, type TableNode, type WindowSpec} from './types';

type Check = (value: unknown, at: string) => void;

class SpecError extends Error {}

const fail = (at: string, message: string): never => {
  throw new SpecError(`${at}: ${message}`);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Check = (value, at) => {
  if (typeof value !== 'string' || value.trim() === '') fail(at, 'expected a non-empty string');
};
const anyString: Check = (value, at) => {
  if (typeof value !== 'string') fail(at, 'expected a string');
};
const bool: Check = (value, at) => {
  if (typeof value !== 'boolean') fail(at, 'expected true or false');
};
const oneOf =
  (choices: readonly (string | number)[]): Check =>
  (value, at) => {
    if (!choices.includes(value as string | number)) fail(at, `expected one of ${choices.join(', ')}`);
  };
const listOf =
  (item: Check, {nonEmpty = false} = {}): Check =>
  (value, at) => {
    if (!Array.isArray(value)) return fail(at, 'expected a list');
    if (nonEmpty && value.length === 0) fail(at, 'expected at least one entry');
    value.forEach((entry, index) => item(entry, `${at}[${index}]`));
  };
const icon = oneOf(ICON_NAMES);

/** An object with exactly these fields: `required` must be there, `optional` may be, nothing else. */
function shape(required: Record<string, Check>, optional: Record<string, Check> = {}): Check {
  return (value, at) => {
    if (!isObject(value)) return fail(at, 'expected an object');
    for (const key of Object.keys(value)) {
      if (!(key in required) && !(key in optional)) fail(`${at}.${key}`, 'is not a field of this part');
    }
    for (const [key, check] of Object.entries(required)) {
      if (!(key in value)) fail(`${at}.${key}`, 'is missing');
      check(value[key], `${at}.${key}`);
    }
    for (const [key, check] of Object.entries(optional)) {
      if (key in value) check(value[key], `${at}.${key}`);
    }
  };
}

const callout = shape(
  {
    href: (value, at) => {
      text(value, at);
      if (!/^(#[\w-]+|\/[\w./-]*(#[\w-]+)?)$/.test(value as string)) {
        fail(at, 'expected "#anchor" or a site path such as "/obs-utils/director#anchor"');
      }
    },
  },
  {name: text, note: text},
);

/** Fields every part may have. */
const common = {callout, when: text};
const labelSide = oneOf(['before', 'above']);

const buttonFields = {
  required: {},
  optional: {
    ...common,
    label: text,
    icon,
    hover: text,
    ariaLabel: text,
    tone: oneOf(['danger']),
    pressed: bool,
    disabled: bool,
    primary: bool,
    wide: bool,
    iconAfter: bool,
  },
};

function checkButton(value: unknown, at: string): void {
  shape(buttonFields.required, buttonFields.optional)(value, at);
  const {label, icon: glyph, hover, ariaLabel} = value as Partial<Record<string, string>>;
  if (label === undefined && glyph === undefined) fail(at, 'a button needs a label or an icon');
  if (label !== undefined && ariaLabel !== undefined) {
    fail(`${at}.ariaLabel`, 'names an icon-only button; a button with a label is named by it');
  }
  if (label === undefined && hover === undefined && ariaLabel === undefined) {
    fail(`${at}.hover`, 'an icon-only button needs its hover text, or its ariaLabel where the markup shows no tooltip');
  }
  if (hover !== undefined && ariaLabel !== undefined) {
    fail(`${at}.ariaLabel`, 'an icon-only button has a hover text or an ariaLabel, not both');
  }
}

/** A column of a table, as CSS writes it; the drawing uses it as it stands. */
const track: Check = (value, at) => {
  if (typeof value !== 'string' || !/^(auto|\d+(\.\d+)?(px|fr))$/.test(value)) {
    fail(at, 'expected "auto", a width such as "40px" or a share such as "1fr"');
  }
};

/** An entry of the title bar's ⋮ menu: a button with its label. */
const menuEntry: Check = (value, at) => {
  if (isObject(value) && value.label === undefined) fail(`${at}.label`, 'a menu entry needs its label');
  checkNode(value, at, 'button');
};

const node: Check = (value, at) => checkNode(value, at);
const nodes = listOf(node);

const KINDS: Record<DrawingNodeKind, Check> = {
  stack: shape({kind: anyString, children: nodes}, common),
  row: shape(
    {kind: anyString, children: nodes},
    {...common, align: oneOf(['start', 'center', 'end', 'spread', 'fill'])},
  ),
  columns: shape(
    {
      kind: anyString,
      split: oneOf(['even', '60-40', '40-60', '30-70', '70-30']),
      columns: (value, at) => {
        listOf(nodes, {nonEmpty: true})(value, at);
        const count = (value as unknown[]).length;
        if (count < 2 || count > 3) fail(at, 'expected two or three columns');
      },
    },
    common,
  ),
  group: shape(
    {kind: anyString, children: nodes},
    {...common, title: text, collapsible: oneOf(['open', 'closed']), boxed: bool},
  ),
  heading: shape({kind: anyString, text}, common),
  text: shape({kind: anyString, text}, {...common, tone: oneOf(['plain', 'muted', 'warning', 'error', 'info']), icon}),
  notice: shape({kind: anyString, tone: oneOf(['warning', 'error', 'info']), children: nodes}, {...common, icon}),
  divider: shape({kind: anyString}, common),
  button: (value, at) => checkButton(stripKind(value), at),
  checkbox: shape(
    {kind: anyString, checked: bool},
    {...common, label: text, labelSide: oneOf(['before', 'after']), disabled: bool},
  ),
  field: shape(
    {kind: anyString},
    {
      ...common,
      label: text,
      input: oneOf(['text', 'number', 'password', 'url', 'search', 'color', 'file']),
      value: anyString,
      placeholder: text,
      button: (value, at) => checkNode(value, at, 'button'),
      labelSide,
      wide: bool,
      disabled: bool,
    },
  ),
  textarea: shape(
    {kind: anyString},
    {
      ...common,
      label: text,
      value: anyString,
      placeholder: text,
      rows: oneOf([1, 2, 3, 4, 5, 6, 8, 10]),
      labelSide,
      disabled: bool,
    },
  ),
  select: shape(
    {kind: anyString, value: anyString},
    {...common, label: text, icon, options: listOf(text), labelSide, wide: bool, disabled: bool},
  ),
  range: shape({kind: anyString, value: text}, {...common, label: text, labelSide}),
  progress: shape(
    {
      kind: anyString,
      label: text,
      percent: (value, at) => {
        if (typeof value !== 'number' || !(value >= 0 && value <= 100)) fail(at, 'expected a number from 0 to 100');
      },
    },
    {...common, shows: text},
  ),
  tabs: (value, at) => {
    shape(
      {
        kind: anyString,
        tabs: listOf(
          (tab, tabAt) => {
            shape({}, {label: text, icon, hover: text, selected: bool})(tab, tabAt);
            const {label, icon: glyph, hover} = tab as {label?: string; icon?: string; hover?: string};
            if (label === undefined && (glyph === undefined || hover === undefined)) {
              fail(tabAt, 'a tab needs a label, or an icon and its hover text');
            }
          },
          {nonEmpty: true},
        ),
      },
      common,
    )(value, at);
    const selected = (value as {tabs: {selected?: boolean}[]}).tabs.filter((tab) => tab.selected).length;
    if (selected !== 1) fail(`${at}.tabs`, `exactly one tab must be selected (found ${selected})`);
  },
  image: shape(
    {kind: anyString, label: text, shape: oneOf(['picture', 'portrait', 'qr', 'dice'])},
    {...common, size: oneOf(['small', 'medium', 'large'])},
  ),
  slot: shape({kind: anyString, label: text}, {...common, holds: text}),
  link: shape({kind: anyString, text}, common),
  code: shape({kind: anyString, text}, common),
  icon: shape({kind: anyString, icon, meaning: text}, {...common, tone: oneOf(['plain', 'ok', 'bad', 'busy'])}),
  setting: shape(
    {
      kind: anyString,
      label: text,
      control: (value, at) => checkNode(value, at, 'button', 'checkbox', 'field', 'select', 'range', 'textarea'),
    },
    {...common, hint: text},
  ),
  table: (value, at) => {
    shape({kind: anyString, tracks: listOf(track, {nonEmpty: true}), rows: listOf(nodes)}, {...common, header: nodes})(
      value,
      at,
    );
    const {tracks, header, rows} = value as TableNode;
    if (!header && rows.length === 0) fail(`${at}.rows`, 'a table needs a header or a row');
    const cells = (row: unknown[], rowAt: string) => {
      if (row.length !== tracks.length)
        fail(rowAt, `expected ${tracks.length} cells, one per track (found ${row.length})`);
    };
    if (header) cells(header, `${at}.header`);
    rows.forEach((row, index) => cells(row, `${at}.rows[${index}]`));
  },
  element: shape(
    {kind: anyString, selector: text},
    {
      ...common,
      shows: text,
      data: (value, at) => {
        if (!isObject(value)) return fail(at, 'expected an object of data attributes');
        for (const [key, entry] of Object.entries(value)) {
          if (!/^data-[a-z0-9-]+$/.test(key)) fail(`${at}.${key}`, 'expected a data-* attribute name');
          anyString(entry, `${at}.${key}`);
        }
      },
      direction: oneOf(['row', 'column']),
      children: nodes,
    },
  ),
};

function stripKind(value: unknown): unknown {
  if (!isObject(value)) return value;
  const {kind: _kind, ...rest} = value;
  return rest;
}

function checkNode(value: unknown, at: string, ...allowed: DrawingNodeKind[]): void {
  if (!isObject(value)) return fail(at, 'expected an object with a "kind"');
  const kind = value.kind;
  if (typeof kind !== 'string' || !(kind in KINDS)) {
    return fail(`${at}.kind`, `expected one of ${Object.keys(KINDS).join(', ')}`);
  }
  if (allowed.length > 0 && !allowed.includes(kind as DrawingNodeKind)) {
    fail(`${at}.kind`, `expected one of ${allowed.join(', ')} here`);
  }
  KINDS[kind as DrawingNodeKind](value, at);
}

const spec = shape(
  {
    id: (value, at) => {
      text(value, at);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value as string)) fail(at, 'expected lower-case words joined by "-"');
    },
    name: text,
    owner: oneOf(['obs-utils', 'ethereal-plane', 'foundry', 'obs-studio']),
    release: text,
    sources: listOf(text, {nonEmpty: true}),
    frame: oneOf(['window', 'dialog', 'panel', 'stage']),
    width: oneOf(WINDOW_WIDTHS),
    state: text,
    omits: text,
    body: listOf(node, {nonEmpty: true}),
  },
  {
    title: anyString,
    titleControls: listOf((value, at) => checkNode(value, at, 'button')),
    titleMenu: listOf(menuEntry, {nonEmpty: true}),
  },
);

/**
 * Returns the description typed, or throws an error whose message starts
 * with `file` and the path of the first wrong field.
 */
export function validateWindowSpec(value: unknown, file: string): WindowSpec {
  try {
    spec(value, file);
    const checked = value as WindowSpec;
    const frameNeedsTitle = checked.frame === 'window' || checked.frame === 'dialog';
    if (frameNeedsTitle && checked.title === undefined) {
      fail(`${file}.title`, `a ${checked.frame} needs its title bar text ("" for an empty title bar)`);
    }
    if (!frameNeedsTitle && (checked.title !== undefined || checked.titleControls !== undefined)) {
      fail(`${file}.title`, `a ${checked.frame} has no title bar`);
    }
    if (checked.titleMenu !== undefined && checked.frame !== 'window') {
      fail(`${file}.titleMenu`, 'only a Foundry window (frame "window") has the header’s ⋮ menu');
    }
    walkWindow(checked, (node) => {
      const layout =
        ['stack', 'row', 'columns', 'divider'].includes(node.kind) || (node.kind === 'group' && !node.title);
      if (node.callout && layout) {
        fail(`${file}: a ${node.kind} callout`, 'a callout goes on a control, a titled group or text, not on layout');
      }
      if (node.callout && node.callout.name === undefined && ownName(node) === undefined) {
        fail(`${file}: a ${node.kind} callout`, 'needs a "name": the control shows no text of its own');
      }
    });
    return checked;
  } catch (error) {
    if (error instanceof SpecError) throw new Error(`Window description ${error.message}`, {cause: error});
    throw error;
  }
}
