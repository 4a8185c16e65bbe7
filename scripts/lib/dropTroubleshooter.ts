/**
 * After `docusaurus docs:version:<set>` copied the current pages into an
 * older release, take the troubleshooter and the questions page back out of
 * the copy: they are generated for the current release only
 * (src/troubleshooter/), so the older release gets neither the generated
 * files nor their sidebar items.
 */
import fs from 'node:fs';
import path from 'node:path';
import {TROUBLESHOOTER_FILE} from '../../src/troubleshooter/generate';
import {QUESTIONS_FILE} from '../../src/troubleshooter/questions';

const GENERATED_FILES = [TROUBLESHOOTER_FILE, QUESTIONS_FILE];
const DOC_IDS = new Set(GENERATED_FILES.map((file) => file.replace(/\.mdx$/, '')));

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]; [key: string]: unknown};

/** The sidebar without any item that points at the troubleshooter or the questions page, at any depth. */
export function withoutTroubleshooter(items: SidebarItem[]): SidebarItem[] {
  return items
    .filter((item) => !DOC_IDS.has(typeof item === 'string' ? item : (item.id ?? '')))
    .map((item) =>
      typeof item === 'object' && Array.isArray(item.items)
        ? {...item, items: withoutTroubleshooter(item.items)}
        : item,
    );
}

/** Removes the copied generated pages and their sidebar items; returns what it changed, for the script's output. */
export function dropTroubleshooter(siteDir: string, docsSet: string, version: string): string[] {
  const changed: string[] = [];
  for (const file of GENERATED_FILES) {
    const copy = path.join(siteDir, `${docsSet}_versioned_docs`, `version-${version}`, file);
    if (fs.existsSync(copy)) {
      fs.rmSync(copy);
      changed.push(`removed ${path.relative(siteDir, copy)}`);
    }
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
      changed.push(`removed the troubleshooting and questions items from ${path.relative(siteDir, sidebarFile)}`);
    }
  }
  return changed;
}
