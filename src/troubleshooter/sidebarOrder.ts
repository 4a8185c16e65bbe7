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
 */
import ts from 'typescript';

export interface SidebarDoc {
  id: string;
  /** The sidebar label, when the item sets one. */
  label?: string;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of object.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name &&
      ts.isStringLiteralLike(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

/** The doc items of a sidebars file's source, in source order (the order of the sidebar). */
export function sidebarDocs(sourceText: string, fileName = 'sidebars.ts'): SidebarDoc[] {
  const file = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const docs: SidebarDoc[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && stringProperty(node, 'type') === 'doc') {
      const id = stringProperty(node, 'id');
      if (id) docs.push({id, label: stringProperty(node, 'label')});
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return docs;
}
