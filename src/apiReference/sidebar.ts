import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * The "API reference" sidebar category of a module's docs set. Its items
 * come from the sidebar file TypeDoc writes next to the generated pages
 * (see `src/apiReference/references.ts`), which exists by the
 * time Docusaurus reads sidebars. TypeDoc groups the pages in "Classes" and
 * "Functions" sub-categories; with two or three pages per module that only
 * adds clicks, so the pages are listed directly, in TypeDoc's order.
 */
export function apiReferenceCategory(docsSet: 'obs-utils' | 'ethereal-plane'): SidebarItemConfig {
  const sidebarFile = path.join(__dirname, '..', '..', docsSet, 'api-reference', 'typedoc-sidebar.cjs');
  if (!fs.existsSync(sidebarFile)) {
    throw new Error(
      `${sidebarFile} is missing: TypeDoc generates it when the site builds or starts. ` +
        'Run `npm run build` or `npm start` rather than reading the sidebars on their own.',
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const items = flatten(require(sidebarFile) as SidebarItemConfig[]);
  return {
    type: 'category',
    label: 'API reference',
    link: {type: 'doc', id: 'api-reference/index'},
    items,
  };
}

/** Replaces every category by its items, recursively. */
function flatten(items: SidebarItemConfig[]): SidebarItemConfig[] {
  return items.flatMap((item) =>
    typeof item === 'object' && item.type === 'category' ? flatten(item.items as SidebarItemConfig[]) : [item],
  );
}
