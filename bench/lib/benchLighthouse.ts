/**
 * Lighthouse for the benchmark: one audit of one URL with the mobile
 * (Lighthouse's default) or desktop preset, in a fresh Debian chromium
 * started by chrome-launcher with the options every browser run here uses.
 */
import {CHROMIUM_ARGS, chromiumPath} from '../../tests/browser';

export type Preset = 'mobile' | 'desktop';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  /** Category scores, 0-100. */
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time in ms; Cumulative Layout Shift. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the non-performance categories that did not pass, for the JSON report. */
  failedAudits: string[];
}

export async function runLighthouse(url: string, preset: Preset): Promise<LighthouseResult> {
  // Both packages are ES modules only.
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  const chrome = await launch({chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS, logLevel: 'silent'});
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES]},
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {categories, audits, runtimeError} = result.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    );
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median of each figure on its own, over several runs of one page. */
export function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
    Category,
    number
  >;
  return {
    scores,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  };
}
