/** The benchmark's one table: plain text, columns padded, Markdown-compatible. */

export interface Row {
  measure: string;
  ours: string;
  stock?: string;
  ratio?: string;
  target?: string;
}

const HEADERS: Row = {measure: 'Measure', ours: 'Ours', stock: 'Stock', ratio: 'Ours ÷ stock', target: 'Target'};
const COLUMNS = ['measure', 'ours', 'stock', 'ratio', 'target'] as const;

export function renderTable(rows: Row[]): string {
  const all = [HEADERS, ...rows];
  const widths = COLUMNS.map((c) => Math.max(...all.map((r) => [...(r[c] ?? '')].length)));
  const line = (r: Row) => `| ${COLUMNS.map((c, i) => (r[c] ?? '').padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(HEADERS), rule, ...rows.map(line)].join('\n');
}

/** `ours / stock` to two decimals, or an empty cell when either is missing. */
export function ratio(ours: number | undefined, stock: number | undefined): string {
  if (ours === undefined || stock === undefined || !Number.isFinite(ours) || !Number.isFinite(stock) || stock === 0)
    return '–';
  return (ours / stock).toFixed(2);
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
export const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);
export const seconds = (s: number): string => s.toFixed(1);
