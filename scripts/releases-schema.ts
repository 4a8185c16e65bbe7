/**
 * Writes static/releases.schema.json, the JSON Schema served beside the
 * release data (`/releases.schema.json`, named by the data's `$schema`), from
 * the zod schema the script and the build check the data with
 * (src/releaseHistory/schema.ts). A unit test fails while the committed file
 * differs from what this writes.
 *
 *   npx tsx scripts/releases-schema.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {RELEASES_SCHEMA_FILE} from '../src/releaseHistory/files';
import {releasesJsonSchema} from '../src/releaseHistory/schema';

export const RELEASES_SCHEMA_PATH = path.join(__dirname, '..', 'static', RELEASES_SCHEMA_FILE);

/** The file's text: the schema as JSON, two spaces per level, and a final newline. */
export function releasesSchemaText(): string {
  return `${JSON.stringify(releasesJsonSchema(), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  fs.writeFileSync(RELEASES_SCHEMA_PATH, releasesSchemaText());
  console.log(`Wrote ${path.relative(process.cwd(), RELEASES_SCHEMA_PATH)}`);
}
