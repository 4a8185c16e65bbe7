/**
 * Addresses only newer releases have (src/hosting/olderPages.ts): an older
 * release's missing page sends the reader to the page its current
 * counterpart names in `older_releases_page`, to that page's section when the
 * older page has it, and otherwise to the older release's overview or API
 * reference index.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {olderPageHtml, olderPagesOf, olderReleasesPageOf} from '../../src/hosting/olderPages';

type Version = LoadedContent['loadedVersions'][number];

function doc(base: string, id: string, title: string, frontMatter: Record<string, unknown> = {}) {
  // Docusaurus serves an `index` doc at its folder's address.
  return {id, title, frontMatter, source: `@site/x/${id}.md`, permalink: `${base}/${id.replace(/(^|\/)index$/, '$1')}`};
}

function version(name: string, path: string, isLast: boolean, docs: ReturnType<typeof doc>[]): Version {
  return {versionName: name, label: isLast ? name : `${name} (Foundry V13)`, path, isLast, docs} as unknown as Version;
}

const current = version('current', '/obs-utils', true, [
  doc('/obs-utils', 'index', 'Overview'),
  doc('/obs-utils', 'getting-started', 'Getting started'),
  doc('/obs-utils', 'director', 'The Director', {older_releases_page: 'getting-started#the-director-window'}),
  doc('/obs-utils', 'overlay-api', 'Overlay API', {older_releases_page: 'api#components'}),
  doc('/obs-utils', 'releases', 'Releases'),
  doc('/obs-utils', 'api-reference/classes/NewClass', 'NewClass'),
]);
const older = version('4.1.2', '/obs-utils/4.1.2', false, [
  doc('/obs-utils/4.1.2', 'index', 'Overview 4.1.2'),
  doc('/obs-utils/4.1.2', 'getting-started', 'Getting started 4.1.2'),
  doc('/obs-utils/4.1.2', 'api', 'API guide 4.1.2'),
  doc('/obs-utils/4.1.2', 'api-reference/index', 'API reference 4.1.2'),
]);
const content = {loadedVersions: [current, older]} as unknown as LoadedContent;

/** Only Getting started has the Director's section. */
const hasSection = (route: string, id: string) =>
  route === '/obs-utils/4.1.2/getting-started' && id === 'the-director-window';

test('each page the older release lacks gets an address that sends the reader to its nearest page', () => {
  assert.deepEqual(
    olderPagesOf(content, hasSection).map(({route, target}) => [route, target]),
    [
      ['/obs-utils/4.1.2/director', '/obs-utils/4.1.2/getting-started#the-director-window'],
      // The older API guide has no section of that id: the page without it.
      ['/obs-utils/4.1.2/overlay-api', '/obs-utils/4.1.2/api'],
      // No front matter: the overview; a reference page: the reference's index.
      ['/obs-utils/4.1.2/releases', '/obs-utils/4.1.2/'],
      ['/obs-utils/4.1.2/api-reference/classes/NewClass', '/obs-utils/4.1.2/api-reference/'],
    ],
  );
});

test('a page that names a page the older release lacks falls back to the overview', () => {
  const named = version('current', '/obs-utils', true, [
    doc('/obs-utils', 'index', 'Overview'),
    doc('/obs-utils', 'director', 'The Director', {older_releases_page: 'manual-mode'}),
  ]);
  const pages = olderPagesOf({loadedVersions: [named, older]} as unknown as LoadedContent, hasSection);
  assert.deepEqual(
    pages.map((p) => p.target),
    ['/obs-utils/4.1.2/'],
  );
});

test('a malformed older_releases_page stops the build with the file and the expected form', () => {
  assert.throws(
    () =>
      olderReleasesPageOf({frontMatter: {older_releases_page: '/obs-utils/director'}, source: '@site/obs-utils/x.md'}),
    /@site\/obs-utils\/x\.md: front matter "older_releases_page" must be a doc id/,
  );
  assert.deepEqual(olderReleasesPageOf({frontMatter: {older_releases_page: 'api#hooks'}, source: 'x'}), {
    id: 'api',
    section: 'hooks',
  });
});

test('the page sends the browser on at once, is not indexed, and shows the link', () => {
  const [page] = olderPagesOf(content, hasSection);
  const html = olderPageHtml(page!, 'OBS Utils', 'https://docs.example.org', '/img/favicon.svg');
  assert.match(
    html,
    /<meta http-equiv="refresh" content="0; url=\/obs-utils\/4\.1\.2\/getting-started#the-director-window">/,
  );
  assert.match(html, /<meta name="robots" content="noindex">/);
  // The site's icon, so the browser does not ask for a /favicon.ico the site does not have.
  assert.match(html, /<link rel="icon" href="\/img\/favicon\.svg">/);
  assert.match(
    html,
    /<link rel="canonical" href="https:\/\/docs\.example\.org\/obs-utils\/4\.1\.2\/getting-started#the-director-window">/,
  );
  assert.match(html, /The docs of OBS Utils 4\.1\.2 \(Foundry V13\) have no page of this name\./);
  assert.match(
    html,
    /<a href="\/obs-utils\/4\.1\.2\/getting-started#the-director-window">Getting started 4\.1\.2<\/a>/,
  );
  assert.doesNotMatch(html, /<script|style=/);
});
