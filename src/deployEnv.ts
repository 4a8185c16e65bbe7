/**
 * Reads the deploy-specific settings (README, "Environment variables") and
 * rejects values that would produce a broken site, with a message that names
 * the variable and the fix.
 */
export interface DeployEnv {
  siteUrl: string;
  baseUrl: string;
}

export function readDeployEnv(env: Record<string, string | undefined>, defaultSiteUrl: string): DeployEnv {
  const siteUrl = (env.SITE_URL?.trim() || defaultSiteUrl).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://docs.example.com; got "${siteUrl}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http://; got "${siteUrl}".`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(
      `SITE_URL must hold only the origin (scheme and host); put the path in BASE_URL. Got "${siteUrl}".`,
    );
  }

  const baseUrl = env.BASE_URL?.trim() || '/';
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new Error(`BASE_URL must start and end with "/", for example "/" or "/docs/"; got "${baseUrl}".`);
  }
  return {siteUrl, baseUrl};
}
