/**
 * DocSearch 3.9 renders the modal's backdrop as a focusable `role="button"`
 * (with `aria-expanded` and `aria-haspopup`) that wraps the whole modal, so
 * the input, its buttons and the hits sit inside a button. The modal traps
 * focus and Escape closes it: it is a modal dialog, named by the "Search"
 * label it already points to.
 *
 * Its search box is a <header> and its key hints a <footer>, which outside
 * any sectioning element count as the page's banner and contentinfo
 * landmarks, a second of each. Inside the dialog they are plain parts of it.
 *
 * DocSearch passes none of these attributes itself, so React never writes
 * them back on a later render.
 */
export function markAsDialog(container: Element | null): void {
  if (!container || container.getAttribute('role') === 'dialog') return;
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.removeAttribute('tabindex');
  container.removeAttribute('aria-expanded');
  container.removeAttribute('aria-haspopup');
  container.querySelectorAll('header, footer').forEach((part) => part.setAttribute('role', 'none'));
}
