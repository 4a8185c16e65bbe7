/**
 * Client module: the thin bar at the top of the page while a page loads
 * after a link is followed (nprogress, started by the classic theme). Its
 * stock markup gives the bar `role="bar"`, which is no ARIA role (axe
 * "aria-roles"), and nprogress finds the bar by that role. The bar is
 * decoration, so here it has no role, is hidden from assistive technology,
 * and is found by its class. The theme's own options (no spinner) stay as
 * they are: `configure` only replaces the options it is given.
 */
import nprogress from 'nprogress';

nprogress.configure({
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});
