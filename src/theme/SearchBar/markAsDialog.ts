/**
 * DocSearch 4 renders the modal's backdrop as a focusable `role="button"`
 * (with `aria-expanded` and `aria-haspopup`) that wraps the whole modal, so
 * the input, its buttons and the hits sit inside a button. The modal traps
 * focus and Escape closes it: it is a modal dialog, named by the "Search"
 * label it already points to. DocSearch passes these attributes unchanged on
 * every render, so React never writes them back.
 */
export function markAsDialog(container: Element | null): void {
  if (!container || container.getAttribute('role') === 'dialog') return;
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.removeAttribute('tabindex');
  container.removeAttribute('aria-expanded');
  container.removeAttribute('aria-haspopup');
}
