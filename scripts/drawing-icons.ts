/**
 * Writes src/components/WindowDrawing/icons.page.css, the drawings' icon
 * sprite and the cell of each icon, from the glyphs in
 * src/components/WindowDrawing/glyphs.ts. A unit test fails while the
 * committed file differs from what this writes.
 *
 *   npx tsx scripts/drawing-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {iconsStylesheet} from '../src/components/WindowDrawing/glyphs';

export const ICONS_STYLESHEET_FILE = path.join(__dirname, '..', 'src', 'components', 'WindowDrawing', 'icons.page.css');

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  fs.writeFileSync(ICONS_STYLESHEET_FILE, iconsStylesheet());
  console.log(`Wrote ${path.relative(process.cwd(), ICONS_STYLESHEET_FILE)}`);
}
