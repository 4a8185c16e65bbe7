/**
 * Every route the site serves, as the tests walk it.
 * `kind` says which issue's feature serves the route.
 */
export interface SpecRoute {
  path: string;
  docsSet: 'default' | 'obs-utils' | 'ethereal-plane';
  kind: 'page' | 'api-reference' | 'search';
}

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

export const CONTENT_ROUTES = SPEC_ROUTES.filter((r) => r.kind === 'page');

/** How many tests a walk over every route is split into, so the walks of both colour modes spread over the workers. */
export const ROUTE_WALK_PARTS = 3;

/** Part `part` (0-based) of SPEC_ROUTES for a split walk: every `ROUTE_WALK_PARTS`-th route, so each part mixes guide, reference and search pages. */
export function routeWalkPart(part: number): SpecRoute[] {
  return SPEC_ROUTES.filter((_, i) => i % ROUTE_WALK_PARTS === part);
}
