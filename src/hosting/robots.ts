/**
 * `robots.txt` names the sitemap by absolute URL, which depends on SITE_URL
 * and BASE_URL. `static/robots.txt` holds the production URL; the build puts
 * in the URL of the site it built.
 */
export function robotsWithSitemap(robots: string, sitemapUrl: string): string {
  const lines = robots
    .replace(/\s+$/, '')
    .split(/\r?\n/)
    .filter((line) => !/^\s*sitemap\s*:/i.test(line));
  return `${[...lines, `Sitemap: ${sitemapUrl}`].join('\n')}\n`;
}
