/**
 * What the planner says in its status lines, as plain strings so the browser
 * tests read the same words.
 */
export const COPIED = 'Copied the checklist as Markdown.';
export const CLIPBOARD_REFUSED = 'The browser blocked the clipboard: select the checklist and copy it.';
export const STORAGE_KEY = 'vm-setup-planner';

/** Said when answers from the link or from storage could not all be read. */
export function problemsMessage(source: 'link' | 'storage', problems: string[]): string {
  const where = source === 'link' ? 'The link' : 'Your saved answers';
  return `${where} held answers the planner cannot read, so it used its defaults for them: ${problems.join('; ')}.`;
}

export function updatedMessage(steps: number): string {
  return `Checklist updated: ${steps} ${steps === 1 ? 'step' : 'steps'}.`;
}
