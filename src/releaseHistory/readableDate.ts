/**
 * Release dates as readers see them, on the module overviews' release cards
 * and in the release tables. Its own module, so the tables do not pull in the
 * card's page-only stylesheet.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-05-06` → `6 May 2026`, the same on the server and in every browser (no locale lookup). */
export function readableDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Release date "${isoDate}" is not written as YYYY-MM-DD`);
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}
