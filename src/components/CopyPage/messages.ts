/**
 * What the "Copy page" control's status line says after a click: the
 * confirmation a reader sees, or why nothing was copied. Plain strings, so
 * the browser tests read the same words.
 */
export const COPIED = 'Copied';
export const FETCH_FAILED = 'Could not load the page. Try again.';
export const CLIPBOARD_REFUSED = 'Copy blocked: use View as Markdown.';
