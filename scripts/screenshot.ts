/**
 * Screenshots of served pages for a human look, in light and dark mode at
 * desktop and mobile widths.
 *
 *   npx tsx scripts/screenshot.ts [--base http://127.0.0.1:3000] [--out /tmp/shots] /route ...
 *
 * `--element <css selector>` shoots each match on the page (for example
 * `'figure[id^=drawing-]'` for the window drawings) instead of the viewport.
 */
import {chromium} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/browser';
import {drawEveryDrawing} from '../tests/lib/drawEveryDrawing';

const args = process.argv.slice(2);
function option(name: string, fallback: string): string {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  return value ?? fallback;
}
const base = option('--base', 'http://127.0.0.1:3000');
const out = option('--out', '/tmp/shots');
const widths = option('--widths', '1280,390').split(',').map(Number);
const modes = option('--modes', 'light,dark').split(',') as Array<'light' | 'dark'>;
const fullPage = option('--full', 'no') === 'yes';
const element = option('--element', '');
const routes = args.length ? args : ['/'];

async function main(): Promise<void> {
  fs.mkdirSync(out, {recursive: true});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  for (const width of widths) {
    for (const mode of modes) {
      const context = await browser.newContext({
        viewport: {width, height: width < 600 ? 844 : 900},
        colorScheme: mode,
      });
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(base + route, {waitUntil: 'networkidle'});
        const stem = `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${mode}`;
        // The sticky navbar would cover the top of tall elements.
        if (element) await page.addStyleTag({content: '.navbar { visibility: hidden; }'});
        // The browser draws a window drawing's parts only near the screen (content-visibility: auto), and
        // a shot taller than the screen (a whole page, a tall element) would show the others as empty frames.
        await drawEveryDrawing(page, true);
        const shots = element ? await page.locator(element).all() : [page];
        for (const [index, target] of shots.entries()) {
          const name = element ? `${stem}-${index + 1}.png` : `${stem}.png`;
          await target.screenshot({path: path.join(out, name), ...(!element && {fullPage})});
          console.log(path.join(out, name));
        }
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
