/**
 * For whoever writes or updates a window description: lists every label of
 * the OBS Utils and Ethereal Plane drawings that is not a string of the
 * module's English locale file at the drawing's release, read from a local
 * git clone of the module (the site's build needs none):
 *
 *   npx tsx scripts/check-window-labels.ts --obs-utils <git dir> --ethereal-plane <git dir> [files…]
 *
 * Without files it checks every `<set>/_windows/*.json` and
 * `<set>_versioned_docs/version-*\/_windows/*.json`. A label it lists is
 * either wrong or written in the markup itself rather than the locale file:
 * check each one in the window's source. Example values (field values, list
 * choices, what a drop box holds) are not labels and are not checked.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {walkWindow} from '../src/components/WindowDrawing/describe';
import type {DrawingNode, WindowSpec} from '../src/components/WindowDrawing/schema';
import {validateWindowSpec} from '../src/components/WindowDrawing/schema';

const MODULES = ['obs-utils', 'ethereal-plane'] as const;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [, value] = args.splice(index, 2);
  if (!value) throw new Error(`${name} needs a path to the module's git directory.`);
  return value;
}

/** Every string value of a locale file, trimmed. */
function localeStrings(gitDir: string, release: string): Set<string> {
  const json = execFileSync('git', ['--git-dir', gitDir, 'show', `${release}:lang/en.json`], {encoding: 'utf8'});
  const strings = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(JSON.parse(json));
  return strings;
}

/** The labels a node shows, as the locale file would hold them. */
function labelsOf(node: DrawingNode): string[] {
  switch (node.kind) {
    case 'button':
      return [node.label, node.hover].filter((l): l is string => l !== undefined);
    case 'checkbox':
    case 'select':
    case 'range':
      return node.label ? [node.label] : [];
    case 'field':
    case 'textarea':
      return [node.label, node.placeholder].filter((l): l is string => l !== undefined);
    case 'tabs':
      return node.tabs.flatMap((tab) => [tab.label, tab.hover]).filter((l): l is string => l !== undefined);
    case 'group':
      return node.title ? [node.title] : [];
    case 'heading':
    case 'link':
      return [node.text];
    case 'text':
      return [node.text];
    case 'setting':
      return [node.label, node.hint].filter((l): l is string => l !== undefined);
    default:
      return [];
  }
}

function descriptionFiles(): string[] {
  const roots = fs
    .readdirSync('.')
    .filter((entry) => MODULES.some((set) => entry === set || entry === `${set}_versioned_docs`));
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (path.basename(dir) === '_windows' && entry.name.endsWith('.json')) found.push(full);
    }
  };
  roots.forEach(visit);
  return found.sort();
}

function main(): void {
  const args = process.argv.slice(2);
  const gitDirs: Record<string, string | undefined> = {
    'obs-utils': option(args, '--obs-utils'),
    'ethereal-plane': option(args, '--ethereal-plane'),
  };
  const files = args.length > 0 ? args : descriptionFiles();
  const cache = new Map<string, Set<string>>();
  let unknown = 0;
  for (const file of files) {
    const spec: WindowSpec = validateWindowSpec(JSON.parse(fs.readFileSync(file, 'utf8')), file);
    const gitDir = gitDirs[spec.owner];
    if (!(MODULES as readonly string[]).includes(spec.owner)) {
      console.log(`${file}: ${spec.owner} window, labels come from its own sources (not checked here)`);
      continue;
    }
    if (!gitDir) {
      console.log(`${file}: skipped, pass --${spec.owner} <git dir> to check it`);
      continue;
    }
    const key = `${spec.owner}@${spec.release}`;
    if (!cache.has(key)) cache.set(key, localeStrings(gitDir, spec.release));
    const strings = cache.get(key)!;
    const labels: string[] = spec.title ? [spec.title] : [];
    walkWindow(spec, (node) => labels.push(...labelsOf(node)));
    const missing = [...new Set(labels)].filter((label) => !strings.has(label.trim()));
    unknown += missing.length;
    console.log(
      missing.length === 0
        ? `${file}: all ${labels.length} labels are in lang/en.json at ${spec.release}`
        : `${file}: not in lang/en.json at ${spec.release} (check the markup): ${missing.map((m) => JSON.stringify(m)).join(', ')}`,
    );
  }
  if (unknown > 0) process.exitCode = 1;
}

main();
