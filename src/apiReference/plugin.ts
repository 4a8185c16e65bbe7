/**
 * The Docusaurus plugin that writes the API reference of every documented
 * release (./references.ts) before the docs plugins read their pages.
 *
 * `npm run build` and `npm start` start the references before Docusaurus
 * loads at all (./early.cjs), and this module takes that run. Otherwise
 * (`npx docusaurus build`) they start as soon as Docusaurus loads this
 * module, which it does while it loads every plugin and before it calls any
 * (./preset.ts makes it the first plugin module loaded): TypeDoc's worker
 * then runs beside the loading of the other plugins' modules, not after it.
 * The plugin takes no options (a plugin's options are serialized into every
 * page's bundle with the site config), and only waits for that run.
 */
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {siteReleases, takeEarlyRun, writeReferences} from './references';

const SITE_DIR = path.join(__dirname, '..', '..');

const written = takeEarlyRun() ?? writeReferences(siteReleases(SITE_DIR), SITE_DIR);
// Awaited, and so reported, by the plugin below; this only keeps Node from calling a failure unhandled first.
written.catch(() => undefined);

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  if (path.resolve(context.siteDir) !== SITE_DIR)
    throw new Error(`The API reference plugin writes into ${SITE_DIR}, not the site at ${context.siteDir}`);
  await written;
  return {name: 'api-reference'};
}
