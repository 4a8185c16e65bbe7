/**
 * Build side: the schema of the reader vocabulary (`vocabulary.json`),
 * the words readers use against the words the pages use. zod checks the
 * file where the build reads it (the search plugin, src/search/indexer/),
 * and the JSON Schema that editors use (`vocabulary.schema.json`, named by
 * the file's `$schema`) is generated from the same definition:
 * `npx tsx scripts/vocabulary-schema.ts`.
 */
import * as z from 'zod';

/** A word or a phrase of a few words, in lower case, as a reader types it. */
const phrase = z
  .string()
  .min(1)
  .regex(/^[\p{Ll}\p{N}/$.' -]+$/u, 'lower-case words, digits, spaces and - . / $ only')
  .refine((text) => text.trim() === text && !/\s{2}/.test(text), 'no leading, trailing or double spaces');

export const vocabularyEntrySchema = z
  .object({
    reader: z.array(phrase).min(1).describe('What readers type: any of these in a query…'),
    site: z.array(phrase).min(1).describe('…also finds these, the words the pages use.'),
    why: z.string().min(1).describe('Where the pairing comes from: a reader question or the page that uses the word.'),
  })
  .strict();

export const vocabularySchema = z
  .object({
    $schema: z.string().optional(),
    schemaVersion: z.literal(1),
    entries: z.array(vocabularyEntrySchema).min(1),
  })
  .strict()
  .superRefine((vocabulary, context) => {
    const seen = new Map<string, number>();
    vocabulary.entries.forEach((entry, index) => {
      for (const word of entry.reader) {
        const first = seen.get(word);
        if (first !== undefined) {
          context.addIssue({
            code: 'custom',
            path: ['entries', index, 'reader'],
            message: `"${word}" is already a reader word of entries[${first}]: one entry per reader word`,
          });
        }
        seen.set(word, index);
      }
    });
  });

export type ReaderVocabulary = z.infer<typeof vocabularySchema>;

/** The file, checked: throws an error naming the file and each wrong field's path. */
export function parseVocabulary(data: unknown, file: string): ReaderVocabulary {
  const result = vocabularySchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `- ${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`The reader vocabulary is not valid:\n${problems.join('\n')}`);
}

/** The JSON Schema of the file, for editors. */
export function vocabularyJsonSchema(): unknown {
  return z.toJSONSchema(vocabularySchema, {target: 'draft-2020-12'});
}
