/**
 * Build side: the doc items of a sidebars file (`sidebars.<set>.ts`), in
 * the order a reader meets them, with their sidebar labels.
 *
 * The troubleshooter names each feature as the sidebar does and lists the
 * features in sidebar order. It is generated before Docusaurus loads the
 * docs, when the sidebars cannot be run yet (their API reference category
 * reads a file TypeDoc writes at the same time), so the file is read, not
 * run: every object literal `{type: 'doc', id: '…', label: '…'}` with
 * literal strings, in source order.
 *
 * The file is parsed with SWC (`@swc/core`, which Docusaurus Faster loads
 * for the build anyway): the TypeScript compiler took 0.4-0.5 s to load on
 * the main thread at the start of every build, for a 40-line file.
 */
import {parseSync} from '@swc/core';

export interface SidebarDoc {
  id: string;
  /** The sidebar label, when the item sets one. */
  label?: string;
}

/** The parts of SWC's syntax tree this module reads; every node is an object with a `type`. */
interface SwcNode {
  type: string;
  span?: {start: number};
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SwcNode =>
  typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';

/** The text of a string literal, or of a template literal without placeholders. */
function literalText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as {cooked?: string}[];
    return quasi?.cooked;
  }
  return undefined;
}

function stringProperty(object: SwcNode, name: string): string | undefined {
  for (const property of object.properties as SwcNode[]) {
    if (property.type !== 'KeyValueProperty') continue;
    const key = property.key as SwcNode;
    const keyName = key.type === 'Identifier' ? (key.value as string) : literalText(key);
    if (keyName === name) return literalText(property.value);
  }
  return undefined;
}

/** The doc items of a sidebars file's source, in source order (the order of the sidebar). */
export function sidebarDocs(sourceText: string, fileName = 'sidebars.ts'): SidebarDoc[] {
  let tree: SwcNode;
  try {
    tree = parseSync(sourceText, {syntax: 'typescript'}) as unknown as SwcNode;
  } catch (error) {
    throw new Error(`${fileName} could not be parsed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const found: {start: number; doc: SidebarDoc}[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    // Nodes, and the wrappers SWC puts around some (an array element is `{spread, expression}`).
    if (isNode(value) && value.type === 'ObjectExpression' && stringProperty(value, 'type') === 'doc') {
      const id = stringProperty(value, 'id');
      if (id) found.push({start: value.span?.start ?? 0, doc: {id, label: stringProperty(value, 'label')}});
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'span') visit(child);
  };
  visit(tree);
  return found.sort((a, b) => a.start - b.start).map(({doc}) => doc);
}
