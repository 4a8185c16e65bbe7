/**
 * The description of one window, dialog or screen that a drawing is made
 * from, as one zod schema: the TypeScript types are inferred from it, the
 * build checks every description with it where a page imports one
 * (./plugin.ts with src/checkedJson/, in dev and in production builds), and the JSON
 * Schema that editors read through each file's `$schema`
 * (`window.schema.json`) is generated from it:
 * `npx tsx scripts/window-schema.ts`.
 *
 * Each description is a JSON file kept beside the pages of the release it
 * documents (`obs-utils/_windows/director.json`), written from the window's
 * markup and the English locale file at that release's tag, so a new release
 * changes data, not drawing code. Build side only: the page component
 * imports the types, never this module's values (zod stays out of the
 * browser's bundles).
 */
import * as z from 'zod';
import {ownName} from './describe';
import {formatPath} from '../../checkedJson/issuePath';

/** Drawing widths, in CSS pixels at 100 % zoom. Narrow screens scroll the drawing inside its frame. */
export const WINDOW_WIDTHS = [280, 360, 440, 520, 600, 680] as const;

/** The simplified icons a drawing can show (our own glyphs, named after the Font Awesome icon they stand for). */
export const ICON_NAMES = [
  'arrows-maximize',
  'arrows-repeat',
  'arrows-rotate',
  'bars',
  'bird',
  'book',
  'check',
  'chevron-down',
  'circle-dot',
  'cog',
  'dice-d20',
  'download',
  'exclamation-triangle',
  'file',
  'file-export',
  'file-import',
  'minus',
  'pause',
  'pencil',
  'people-group',
  'plus',
  'question',
  'save',
  'signal-stream',
  'square-poll-vertical',
  'times',
  'trash',
  'upload',
  'user',
  'users',
  'users-regular',
  'users-viewfinder',
  'wrench',
] as const;

/** Text a reader sees: not empty, not only spaces. */
const text = z.string().refine((value) => value.trim() !== '', 'expected a non-empty string');
const icon = z.enum(ICON_NAMES);
const labelSide = z.enum(['before', 'above']);

const callout = z
  .strictObject({
    href: z
      .string()
      .regex(
        /^(#[\w-]+|\/[\w./-]*(#[\w-]+)?)$/,
        'expected "#anchor" or a site path such as "/obs-utils/director#anchor"',
      )
      .describe(
        'Where the page explains the control: "#anchor" on the same page, or a site path with an anchor ("/obs-utils/director#keyboard-shortcuts").',
      ),
    name: text
      .optional()
      .describe("The legend's name for the control, when the control shows no text of its own (or shows a value)."),
    note: text
      .optional()
      .describe(
        'One short sentence for the legend, when the name alone does not say what the control does; the linked section explains the rest.',
      ),
  })
  .describe('A numbered mark on the drawing, matched by number to an entry of the legend under it.');

/** Fields every part may have. */
const common = {
  callout: callout.optional(),
  when: text
    .optional()
    .describe('A condition under which the markup shows this part ("GM only", "only while a poll runs").'),
};

const button = z
  .strictObject({
    kind: z.literal('button'),
    ...common,
    label: text.optional(),
    icon: icon.optional(),
    hover: text.optional().describe('The text shown on hover (`title`), from the locale file.'),
    ariaLabel: text
      .optional()
      .describe('The accessible name the markup gives an icon-only button with `aria-label`, which shows no tooltip.'),
    tone: z.enum(['danger']).optional().describe("A button the module colours red (Ethereal Plane's Abort)."),
    pressed: z
      .boolean()
      .optional()
      .describe('A toggle drawn pressed (a chosen mode, a ticked option shown as a button).'),
    disabled: z.boolean().optional(),
    primary: z.boolean().optional().describe("The window's main action, drawn filled."),
    wide: z.boolean().optional().describe('Stretch across the available width.'),
    iconAfter: z.boolean().optional().describe('Draw the icon after the label (as the markup orders them).'),
  })
  .superRefine((node, context) => {
    const fail = (field: string, message: string) => context.addIssue({code: 'custom', path: [field], message});
    if (node.label === undefined && node.icon === undefined) fail('label', 'a button needs a label or an icon');
    if (node.label !== undefined && node.ariaLabel !== undefined) {
      fail('ariaLabel', 'names an icon-only button; a button with a label is named by it');
    }
    if (node.label === undefined && node.hover === undefined && node.ariaLabel === undefined) {
      fail('hover', 'an icon-only button needs its hover text, or its ariaLabel where the markup shows no tooltip');
    }
    if (node.hover !== undefined && node.ariaLabel !== undefined) {
      fail('ariaLabel', 'an icon-only button has a hover text or an ariaLabel, not both');
    }
  })
  .describe(
    'A button. One with only an icon is named by its hover text or, where the markup gives it no tooltip, by its aria-label.',
  );

const checkbox = z.strictObject({
  kind: z.literal('checkbox'),
  ...common,
  label: text.optional(),
  checked: z.boolean(),
  labelSide: z
    .enum(['before', 'after'])
    .optional()
    .describe("The label before the box (Foundry's settings and most module forms) or after it."),
  disabled: z.boolean().optional(),
});

const field = z
  .strictObject({
    kind: z.literal('field'),
    ...common,
    label: text.optional(),
    input: z.enum(['text', 'number', 'password', 'url', 'search', 'color', 'file']).optional(),
    value: z.string().optional().describe('An example value, drawn in the field.'),
    placeholder: text.optional().describe('The hint drawn in an empty field, from the locale file.'),
    button: button
      .optional()
      .describe("A button drawn at the end of the field (Foundry's file picker, a save button)."),
    labelSide: labelSide.optional(),
    wide: z.boolean().optional(),
    disabled: z.boolean().optional(),
  })
  .describe('A one-line input.');

const textarea = z.strictObject({
  kind: z.literal('textarea'),
  ...common,
  label: text.optional(),
  value: z.string().optional(),
  placeholder: text.optional(),
  rows: z.literal([1, 2, 3, 4, 5, 6, 8, 10]).optional(),
  labelSide: labelSide.optional(),
  disabled: z.boolean().optional(),
});

const select = z.strictObject({
  kind: z.literal('select'),
  ...common,
  label: text.optional(),
  value: z.string().describe('The choice shown, an example where the list comes from the world.'),
  icon: icon.optional(),
  options: z
    .array(text)
    .optional()
    .describe('The other choices, when the drawing lists them beside the box (they are not drawn open).'),
  labelSide: labelSide.optional(),
  wide: z.boolean().optional(),
  disabled: z.boolean().optional(),
});

const range = z.strictObject({
  kind: z.literal('range'),
  ...common,
  label: text.optional(),
  value: text,
  labelSide: labelSide.optional(),
});

const progress = z
  .strictObject({
    kind: z.literal('progress'),
    ...common,
    percent: z.number().min(0).max(100).describe('The filled share, 0 to 100.'),
    label: text.describe('What the bar measures, for the text alternative ("votes for option 1").'),
    shows: text.optional().describe('Text drawn beside the bar, as the markup shows it (an example).'),
  })
  .describe("A bar filled to a share, such as a poll option's votes.");

const tab = z
  .strictObject({
    label: text.optional(),
    icon: icon.optional(),
    hover: text.optional(),
    selected: z.boolean().optional(),
  })
  .refine((entry) => entry.label !== undefined || (entry.icon !== undefined && entry.hover !== undefined), {
    message: 'a tab needs a label, or an icon and its hover text',
  });

const tabs = z
  .strictObject({kind: z.literal('tabs'), ...common, tabs: z.array(tab).min(1, 'expected at least one entry')})
  .superRefine((node, context) => {
    const selected = node.tabs.filter((entry) => entry.selected).length;
    if (selected !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['tabs'],
        message: `exactly one tab must be selected (found ${selected})`,
      });
    }
  })
  .describe("A row of tabs; the parts after it in the same stack are the selected tab's content.");

const image = z
  .strictObject({
    kind: z.literal('image'),
    ...common,
    label: text,
    shape: z.enum(['picture', 'portrait', 'qr', 'dice']),
    size: z.enum(['small', 'medium', 'large']).optional(),
  })
  .describe('A picture the window shows: an image, a portrait, a QR code.');

const slot = z
  .strictObject({
    kind: z.literal('slot'),
    ...common,
    label: text,
    holds: text.optional().describe('What the box holds in the drawing (an example).'),
  })
  .describe('A box that takes a dragged document (a macro, a scene), empty or holding one.');

const heading = z.strictObject({kind: z.literal('heading'), ...common, text});
const link = z.strictObject({kind: z.literal('link'), ...common, text});
const code = z
  .strictObject({kind: z.literal('code'), ...common, text})
  .describe('Code-like text (a device code, a class name on the stream page).');
const divider = z.strictObject({kind: z.literal('divider'), ...common});

const textPart = z
  .strictObject({
    kind: z.literal('text'),
    ...common,
    text,
    tone: z.enum(['plain', 'muted', 'warning', 'error', 'info']).optional(),
    icon: icon.optional(),
  })
  .describe('Text the window shows; `tone` draws warning, error and information boxes as the module colours them.');

const iconPart = z
  .strictObject({
    kind: z.literal('icon'),
    ...common,
    icon,
    meaning: text.describe('What the icon means, for the text alternative.'),
    tone: z.enum(['plain', 'ok', 'bad', 'busy']).optional(),
  })
  .describe('A small icon drawn on its own (a status mark, a decoration the markup shows).');

const setting = z
  .strictObject({
    kind: z.literal('setting'),
    ...common,
    label: text,
    hint: text.optional(),
    control: z.discriminatedUnion('kind', [button, checkbox, field, select, range, textarea]),
  })
  .describe("One row of Foundry's settings form: the setting's name and control side by side, its hint under them.");

/** A column of a table, as CSS writes it; the drawing uses it as it stands (so nothing else may get in). */
const track = z
  .string()
  .regex(/^(auto|\d+(\.\d+)?(px|fr))$/, 'expected "auto", a width such as "40px" or a share such as "1fr"');

// The parts that hold other parts refer to `drawingNode`, defined after them: zod reads a getter when it
// parses, and the getters' declared types let TypeScript infer the recursive types.
type Parts = z.ZodArray<typeof drawingNode>;
const stack = z
  .strictObject({
    kind: z.literal('stack'),
    ...common,
    get children(): Parts {
      return z.array(drawingNode);
    },
  })
  .describe('Parts laid out one under the other.');

const row = z
  .strictObject({
    kind: z.literal('row'),
    ...common,
    align: z.enum(['start', 'center', 'end', 'spread', 'fill']).optional(),
    get children(): Parts {
      return z.array(drawingNode);
    },
  })
  .describe('Parts side by side on one line. `end` pushes them to the right edge, `spread` spaces them out.');

const columns = z
  .strictObject({
    kind: z.literal('columns'),
    ...common,
    split: z.enum(['even', '60-40', '40-60', '30-70', '70-30']),
    get columns(): z.ZodArray<Parts> {
      return z
        .array(z.array(drawingNode))
        .min(2, 'expected two or three columns')
        .max(3, 'expected two or three columns');
    },
  })
  .describe('Columns of a grid, left to right, with the share of the width each one takes.');

const group = z
  .strictObject({
    kind: z.literal('group'),
    ...common,
    title: text.optional(),
    collapsible: z
      .enum(['open', 'closed'])
      .optional()
      .describe('A collapsible section: drawn with its arrow, open or closed.'),
    boxed: z.boolean().optional().describe('Draw a box around the group.'),
    get children(): Parts {
      return z.array(drawingNode);
    },
  })
  .describe('A titled part of the window (a section, a fieldset, a collapsible block).');

const notice = z
  .strictObject({
    kind: z.literal('notice'),
    ...common,
    tone: z.enum(['warning', 'error', 'info']),
    icon: icon.optional(),
    get children(): Parts {
      return z.array(drawingNode);
    },
  })
  .describe('A box of tinted text (warning, error, information) holding several parts.');

const element = z
  .strictObject({
    kind: z.literal('element'),
    ...common,
    selector: text.describe("The element's selector as the markup writes it: `div.overlay`, `img.roll-image`."),
    shows: text.optional().describe('What the element shows in the drawing (an example).'),
    data: z
      .record(z.string().regex(/^data-[a-z0-9-]+$/, 'expected a data-* attribute name'), z.string())
      .optional()
      .describe('Data attributes and their example values.'),
    direction: z.enum(['row', 'column']).optional(),
    get children(): z.ZodOptional<Parts> {
      return z.array(drawingNode).optional();
    },
  })
  .describe('An element of the stream page, named by its classes and data attributes (drawn on a `stage`).');

const table = z
  .strictObject({
    kind: z.literal('table'),
    ...common,
    tracks: z
      .array(track)
      .min(1, 'expected at least one entry')
      .describe("The columns' widths, as the markup's `grid-template-columns` gives them: `auto`, `40px`, `1fr`."),
    get header(): z.ZodOptional<Parts> {
      return z.array(drawingNode).optional().describe('Column headings, drawn bold above a rule.');
    },
    get rows(): z.ZodArray<Parts> {
      return z.array(z.array(drawingNode));
    },
  })
  .superRefine((node, context) => {
    if (!node.header && node.rows.length === 0) {
      context.addIssue({code: 'custom', path: ['rows'], message: 'a table needs a header or a row'});
    }
    const cells = (row: unknown[], path: (string | number)[]) => {
      if (row.length !== node.tracks.length) {
        context.addIssue({
          code: 'custom',
          path,
          message: `expected ${node.tracks.length} cells, one per track (found ${row.length})`,
        });
      }
    };
    if (node.header) cells(node.header, ['header']);
    node.rows.forEach((cellsOfRow, index) => cells(cellsOfRow, ['rows', index]));
  })
  .describe(
    'Cells laid out on one grid, so the header and every row share their columns, as a module’s own grid does. Each row, and the header, has one cell per track; a `row` cell holds several parts.',
  );

/** Every kind of part a drawing can have, told apart by `kind`. */
export const drawingNode = z.discriminatedUnion('kind', [
  stack,
  row,
  columns,
  group,
  heading,
  textPart,
  notice,
  divider,
  button,
  checkbox,
  field,
  textarea,
  select,
  range,
  progress,
  tabs,
  image,
  slot,
  link,
  code,
  iconPart,
  setting,
  element,
  table,
]);

/** The kinds, in the order the schema lists them (the build's messages name them). */
export const NODE_KINDS = drawingNode.options.map((option) => option.shape.kind.value);

const menuEntry = button.refine((entry) => entry.label !== undefined, {
  path: ['label'],
  message: 'a menu entry needs its label',
});

export const windowSpecSchema = z
  .strictObject({
    $schema: z.string().optional().describe('The JSON Schema editors check the file with (`window.schema.json`).'),
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case words joined by "-"')
      .describe('Unique on its page, and the name of its file; the drawing’s ids derive from it.'),
    name: text.describe(
      'What the caption calls the window: `The Director`, `OBS Studio: Properties of a Browser source`.',
    ),
    owner: z
      .enum(['obs-utils', 'ethereal-plane', 'foundry', 'obs-studio'])
      .describe("Which program the window belongs to; the drawing's frame follows it."),
    release: text.describe('The release (or, for another program, the version or source) the drawing follows.'),
    sources: z
      .array(text)
      .min(1, 'expected at least one entry')
      .describe("The files it is drawn from, relative to the owner's repository (markup, locale file, styles)."),
    frame: z
      .enum(['window', 'dialog', 'panel', 'stage'])
      .describe(
        'The outer look: `window` a Foundry application window; `dialog` a desktop dialog of another program; `panel` a part of a larger screen, no title bar; `stage` what a page shows to viewers, on a dark backdrop.',
      ),
    title: z
      .string()
      .optional()
      .describe('What the title bar shows. An empty string draws the empty title bar the module’s windows have.'),
    titleControls: z
      .array(button)
      .optional()
      .describe("Header controls drawn in the title bar after the title (Foundry's close control is always drawn)."),
    titleMenu: z
      .array(menuEntry)
      .min(1, 'expected at least one entry')
      .optional()
      .describe(
        'The entries of a Foundry V13 window’s header menu (`window.controls`), which opens from a ⋮ button in the title bar: drawn open, under it. Each entry needs its label.',
      ),
    width: z.literal(WINDOW_WIDTHS).describe('Drawing width in CSS pixels at 100 % zoom.'),
    state: text.describe('Which state of the window the drawing shows, where the markup makes parts conditional.'),
    omits: text.describe('What the drawing leaves out or invents as examples ("Values shown are examples.").'),
    body: z.array(drawingNode).min(1, 'expected at least one entry'),
  })
  .superRefine((spec, context) => {
    const fail = (path: (string | number)[], message: string) => context.addIssue({code: 'custom', path, message});
    const titled = spec.frame === 'window' || spec.frame === 'dialog';
    if (titled && spec.title === undefined) {
      fail(['title'], `a ${spec.frame} needs its title bar text ("" for an empty title bar)`);
    }
    if (!titled && (spec.title !== undefined || spec.titleControls !== undefined)) {
      fail(['title'], `a ${spec.frame} has no title bar`);
    }
    if (spec.titleMenu !== undefined && spec.frame !== 'window') {
      fail(['titleMenu'], 'only a Foundry window (frame "window") has the header’s ⋮ menu');
    }
    const parts: [DrawingNode, (string | number)[]][] = [
      ...(spec.titleControls ?? []).map((node, index): [DrawingNode, (string | number)[]] => [
        node,
        ['titleControls', index],
      ]),
      ...(spec.titleMenu ?? []).map((node, index): [DrawingNode, (string | number)[]] => [node, ['titleMenu', index]]),
      ...spec.body.map((node, index): [DrawingNode, (string | number)[]] => [node, ['body', index]]),
    ];
    for (const [node, path] of parts) {
      walkWithPaths(node, path, (part, at) => {
        if (!part.callout) return;
        const layout =
          ['stack', 'row', 'columns', 'divider'].includes(part.kind) || (part.kind === 'group' && !part.title);
        if (layout) fail([...at, 'callout'], 'a callout goes on a control, a titled group or text, not on layout');
        else if (part.callout.name === undefined && ownName(part) === undefined) {
          fail([...at, 'callout', 'name'], 'needs a "name": the control shows no text of its own');
        }
      });
    }
  });

export type WindowSpec = z.infer<typeof windowSpecSchema>;
export type DrawingNode = z.infer<typeof drawingNode>;
export type DrawingNodeKind = DrawingNode['kind'];
/** The part of kind `K`. */
export type NodeOf<K extends DrawingNodeKind> = Extract<DrawingNode, {kind: K}>;
export type ButtonNode = NodeOf<'button'>;
export type FieldNode = NodeOf<'field'>;
export type TableNode = NodeOf<'table'>;
export type Callout = z.infer<typeof callout>;
export type IconName = (typeof ICON_NAMES)[number];
export type WindowWidth = (typeof WINDOW_WIDTHS)[number];

/** Each part under `node` with its path, parents first. */
function walkWithPaths(
  node: DrawingNode,
  at: (string | number)[],
  visit: (node: DrawingNode, at: (string | number)[]) => void,
): void {
  visit(node, at);
  const under = (children: DrawingNode[] | undefined, ...key: (string | number)[]) =>
    children?.forEach((child, index) => walkWithPaths(child, [...at, ...key, index], visit));
  switch (node.kind) {
    case 'stack':
    case 'row':
    case 'group':
    case 'notice':
    case 'element':
      under(node.children, 'children');
      break;
    case 'columns':
      node.columns.forEach((column, index) => under(column, 'columns', index));
      break;
    case 'field':
      if (node.button) walkWithPaths(node.button, [...at, 'button'], visit);
      break;
    case 'setting':
      walkWithPaths(node.control, [...at, 'control'], visit);
      break;
    case 'table':
      under(node.header, 'header');
      node.rows.forEach((cells, index) => under(cells, 'rows', index));
      break;
    default:
      break;
  }
}

/** One line per problem, each naming the path of the wrong field. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const at = formatPath(issue.path);
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => `${formatPath([...issue.path, key])}: is not a field of this part`);
      case 'invalid_value':
        return [`${at}: expected one of ${issue.values.map(String).join(', ')}`];
      case 'invalid_union':
        // A part whose `kind` names no kind of part (zod reports the discriminator's path).
        return [`${at}${at.endsWith('kind') ? '' : '.kind'}: expected one of ${NODE_KINDS.join(', ')}`];
      case 'invalid_type':
        return [`${at}: ${issue.input === undefined ? 'is missing' : `expected ${issue.expected}`}`];
      default:
        return [`${at}: ${issue.message}`];
    }
  });
}

/**
 * Returns the description typed, or throws an error that names `file` and,
 * on one line each, the path of every wrong field
 * (`obs-utils/_windows/director.json: body[1].children[0].icon: expected one of …`).
 */
export function validateWindowSpec(value: unknown, file: string): WindowSpec {
  const result = windowSpecSchema.safeParse(value, {reportInput: true});
  if (result.success) return result.data;
  const lines = describeIssues(result.error.issues).map((line) => `${file}: ${line}`);
  throw new Error(`Window description ${lines.join('\n  ')}`);
}

/** The JSON Schema editors check a description with, generated from the zod schema (`window.schema.json`). */
export function windowJsonSchema(): unknown {
  return z.toJSONSchema(windowSpecSchema, {target: 'draft-2020-12', reused: 'ref'});
}
