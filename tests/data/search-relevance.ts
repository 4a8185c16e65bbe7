/**
 * Queries a reader would type, with the page that must appear among the
 * first three hits. Used by the browser relevance test (through the DocSearch
 * modal) and by the search benchmark.
 */
export interface RelevanceCase {
  query: string;
  /** Path of the page (without anchor) that must be in the top 3. */
  page: string;
  kind: 'words' | 'typo' | 'partial' | 'api' | 'question' | 'symbol';
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  {query: 'websocket password', page: '/obs-utils/obs-remote', kind: 'words'},
  {query: 'switch scene', page: '/obs-utils/obs-remote', kind: 'words'},
  {query: 'stop streaming event', page: '/obs-utils/obs-remote', kind: 'words'},
  {query: 'control level 4', page: '/obs-utils/obs-remote', kind: 'words'},
  {query: '--local-obs-host', page: '/obs-utils/obs-remote', kind: 'symbol'},
  {query: 'websokcet', page: '/obs-utils/obs-remote', kind: 'typo'},
  {query: 'manual mode', page: '/obs-utils/manual-mode', kind: 'words'},
  {query: 'manaul mode', page: '/obs-utils/manual-mode', kind: 'typo'},
  {query: 'OBS Mode User', page: '/obs-utils/manual-mode', kind: 'words'},
  {query: 'window capture instead of browser source', page: '/obs-utils/manual-mode', kind: 'question'},
  {query: 'director window', page: '/obs-utils/director', kind: 'words'},
  {query: 'fit map to screen', page: '/obs-utils/director', kind: 'words'},
  {query: 'pop-up close delay', page: '/obs-utils/getting-started', kind: 'words'},
  {query: 'libwrapper', page: '/obs-utils/getting-started', kind: 'words'},
  {query: 'keyboard shortcuts camera', page: '/obs-utils/director', kind: 'words'},
  {query: 'overlya', page: '/obs-utils/stream-overlay-css', kind: 'typo'},
  {query: 'progress bar component', page: '/obs-utils/overlay-editor', kind: 'words'},
  {query: 'roll overlay', page: '/obs-utils/overlay-editor', kind: 'words'},
  {query: 'export overlays', page: '/obs-utils/overlay-editor', kind: 'words'},
  {query: 'data-value', page: '/obs-utils/stream-overlay-css', kind: 'symbol'},
  // Features new since the older documented releases: their current page comes first, before the release history.
  {query: 'observer tokens', page: '/obs-utils/getting-started', kind: 'words'},
  {query: 'style editor', page: '/obs-utils/overlay-editor', kind: 'words'},
  {query: 'macro sync', page: '/ethereal-plane/triggers', kind: 'words'},
  {query: 'disable obs mode shortcut', page: '/obs-utils/manual-mode', kind: 'words'},
  {query: 'registerUniqueOverlaySvelte5', page: '/obs-utils/api-reference/classes/ObsUtilsApi', kind: 'api'},
  {query: 'stream overl', page: '/obs-utils/stream-overlay-css', kind: 'partial'},
  {query: 'registerOverlayType', page: '/obs-utils/api-reference/classes/ObsUtilsApi', kind: 'api'},
  {query: 'registerComponentEditor', page: '/obs-utils/api-reference/classes/OverlayType', kind: 'api'},
  {query: 'getOBSWebsocketClient', page: '/obs-utils/api-reference/classes/ObsUtilsApi', kind: 'api'},
  {query: 'setAVData', page: '/obs-utils/api-reference/classes/ObsUtilsApi', kind: 'api'},
  {query: 'registerDefaultTypes', page: '/obs-utils/api-reference/functions/registerDefaultTypes', kind: 'api'},
  {query: 'obs-utils.init hook', page: '/obs-utils/api', kind: 'api'},
  {query: 'sendMessageToChat', page: '/ethereal-plane/api-reference/classes/EtherealPlaneAPI', kind: 'api'},
  {query: 'allow api usage', page: '/ethereal-plane/api', kind: 'words'},
  {query: 'poll tie', page: '/ethereal-plane/polls', kind: 'words'},
  {query: 'abort poll', page: '/ethereal-plane/polls', kind: 'words'},
  {query: 'how do I make a poll run a macro', page: '/ethereal-plane/polls', kind: 'question'},
  {query: 'chat command template', page: '/ethereal-plane/triggers', kind: 'words'},
  {query: 'channel point', page: '/ethereal-plane/triggers', kind: 'partial'},
  {query: 'macro_arguments', page: '/ethereal-plane/triggers', kind: 'symbol'},
  {query: 'triger cooldown', page: '/ethereal-plane/triggers', kind: 'typo'},
  {query: 'send rolls to chat', page: '/ethereal-plane/quick-start', kind: 'words'},
  {query: '%RESULT%', page: '/ethereal-plane/quick-start', kind: 'symbol'},
  {query: 'youtube livestream id', page: '/ethereal-plane/quick-start', kind: 'words'},
  {query: 'quick sta', page: '/ethereal-plane/quick-start', kind: 'partial'},
  {query: 'midi qol', page: '/ethereal-plane/midi-qol', kind: 'words'},
  // Known issues at the documented releases, in a reader's words.
  {query: 'password broadcast', page: '/obs-utils/obs-remote', kind: 'words'},
  {query: 'obs remote changes not saved', page: '/obs-utils/obs-remote', kind: 'question'},
  {query: 'allow user-config to render', page: '/obs-utils/getting-started', kind: 'words'},
  {query: 'macros run twice', page: '/ethereal-plane/triggers', kind: 'words'},
  {query: 'stuck on Starting', page: '/ethereal-plane/polls', kind: 'words'},
  {query: 'trapped in obs mode', page: '/obs-utils/manual-mode', kind: 'question'},
  {query: 'allow sockets', page: '/ethereal-plane/midi-qol', kind: 'words'},
];

/**
 * The first letters of a guide page's subject, as a reader types them: the
 * page must be among the first five pages shown.
 */
export const SUBJECT_PREFIX_CASES: Array<{query: string; page: string}> = [
  {query: 'instal', page: '/obs-utils/getting-started'},
  {query: 'getting sta', page: '/obs-utils/getting-started'},
  {query: 'manua', page: '/obs-utils/manual-mode'},
  {query: 'obs rem', page: '/obs-utils/obs-remote'},
  {query: 'stream over', page: '/obs-utils/stream-overlay-css'},
  {query: 'trigg', page: '/ethereal-plane/triggers'},
  {query: 'pol', page: '/ethereal-plane/polls'},
  {query: 'midi', page: '/ethereal-plane/midi-qol'},
  {query: 'quick', page: '/ethereal-plane/quick-start'},
];

/**
 * Queries the engine does not yet answer well, reported by the benchmark
 * (`npm run bench:search`) rather than asserted.
 */
export const KNOWN_MISSES: RelevanceCase[] = [
  // "connect" also matches "connected" in the API pages, which mention OBS WebSocket more often.
  {query: 'how do I connect OBS websocket', page: '/obs-utils/obs-remote', kind: 'question'},
];
