/** A zod issue's path as the checks' messages write it: `body[1].children[0].icon`; the root is `(the whole file)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}
