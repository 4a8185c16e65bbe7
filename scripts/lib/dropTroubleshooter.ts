/**
 * After `docusaurus docs:version:<set>` copied the current pages into an
 * older release, take the troubleshooter back out of the copy: it is
 * generated for the current release only (src/troubleshooter/), so the
 * older release gets neither the generated file nor its sidebar item.
 */
import fs from 'node:fs';
import path from 'node:path';
import {TROUBLESHOOTER_FILE} from '../../src/troubleshooter/generate';

const DOC_ID = TROUBLESHOOTER_FILE.replace(/\.mdx$/, '');

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]; [key: string]: unknown};

/** The sidebar without any item that points at the troubleshooter, at any depth. */
export function withoutTroubleshooter(items: SidebarItem[]): SidebarItem[] {
  return items
    .filter((item) => (typeof item === 'string' ? item !== DOC_ID : item.id !== DOC_ID))
    .map((item) =>
      typeof item === 'object' && Array.isArray(item.items)
        ? {...item, items: withoutTroubleshooter(item.items)}
        : item,
    );
}

/** Removes the copied troubleshooter and its sidebar items; returns what it changed, for the script's output. */
export function dropTroubleshooter(siteDir: string, docsSet: string, version: string): string[] {
  const changed: string[] = [];
  const copy = path.join(siteDir, `${docsSet}_versioned_docs`, `version-${version}`, TROUBLESHOOTER_FILE);
  if (fs.existsSync(copy)) {
    fs.rmSync(copy);
    changed.push(`removed ${path.relative(siteDir, copy)}`);
  }
  const sidebarFile = path.join(siteDir, `${docsSet}_versioned_sidebars`, `version-${version}-sidebars.json`);
  if (fs.existsSync(sidebarFile)) {
    const sidebars = JSON.parse(fs.readFileSync(sidebarFile, 'utf8')) as Record<string, SidebarItem[]>;
    const before = JSON.stringify(sidebars);
    const after = Object.fromEntries(
      Object.entries(sidebars).map(([name, items]) => [name, withoutTroubleshooter(items)]),
    );
    if (JSON.stringify(after) !== before) {
      fs.writeFileSync(sidebarFile, `${JSON.stringify(after, null, 2)}\n`);
      changed.push(`removed the troubleshooting item from ${path.relative(siteDir, sidebarFile)}`);
    }
  }
  return changed;
}
