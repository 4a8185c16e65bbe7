/**
 * The description of one window, dialog or screen that a drawing is made
 * from. Each description is a JSON file kept beside the pages of the release
 * it documents (`obs-utils/_windows/director.json`), written from the
 * window's markup and the English locale file at that release's tag, so a new
 * release changes data, not drawing code. `validate.ts` checks a file
 * against these types and names the first wrong field.
 */

/** Which program the window belongs to; the drawing's frame follows it. */
export type WindowOwner = 'obs-utils' | 'ethereal-plane' | 'foundry' | 'obs-studio';

/**
 * The outer look of the drawing:
 * - `window`: a Foundry application window (title bar with a close control);
 * - `dialog`: a desktop dialog of another program (title bar, no Foundry chrome);
 * - `panel`: a part of a larger screen, drawn without a title bar (a toolbar, a settings tab);
 * - `stage`: what a page shows to viewers (the `/stream` view), on a dark backdrop.
 */
export type WindowFrame = 'window' | 'dialog' | 'panel' | 'stage';

/** Drawing widths, in CSS pixels at 100 % zoom. Narrow screens scroll the drawing inside its frame. */
export const WINDOW_WIDTHS = [280, 360, 440, 520, 600, 680] as const;
export type WindowWidth = (typeof WINDOW_WIDTHS)[number];

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
export type IconName = (typeof ICON_NAMES)[number];

/** A numbered mark on the drawing, matched by number to an entry of the legend under it. */
export interface Callout {
  /**
   * Where the page explains the control: `#anchor` on the same page, or a
   * site path with an anchor (`/obs-utils/director#keyboard-shortcuts`).
   */
  href: string;
  /** The legend's name for the control, when the control shows no text of its own (or shows a value, not a name). */
  name?: string;
  /**
   * One short sentence for the legend, when the name alone does not say what
   * the control does (an icon-only mode button); the linked section explains
   * the rest, so most callouts need none.
   */
  note?: string;
}

interface NodeBase {
  callout?: Callout;
  /** A condition under which the markup shows this part (`GM only`, `only while a poll runs`). */
  when?: string;
}

/** Parts laid out one under the other. */
export interface StackNode extends NodeBase {
  kind: 'stack';
  children: DrawingNode[];
}

/** Parts side by side on one line. `end` pushes them to the right edge, `spread` spaces them out. */
export interface RowNode extends NodeBase {
  kind: 'row';
  align?: 'start' | 'center' | 'end' | 'spread' | 'fill';
  children: DrawingNode[];
}

/** Columns of a grid, left to right, with the share of the width each one takes. */
export interface ColumnsNode extends NodeBase {
  kind: 'columns';
  split: 'even' | '60-40' | '40-60' | '30-70' | '70-30';
  columns: DrawingNode[][];
}

/** A titled part of the window (a section, a fieldset, a collapsible block). */
export interface GroupNode extends NodeBase {
  kind: 'group';
  title?: string;
  /** A collapsible section: drawn with its arrow, open or closed. */
  collapsible?: 'open' | 'closed';
  /** Draw a box around the group. */
  boxed?: boolean;
  children: DrawingNode[];
}

export interface HeadingNode extends NodeBase {
  kind: 'heading';
  text: string;
}

/** Text the window shows. `tone` draws warning, error and information boxes as the module colours them. */
export interface TextNode extends NodeBase {
  kind: 'text';
  text: string;
  tone?: 'plain' | 'muted' | 'warning' | 'error' | 'info';
  icon?: IconName;
}

/** A box of tinted text (warning, error, information) holding several parts. */
export interface NoticeNode extends NodeBase {
  kind: 'notice';
  tone: 'warning' | 'error' | 'info';
  icon?: IconName;
  children: DrawingNode[];
}

export interface DividerNode extends NodeBase {
  kind: 'divider';
}

/**
 * A button. One with only an icon is named by its hover text (`hover`) or,
 * where the markup gives it no tooltip, by its `aria-label` (`ariaLabel`);
 * the legend and the text alternative repeat that name.
 */
export interface ButtonNode extends NodeBase {
  kind: 'button';
  label?: string;
  icon?: IconName;
  /** The text shown on hover (`title`), from the locale file. An icon-only button has this or `ariaLabel`. */
  hover?: string;
  /** The accessible name the markup gives an icon-only button with `aria-label`, which shows no tooltip. */
  ariaLabel?: string;
  /** A button the module colours red (Ethereal Plane's Abort). */
  tone?: 'danger';
  /** A toggle drawn pressed (a chosen mode, a ticked option shown as a button). */
  pressed?: boolean;
  disabled?: boolean;
  /** The window's main action, drawn filled. */
  primary?: boolean;
  /** Stretch across the available width. */
  wide?: boolean;
  /** Draw the icon after the label (as the markup orders them). */
  iconAfter?: boolean;
}

export interface CheckboxNode extends NodeBase {
  kind: 'checkbox';
  label?: string;
  checked: boolean;
  /** The label before the box (Foundry's settings and most module forms) or after it. */
  labelSide?: 'before' | 'after';
  disabled?: boolean;
}

/** A one-line input. */
export interface FieldNode extends NodeBase {
  kind: 'field';
  label?: string;
  input?: 'text' | 'number' | 'password' | 'url' | 'search' | 'color' | 'file';
  /** An example value, drawn in the field. */
  value?: string;
  /** The hint drawn in an empty field, from the locale file. */
  placeholder?: string;
  /** A button drawn at the end of the field (Foundry's file picker, a save button). */
  button?: ButtonNode;
  labelSide?: 'before' | 'above';
  wide?: boolean;
  disabled?: boolean;
}

export interface TextareaNode extends NodeBase {
  kind: 'textarea';
  label?: string;
  value?: string;
  placeholder?: string;
  rows?: number;
  labelSide?: 'before' | 'above';
  disabled?: boolean;
}

export interface SelectNode extends NodeBase {
  kind: 'select';
  label?: string;
  /** The choice shown, an example where the list comes from the world. */
  value: string;
  icon?: IconName;
  /** The other choices, when the drawing lists them beside the box (they are not drawn open). */
  options?: string[];
  labelSide?: 'before' | 'above';
  wide?: boolean;
  disabled?: boolean;
}

export interface RangeNode extends NodeBase {
  kind: 'range';
  label?: string;
  value: string;
  labelSide?: 'before' | 'above';
}

/** A bar filled to a share, such as a poll option's votes. */
export interface ProgressNode extends NodeBase {
  kind: 'progress';
  /** The filled share, 0 to 100. */
  percent: number;
  /** What the bar measures, for the text alternative ("votes for option 1"). */
  label: string;
  /** Text drawn beside the bar, as the markup shows it (an example). */
  shows?: string;
}

export interface Tab {
  label?: string;
  icon?: IconName;
  hover?: string;
  selected?: boolean;
}

/** A row of tabs; the parts after it in the same stack are the selected tab's content. */
export interface TabsNode extends NodeBase {
  kind: 'tabs';
  tabs: Tab[];
}

/** A picture the window shows: an image, a portrait, a QR code. */
export interface ImageNode extends NodeBase {
  kind: 'image';
  label: string;
  shape: 'picture' | 'portrait' | 'qr' | 'dice';
  size?: 'small' | 'medium' | 'large';
}

/** A box that takes a dragged document (a macro, a scene), empty or holding one. */
export interface SlotNode extends NodeBase {
  kind: 'slot';
  label: string;
  /** What the box holds in the drawing (an example). */
  holds?: string;
}

export interface LinkNode extends NodeBase {
  kind: 'link';
  text: string;
}

/** Code-like text (a device code, a class name on the stream page). */
export interface CodeNode extends NodeBase {
  kind: 'code';
  text: string;
}

/** A small icon drawn on its own (a status mark, a decoration the markup shows). */
export interface IconNode extends NodeBase {
  kind: 'icon';
  icon: IconName;
  /** What the icon means, for the text alternative. */
  meaning: string;
  tone?: 'plain' | 'ok' | 'bad' | 'busy';
}

/**
 * One row of Foundry's settings form: the setting's name and control side by
 * side, its hint under them.
 */
export interface SettingNode extends NodeBase {
  kind: 'setting';
  label: string;
  hint?: string;
  control: ButtonNode | CheckboxNode | FieldNode | SelectNode | RangeNode | TextareaNode;
}

/** An element of the stream page, named by its classes and data attributes (drawn on a `stage`). */
export interface ElementNode extends NodeBase {
  kind: 'element';
  /** The element's selector as the markup writes it: `div.overlay`, `img.roll-image`. */
  selector: string;
  /** What the element shows in the drawing (an example). */
  shows?: string;
  /** Data attributes and their example values. */
  data?: Record<string, string>;
  direction?: 'row' | 'column';
  children?: DrawingNode[];
}

/**
 * Cells laid out on one grid, so the header and every row share their
 * columns, as a module's own grid does. Each row, and the header, has one
 * cell per track; a `row` cell holds several parts.
 */
export interface TableNode extends NodeBase {
  kind: 'table';
  /** The columns' widths, as the markup's `grid-template-columns` gives them: `auto`, `40px`, `1fr`. */
  tracks: string[];
  /** Column headings, drawn bold above a rule. */
  header?: DrawingNode[];
  rows: DrawingNode[][];
}

export type DrawingNode =
  | StackNode
  | RowNode
  | ColumnsNode
  | GroupNode
  | HeadingNode
  | TextNode
  | NoticeNode
  | DividerNode
  | ButtonNode
  | CheckboxNode
  | FieldNode
  | TextareaNode
  | SelectNode
  | RangeNode
  | ProgressNode
  | TabsNode
  | ImageNode
  | SlotNode
  | LinkNode
  | CodeNode
  | IconNode
  | SettingNode
  | ElementNode
  | TableNode;

export type DrawingNodeKind = DrawingNode['kind'];

export interface WindowSpec {
  /** Unique on its page; the drawing's ids derive from it. */
  id: string;
  /** What the caption calls the window: `The Director`, `OBS Studio: Properties of a Browser source`. */
  name: string;
  owner: WindowOwner;
  /** The release (or, for another program, the version or source) the drawing follows. */
  release: string;
  /** The files it is drawn from, relative to the owner's repository (markup, locale file, styles). */
  sources: string[];
  frame: WindowFrame;
  /** What the title bar shows. An empty string draws the empty title bar the module's windows have. */
  title?: string;
  /** Header controls drawn in the title bar after the title (Foundry's close control is always drawn). */
  titleControls?: ButtonNode[];
  /**
   * The entries of a Foundry V13 window's header menu (`window.controls`),
   * which opens from a ⋮ button in the title bar: drawn open, under it.
   * Each entry needs its label.
   */
  titleMenu?: ButtonNode[];
  width: WindowWidth;
  /** Which state of the window the drawing shows, where the markup makes parts conditional. */
  state: string;
  /** What the drawing leaves out or invents as examples ("Values shown are examples."). */
  omits: string;
  body: DrawingNode[];
}
