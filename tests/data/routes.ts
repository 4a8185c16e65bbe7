/**
 * Every route the site serves, as the tests walk it: the spec's route table
 * (the current releases), the pages the current docs add to it, and the
 * pages of each older release kept as a docs version.
 */
import {VERSIONED_DOCS_SETS} from '../../src/constants';
import {SHARED_CORE_FACTOR} from '../browser';
import {olderVersionsOf} from '../../src/releaseHistory/docsReleases';

export interface SpecRoute {
  path: string;
  docsSet: 'default' | 'obs-utils' | 'ethereal-plane';
  kind: 'page' | 'api-reference' | 'search' | 'tool';
  /** The older release a docs-version page documents; absent on the current pages. */
  version?: string;
}

/** The spec's route table: the pages of the current releases. */
export const SPEC_ROUTES: SpecRoute[] = [
  {path: '/', docsSet: 'default', kind: 'page'},
  {path: '/ethereal-plane/', docsSet: 'ethereal-plane', kind: 'page'},
  {path: '/ethereal-plane/api', docsSet: 'ethereal-plane', kind: 'page'},
  {path: '/ethereal-plane/midi-qol', docsSet: 'ethereal-plane', kind: 'page'},
  {path: '/ethereal-plane/polls', docsSet: 'ethereal-plane', kind: 'page'},
  {path: '/ethereal-plane/quick-start', docsSet: 'ethereal-plane', kind: 'page'},
  {path: '/ethereal-plane/triggers', docsSet: 'ethereal-plane', kind: 'page'},
  {path: '/obs-utils/', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/api', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/getting-started', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/manual-mode', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/obs-remote', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/stream-overlay-css', docsSet: 'obs-utils', kind: 'page'},
  {path: '/ethereal-plane/api-reference/', docsSet: 'ethereal-plane', kind: 'api-reference'},
  {path: '/ethereal-plane/api-reference/classes/EtherealPlaneAPI', docsSet: 'ethereal-plane', kind: 'api-reference'},
  {path: '/ethereal-plane/api-reference/functions/getApi', docsSet: 'ethereal-plane', kind: 'api-reference'},
  {path: '/obs-utils/api-reference/', docsSet: 'obs-utils', kind: 'api-reference'},
  {path: '/obs-utils/api-reference/classes/ObsUtilsApi', docsSet: 'obs-utils', kind: 'api-reference'},
  {path: '/obs-utils/api-reference/classes/OverlayType', docsSet: 'obs-utils', kind: 'api-reference'},
  {path: '/obs-utils/api-reference/functions/registerDefaultTypes', docsSet: 'obs-utils', kind: 'api-reference'},
  {path: '/search', docsSet: 'default', kind: 'search'},
];

/**
 * Pages the current docs add to the route table: each module's release
 * history and troubleshooter, and the three OBS Utils pages split out of
 * longer guides at 4.5.0 (the Director from Getting started, the Overlay
 * Editor from the stream overlay page, the overlay API from the API guide).
 */
export const ADDED_ROUTES: SpecRoute[] = [
  {path: '/obs-utils/releases', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/director', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/overlay-editor', docsSet: 'obs-utils', kind: 'page'},
  {path: '/obs-utils/overlay-api', docsSet: 'obs-utils', kind: 'page'},
  {path: '/ethereal-plane/releases', docsSet: 'ethereal-plane', kind: 'page'},
  // Generated at build time from the pages' Known issues sections (src/troubleshooter/).
  {path: '/obs-utils/troubleshooting', docsSet: 'obs-utils', kind: 'page'},
  {path: '/ethereal-plane/troubleshooting', docsSet: 'ethereal-plane', kind: 'page'},
  // Generated at build time from the pages' "answers" front matter (src/troubleshooter/questions.ts).
  {path: '/obs-utils/questions', docsSet: 'obs-utils', kind: 'page'},
  {path: '/ethereal-plane/questions', docsSet: 'ethereal-plane', kind: 'page'},
];

/**
 * The pages of each older release kept as a docs version (`<set>_versions.json`):
 * the module's spec routes again, under `/<set>/<version>/`.
 */
export const VERSIONED_ROUTES: SpecRoute[] = VERSIONED_DOCS_SETS.flatMap((docsSet) =>
  olderVersionsOf(docsSet).flatMap((version) =>
    SPEC_ROUTES.filter((route) => route.docsSet === docsSet).map((route) => ({
      ...route,
      path: route.path.replace(`/${docsSet}/`, `/${docsSet}/${version}/`),
      version,
    })),
  ),
);

/** Every docs route of the site, current and versioned. */
export const SITE_ROUTES: SpecRoute[] = [...SPEC_ROUTES, ...ADDED_ROUTES, ...VERSIONED_ROUTES];

/**
 * Pages outside the docs sets (src/pages/): the setup planner. They have no
 * Markdown copy, sidebar or truth list, so the docs walks leave them out;
 * the route walk takes them (status, one h1, axe in
 * both colour modes, clean console, first-visit byte budgets), and
 * planner.spec.ts checks the rest.
 */
export const TOOL_ROUTES: SpecRoute[] = [{path: '/plan', docsSet: 'default', kind: 'tool'}];

/** The routes the per-route walk (routes.spec.ts) visits. */
const WALKED_ROUTES: SpecRoute[] = [...SITE_ROUTES, ...TOOL_ROUTES];

/** The guide pages (not API reference or search) of every release. */
export const CONTENT_ROUTES = SITE_ROUTES.filter((r) => r.kind === 'page');

/**
 * At most this many routes per test of a walk over every route. Small parts
 * keep each test far inside its timeout on a slow machine and spread the
 * walk over the workers.
 */
const ROUTES_PER_WALK_PART = 4;

/** How many tests a walk over every route is split into. */
export const ROUTE_WALK_PARTS = Math.ceil(WALKED_ROUTES.length / ROUTES_PER_WALK_PART);

/**
 * Time one route of a walk (a first visit and two audits) may take: at least
 * three times what a route takes on this project's 2-core machine, with a
 * worker more than it has cores (at most 12.5 s a route there).
 */
export const ROUTE_WALK_MS_PER_ROUTE = 25_000 * SHARED_CORE_FACTOR;

/** Part `part` (0-based) of the walked routes for a split walk: every `ROUTE_WALK_PARTS`-th route, so each part mixes current, versioned, guide, reference, search and tool pages. */
export function routeWalkPart(part: number): SpecRoute[] {
  return WALKED_ROUTES.filter((_, i) => i % ROUTE_WALK_PARTS === part);
}
