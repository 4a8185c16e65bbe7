/**
 * Writes src/components/WindowDrawing/window.schema.json, the JSON Schema
 * that editors read through each window description's `$schema`, from the
 * zod schema the build checks the descriptions with
 * (src/components/WindowDrawing/schema.ts). A unit test fails while the
 * committed file differs from what this writes.
 *
 *   npx tsx scripts/window-schema.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {windowJsonSchema} from '../src/components/WindowDrawing/schema';

export const WINDOW_SCHEMA_FILE = path.join(
  __dirname,
  '..',
  'src',
  'components',
  'WindowDrawing',
  'window.schema.json',
);

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  fs.writeFileSync(WINDOW_SCHEMA_FILE, `${JSON.stringify(windowJsonSchema(), null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), WINDOW_SCHEMA_FILE)}`);
}
