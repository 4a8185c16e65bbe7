/**
 * Reads what the build writes for the host, as a host would: the `_headers`
 * file (its rules, and which headers a URL path gets) and a
 * Content-Security-Policy value. Used by the tests and the test server;
 * the build only writes these (src/hosting/headers.ts).
 */
import type {HeaderRule} from '../../src/hosting/headers';

/** Reads a `_headers` file: blocks of a URL pattern and indented `Name: value` lines; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({path: raw.trim(), headers: []});
      continue;
    }
    const match = /^\s+([^:\s]+)\s*:\s*(.*)$/.exec(raw);
    const current = rules.at(-1);
    if (!match || !current)
      throw new Error(`_headers line ${index + 1} is neither a URL pattern nor a "Name: value" header: ${raw}`);
    current.headers.push([match[1]!, match[2]!.trim()]);
  }
  return rules;
}

/** Whether a `_headers` URL pattern (`*` matches anything, slashes included) matches a URL path. */
export function pathMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/** The headers the host sends for a URL path: those of every matching rule, in file order. */
export function headersFor(rules: HeaderRule[], urlPath: string): Array<[string, string]> {
  return rules.filter((rule) => pathMatches(rule.path, urlPath)).flatMap((rule) => rule.headers);
}

/** Splits a Content-Security-Policy value into its directives. */
export function parseContentSecurityPolicy(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
