/**
 * The words of a drawing: the numbers of its callouts, its legend, and its
 * text alternative (every control in reading order). Pure, so the page
 * component and the search index (which runs in node while the site builds)
 * say the same thing.
 */
import type {ButtonNode, DrawingNode, FieldNode, WindowSpec} from './schema';

/** Every node of a description, in reading order (parents before children). */
export function walkNodes(body: DrawingNode[], visit: (node: DrawingNode) => void): void {
  for (const part of body) {
    visit(part);
    switch (part.kind) {
      case 'stack':
      case 'row':
      case 'group':
      case 'notice':
        walkNodes(part.children, visit);
        break;
      case 'columns':
        for (const column of part.columns) walkNodes(column, visit);
        break;
      case 'element':
        walkNodes(part.children ?? [], visit);
        break;
      case 'field':
        if (part.button) walkNodes([part.button], visit);
        break;
      case 'setting':
        walkNodes([part.control], visit);
        break;
      case 'table':
        walkNodes([...(part.header ?? []), ...part.rows.flat()], visit);
        break;
      default:
        break;
    }
  }
}

/** Every node of a window in reading order: the title bar's controls, the entries of its ⋮ menu, then the body. */
export function walkWindow(spec: WindowSpec, visit: (node: DrawingNode) => void): void {
  walkNodes([...(spec.titleControls ?? []), ...(spec.titleMenu ?? []), ...spec.body], visit);
}

/** The name a control shows or is known by, if it has one of its own. */
export function ownName(node: DrawingNode): string | undefined {
  switch (node.kind) {
    case 'button':
      return node.label ?? node.hover ?? node.ariaLabel;
    case 'checkbox':
    case 'field':
    case 'textarea':
    case 'select':
    case 'range':
    case 'setting':
    case 'slot':
    case 'image':
    case 'progress':
      return node.label;
    case 'group':
      return node.title;
    case 'heading':
    case 'link':
    case 'code':
    case 'text':
      return node.text;
    case 'element':
      return node.selector;
    case 'icon':
      return node.meaning;
    default:
      return undefined;
  }
}

/** What kind of control a node is, in a reader's words. */
export function kindName(node: DrawingNode): string {
  switch (node.kind) {
    case 'button': {
      // "red button" for Ethereal Plane's Abort; "without tooltip" where only an aria-label names it.
      const kind = node.label === undefined ? 'icon button' : 'button';
      return `${node.tone ? 'red ' : ''}${kind}${node.ariaLabel ? ' without tooltip' : ''}`;
    }
    case 'checkbox':
      return 'checkbox';
    case 'field':
      return FIELD_NAMES[node.input ?? 'text'];
    case 'textarea':
      return 'text box';
    case 'select':
      return 'drop-down list';
    case 'range':
      return 'slider';
    case 'progress':
      return 'bar';
    case 'tabs':
      return 'tabs';
    case 'group':
      return 'section';
    case 'heading':
      return 'heading';
    case 'text':
      return node.tone === 'warning' || node.tone === 'error' ? `${node.tone} message` : 'text';
    case 'notice':
      return `${node.tone === 'info' ? 'information' : node.tone} box`;
    case 'image':
      return node.shape === 'qr' ? 'QR code' : 'picture';
    case 'slot':
      return 'drop box';
    case 'link':
      return 'link';
    case 'code':
      return 'code';
    case 'icon':
      return 'icon';
    case 'setting':
      return 'setting';
    case 'element':
      return 'element';
    case 'table':
      return 'table';
    default:
      return node.kind;
  }
}

const FIELD_NAMES: Record<NonNullable<FieldNode['input']>, string> = {
  text: 'text field',
  number: 'number field',
  password: 'password field',
  url: 'address field',
  search: 'search field',
  color: 'colour field',
  file: 'file path field',
};

/** Callout numbers, 1 upwards in reading order. */
export function numberCallouts(spec: WindowSpec): Map<DrawingNode, number> {
  const numbers = new Map<DrawingNode, number>();
  const visit = (node: DrawingNode) => {
    if (node.callout) numbers.set(node, numbers.size + 1);
  };
  walkWindow(spec, visit);
  return numbers;
}

export interface LegendEntry {
  number: number;
  /** The control's name: the name the callout gives it, else its label, hover text or accessible name. */
  name: string;
  kind: string;
  note?: string;
  href: string;
  when?: string;
}

export function legendOf(spec: WindowSpec, numbers = numberCallouts(spec)): LegendEntry[] {
  return [...numbers].map(([node, number]) => {
    const callout = node.callout!;
    const name = callout.name ?? ownName(node);
    if (!name)
      throw new Error(`Window description ${spec.id}: callout ${number} needs a "name" (its control shows none)`);
    const entry = spec.titleMenu?.includes(node as ButtonNode);
    // An aria-label is no text on screen: say so where the legend names the button by it.
    const accessibleName = node.kind === 'button' && node.ariaLabel && !callout.name;
    return {
      number,
      name,
      kind: entry
        ? 'entry of the title bar’s ⋮ menu'
        : accessibleName
          ? 'icon button; its accessible name, no tooltip'
          : kindName(node),
      note: callout.note,
      href: callout.href,
      ...(node.when && {when: node.when}),
    };
  });
}

/** One line of the text alternative, with the parts inside it. */
export interface AltItem {
  text: string;
  callout?: number;
  children: AltItem[];
}

const quote = (text: string) => `“${text}”`;

function buttonText(node: ButtonNode, kind?: string): string {
  const name =
    kind !== undefined
      ? `${kind} ${quote(node.label!)}`
      : node.label !== undefined
        ? `Button ${quote(node.label)}`
        : node.hover !== undefined
          ? `Icon button ${quote(node.hover)}`
          : `Icon button ${quote(node.ariaLabel!)} (its accessible name; no tooltip)`;
  const state = [node.pressed && 'selected', node.disabled && 'greyed out', node.tone && 'red'].filter(Boolean);
  return state.length > 0 ? `${name}, ${state.join(', ')}` : name;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The control's description without its own label (used inside a setting row, which names it). */
function controlState(node: DrawingNode): string {
  switch (node.kind) {
    case 'checkbox':
      return node.checked ? 'ticked' : 'not ticked';
    case 'field':
      if (node.input === 'password') return node.value ? 'filled in (hidden)' : 'empty';
      if (node.value) return node.value;
      return node.placeholder ? `empty, shows ${quote(node.placeholder)}` : 'empty';
    case 'textarea':
      if (node.value) return node.value;
      return node.placeholder ? `empty, shows ${quote(node.placeholder)}` : 'empty';
    case 'select':
      return node.options?.length
        ? `${node.value || 'nothing chosen'} (choices: ${node.options.join(', ')})`
        : node.value || 'nothing chosen';
    case 'range':
      return node.value;
    case 'button':
      return buttonText(node);
    default:
      return '';
  }
}

function nodeText(node: DrawingNode): string | undefined {
  switch (node.kind) {
    case 'button':
      return buttonText(node);
    case 'checkbox':
    case 'field':
    case 'textarea':
    case 'select':
    case 'range': {
      const kind = capitalised(kindName(node));
      const named = node.label ? `${kind} ${quote(node.label)}` : kind;
      const greyed = 'disabled' in node && node.disabled ? ', greyed out' : '';
      return `${named}: ${controlState(node)}${greyed}`;
    }
    case 'tabs':
      return `Tabs: ${node.tabs
        .map((tab) => `${quote(tab.label ?? tab.hover!)}${tab.selected ? ' (selected)' : ''}`)
        .join(', ')}`;
    case 'group':
      return node.title
        ? `Section ${quote(node.title)}${node.collapsible ? `, ${node.collapsible === 'open' ? 'expanded' : 'collapsed'}` : ''}`
        : undefined;
    case 'heading':
      return `Heading ${quote(node.text)}`;
    case 'text':
      return `${capitalised(kindName(node))}: ${quote(node.text)}`;
    case 'notice':
      return `${capitalised(kindName(node))}`;
    case 'image':
      return `${capitalised(kindName(node))}: ${node.label}`;
    case 'slot':
      return `Drop box ${quote(node.label)}: ${node.holds ? `holds ${node.holds}` : 'empty'}`;
    case 'progress':
      return `Bar: ${node.label}, ${node.percent} % filled${node.shows ? `, shows ${quote(node.shows)}` : ''}`;
    case 'link':
      return `Link ${quote(node.text)}`;
    case 'code':
      return `Code: ${node.text}`;
    case 'icon':
      return `Icon: ${node.meaning}`;
    case 'setting': {
      const state = controlState(node.control);
      return `Setting ${quote(node.label)}: ${node.control.kind === 'button' ? state : `${kindName(node.control)}, ${state}`}`;
    }
    case 'table':
      return `Table with ${node.tracks.length} columns`;
    case 'element': {
      const data = Object.entries(node.data ?? {}).map(([key, value]) => `${key}="${value}"`);
      const parts = [node.shows && `shows ${node.shows}`, data.length > 0 && `with ${data.join(', ')}`].filter(Boolean);
      return `Element ${node.selector}${parts.length > 0 ? `, ${parts.join(', ')}` : ''}`;
    }
    default:
      return undefined;
  }
}

const COLUMN_NAMES = [
  ['Left column', 'Right column'],
  ['Left column', 'Middle column', 'Right column'],
];

function describeNodes(nodes: DrawingNode[], numbers: Map<DrawingNode, number>): AltItem[] {
  const items: AltItem[] = [];
  for (const node of nodes) {
    const callout = numbers.get(node);
    const own = nodeText(node);
    const described = (children: AltItem[]): AltItem => ({
      text: node.when ? `${own} (${node.when})` : own!,
      ...(callout !== undefined && {callout}),
      children,
    });
    switch (node.kind) {
      case 'stack':
      case 'row':
        items.push(...describeNodes(node.children, numbers));
        break;
      case 'columns': {
        const names = COLUMN_NAMES[node.columns.length - 2];
        node.columns.forEach((column, index) =>
          items.push({text: names[index], children: describeNodes(column, numbers)}),
        );
        break;
      }
      case 'group':
      case 'notice':
        if (own === undefined) items.push(...describeNodes(node.children, numbers));
        else items.push(described(describeNodes(node.children, numbers)));
        break;
      case 'element':
        items.push(described(describeNodes(node.children ?? [], numbers)));
        break;
      case 'field':
        items.push(described(node.button ? describeNodes([node.button], numbers) : []));
        break;
      case 'setting': {
        const hint = node.hint ? [{text: `Hint: ${node.hint}`, children: []}] : [];
        const controlCallout = numbers.get(node.control);
        items.push({
          ...described(hint),
          ...(callout === undefined && controlCallout !== undefined && {callout: controlCallout}),
        });
        break;
      }
      case 'table': {
        const rows = node.rows.map((row, index) => ({text: `Row ${index + 1}`, children: describeNodes(row, numbers)}));
        const header = node.header ? [{text: 'Header', children: describeNodes(node.header, numbers)}] : [];
        items.push(described([...header, ...rows]));
        break;
      }
      case 'divider':
        break;
      default:
        items.push(described([]));
    }
  }
  return items;
}

/** The text alternative: the title bar (with its ⋮ menu, drawn open), then every control in reading order. */
export function describeWindow(spec: WindowSpec, numbers = numberCallouts(spec)): AltItem[] {
  const items: AltItem[] = [];
  if (spec.frame === 'window' || spec.frame === 'dialog') {
    const title = spec.title ? `Title bar: ${quote(spec.title)}` : 'Title bar: empty';
    const children = describeNodes(spec.titleControls ?? [], numbers);
    if (spec.titleMenu) {
      const entries = spec.titleMenu.map((entry): AltItem => {
        const callout = numbers.get(entry);
        const text = buttonText(entry, 'Entry');
        return {
          text: entry.when ? `${text} (${entry.when})` : text,
          ...(callout !== undefined && {callout}),
          children: [],
        };
      });
      children.push({text: 'Menu (⋮), drawn open', children: entries});
    }
    items.push({text: title, children});
  }
  items.push(...describeNodes(spec.body, numbers));
  return items;
}

/**
 * The labels a reader could search for, once each, in reading order: names,
 * hover texts, placeholders, tabs and hints (not the words the text
 * alternative adds, such as "button" or "ticked", which would match every
 * drawing).
 */
export function drawingLabels(spec: WindowSpec): string[] {
  const labels: string[] = spec.title ? [spec.title] : [];
  walkWindow(spec, (node) => {
    const name = ownName(node);
    if (name && node.kind !== 'icon') labels.push(name);
    if (node.kind === 'button' && node.label && node.hover) labels.push(node.hover);
    if ((node.kind === 'field' || node.kind === 'textarea') && node.placeholder) labels.push(node.placeholder);
    if (node.kind === 'tabs') labels.push(...node.tabs.map((tab) => tab.label ?? tab.hover!));
    if (node.kind === 'setting' && node.hint) labels.push(node.hint);
  });
  return [...new Set(labels)];
}

/** The text alternative as plain lines (for the search index), callout numbers included. */
export function altLines(items: AltItem[]): string[] {
  return items.flatMap((item) => [
    item.callout === undefined ? item.text : `(${item.callout}) ${item.text}`,
    ...altLines(item.children),
  ]);
}
