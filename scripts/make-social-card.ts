/**
 * Renders the social card (`static/img/social-card.svg`, the source) to
 * `static/img/social-card.png`, the image pages name in og:image and
 * twitter:image: Open Graph and Twitter do not accept SVG. Run it after
 * changing the SVG and commit both files:
 *
 *   npx tsx scripts/make-social-card.ts
 */
import {chromium} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/browser';

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
/** Sharing previews fetch the image on every share; keep it small. */
export const SOCIAL_CARD_MAX_BYTES = 100 * 1024;

const IMAGE_DIR = path.resolve(__dirname, '../static/img');
const SOURCE = path.join(IMAGE_DIR, 'social-card.svg');
const TARGET = path.join(IMAGE_DIR, 'social-card.png');

async function main(): Promise<void> {
  const svg = fs.readFileSync(SOURCE, 'utf8');
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage({
      viewport: {width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT},
      deviceScaleFactor: 1,
    });
    // The SVG as the whole page, stretched to the viewport it was drawn for.
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;overflow:hidden}svg{display:block;width:${SOCIAL_CARD_WIDTH}px;height:${SOCIAL_CARD_HEIGHT}px}</style></head><body>${svg}</body></html>`,
    );
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({
      type: 'png',
      clip: {x: 0, y: 0, width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT},
    });
    if (png.length > SOCIAL_CARD_MAX_BYTES) {
      throw new Error(
        `The rendered card is ${png.length} bytes; the limit is ${SOCIAL_CARD_MAX_BYTES}. Simplify the SVG.`,
      );
    }
    fs.writeFileSync(TARGET, png);
    console.log(
      `Wrote ${path.relative(process.cwd(), TARGET)}: ${SOCIAL_CARD_WIDTH}×${SOCIAL_CARD_HEIGHT}, ${png.length} bytes.`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
