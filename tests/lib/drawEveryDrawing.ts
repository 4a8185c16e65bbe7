/**
 * The browser leaves the parts of a window drawing undrawn while it is far
 * from the screen (`content-visibility: auto` on `.wd-frame`). Tools that read
 * the whole page at once misread such parts: axe (the colour behind their
 * text, whether their frame scrolls) and a screenshot taller than the screen
 * (empty frames). This draws every drawing, as a reader who scrolls to it sees
 * it, or lets the browser skip them again; nothing else about the page
 * changes. It goes through the CSSOM: the site's Content-Security-Policy
 * refuses an added `<style>` element.
 */
import type {Page} from '@playwright/test';

export async function drawEveryDrawing(page: Page, drawn: boolean): Promise<void> {
  await page.evaluate((visible) => {
    document.querySelectorAll<HTMLElement>('.wd-frame').forEach((frame) => {
      if (visible) frame.style.contentVisibility = 'visible';
      else frame.style.removeProperty('content-visibility');
    });
  }, drawn);
}
