/**
 * What search engines and link previews read from the built site: the
 * sitemap, robots.txt, and each route's canonical URL, description and
 * Open Graph / Twitter tags, with a raster sharing image that exists.
 */
import fs from 'node:fs';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './fixtures';
import {SITE_ROUTES} from '../data/routes';
import {builtFile} from '../lib/builtSite';
import {MIN_DESCRIPTION_LENGTH} from '../lib/readerContent';
import {readDeployEnv} from '../../src/deployEnv';
import {PRODUCTION_URL} from '../../src/constants';

const {siteUrl, baseUrl} = readDeployEnv(process.env, PRODUCTION_URL);
const SOCIAL_IMAGE = {width: 1200, height: 630, maxBytes: 100 * 1024};

/** The absolute URL a route is published at (https://docs.void.monster/... by default). */
function publishedUrl(routePath: string): string {
  return `${siteUrl}${baseUrl}${routePath.replace(/^\//, '')}`;
}

interface HeadTags {
  canonicals: string[];
  /** Content of each `<meta name=…>` and `<meta property=…>`, by that name. */
  meta(name: string): string[];
}

async function headOf(request: APIRequestContext, routePath: string): Promise<HeadTags> {
  const response = await request.get(routePath);
  expect(response.status(), routePath).toBe(200);
  const document = parseDocument(await response.text());
  const elements = DomUtils.findAll(() => true, document.children);
  const links = elements.filter(
    (el) => el.name === 'link' && (el.attribs.rel ?? '').split(/\s+/).includes('canonical'),
  );
  const metas = elements.filter((el) => el.name === 'meta');
  return {
    canonicals: links.map((el) => el.attribs.href ?? ''),
    meta: (name) =>
      metas.filter((el) => (el.attribs.name ?? el.attribs.property) === name).map((el) => el.attribs.content ?? ''),
  };
}

test('sitemap.xml lists every page of the site, older versions included, except /search, at its published URL', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const route of SITE_ROUTES) {
    if (route.path === '/search') expect(locations, route.path).not.toContain(publishedUrl(route.path));
    else expect(locations, route.path).toContain(publishedUrl(route.path));
  }
});

test('robots.txt allows crawling and names the sitemap', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  const sitemaps = [...robots.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((m) => m[1]);
  expect(sitemaps).toEqual([publishedUrl('/sitemap.xml')]);
});

for (const route of SITE_ROUTES) {
  test(`${route.path} has one canonical URL, a description and sharing tags`, async ({request}) => {
    const head = await headOf(request, route.path);
    expect(head.canonicals).toEqual([publishedUrl(route.path)]);

    const [description] = head.meta('description');
    expect(head.meta('description')).toHaveLength(1);
    expect(description!.length, `description: "${description}"`).toBeGreaterThanOrEqual(MIN_DESCRIPTION_LENGTH);
    expect(head.meta('og:title')).toEqual([expect.stringMatching(/\S/)]);
    expect(head.meta('og:description')).toEqual([expect.stringMatching(/\S/)]);
    expect(head.meta('og:url')).toEqual([publishedUrl(route.path)]);

    const [image] = head.meta('og:image');
    expect(image, 'og:image').toMatch(new RegExp(`^${siteUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`));
    expect(fs.existsSync(builtFile(new URL(image!).pathname.slice(baseUrl.length))), `${image} is in build/`).toBe(
      true,
    );
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:image')).toEqual([image]);

    const robots = head.meta('robots').join(', ');
    if (route.path === '/search') expect(robots).toContain('noindex');
    else expect(robots).not.toContain('noindex');
  });
}

test('the sharing image is a 1200×630 PNG of at most 100 KB', async ({request}) => {
  const [image] = (await headOf(request, '/')).meta('og:image');
  const file = fs.readFileSync(builtFile(new URL(image!).pathname.slice(baseUrl.length)));
  // PNG signature, then the IHDR chunk: width and height, big-endian.
  expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(file.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect({width: file.readUInt32BE(16), height: file.readUInt32BE(20)}).toEqual({
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
  });
  expect(file.length).toBeLessThanOrEqual(SOCIAL_IMAGE.maxBytes);
  const served = await request.get(new URL(image!).pathname);
  expect(served.headers()['content-type']).toBe('image/png');
});
