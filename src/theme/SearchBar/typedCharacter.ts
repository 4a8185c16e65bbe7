/**
 * The character a key press types, if it is one printable letter or digit
 * typed without Ctrl, ⌘ or Alt; otherwise null. Typing such a character on
 * the focused search button opens the modal with it.
 */
export function typedCharacter(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return null;
  return /^[\p{L}\p{N}]$/u.test(event.key) ? event.key : null;
}
