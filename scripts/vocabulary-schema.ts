/**
 * Writes src/search/vocabulary.schema.json, the JSON Schema that editors
 * read through the vocabulary's `$schema`, from the zod schema the build
 * checks the file with (src/search/vocabularySchema.ts). A unit test fails
 * while the committed file differs from what this writes.
 *
 *   npx tsx scripts/vocabulary-schema.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {vocabularyJsonSchema} from '../src/search/vocabularySchema';

export const VOCABULARY_SCHEMA_FILE = path.join(__dirname, '..', 'src', 'search', 'vocabulary.schema.json');

export function vocabularySchemaText(): string {
  return `${JSON.stringify(vocabularyJsonSchema(), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  fs.writeFileSync(VOCABULARY_SCHEMA_FILE, vocabularySchemaText());
  console.log(`Wrote ${path.relative(process.cwd(), VOCABULARY_SCHEMA_FILE)}`);
}
