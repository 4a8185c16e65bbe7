/**
 * Collects the Content-Security-Policy violations a page reports: the
 * `securitypolicyviolation` events (recorded into `window` by an init script,
 * which runs before the page's own scripts and is not subject to its CSP) and
 * the console messages the browser writes about the policy.
 */
import type {Page} from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

export interface CspWatch {
  /**
   * The console messages since the watch started, and the events of the
   * document shown now (call it before a full page load to keep them).
   */
  violations(): Promise<string[]>;
}

export async function watchCsp(page: Page): Promise<CspWatch> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(`console: ${message.text()}`);
  });
  const collect = async (): Promise<void> => {
    const events = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []).catch(() => []);
    for (const e of events) reported.push(`${e.directive} blocked ${e.blocked} (${e.sample}) at ${e.source}`);
  };
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__cspViolations!.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        });
      },
      true,
    );
  });
  return {
    async violations() {
      await collect();
      return [...reported];
    },
  };
}
