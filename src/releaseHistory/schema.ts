/**
 * The release data (`static/releases.json`, served as `/releases.json`) as
 * one zod schema. Everything else follows from it: the TypeScript types
 * (`types.ts` re-exports them), the check the build runs where the site
 * imports the file (`./plugin.ts` with `src/checkedJson/loader.cjs`), the check scripts/release-history.ts
 * runs before it writes the file, and the JSON Schema served beside the data
 * for tools (`static/releases.schema.json`, written by
 * `npx tsx scripts/releases-schema.ts`; a unit test fails while the committed
 * file differs).
 *
 * Besides each field's shape, the schema checks what holds between fields:
 * a release that is not installable says why and an installable one does
 * not; the releases are listed oldest first, each once, and `includedTags`
 * repeats their versions; every manifest URL belongs to the module's
 * repository; no tag is both a release and skipped; and `documented` names
 * an installable release of each module. The JSON Schema carries the first
 * of these (as a `oneOf` on `installable`) and that `includedTags` holds
 * each tag once (`uniqueItems`); the others only `validateReleaseHistory`
 * checks (zod refinements have no JSON Schema form).
 *
 * Build side only: pages import the types (`import type`), never this
 * module's values, so zod stays out of the browser's bundles.
 */
import * as z from 'zod';
import {formatPath} from '../checkedJson/issuePath';
import type {VersionedDocsSetId} from '../constants';
import {RELEASES_SCHEMA_REF, RELEASE_HISTORY_SCHEMA_VERSION} from './files';
import {compareVersions} from './types';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const GITHUB_REPOSITORY = String.raw`https://github\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+`;

/**
 * For the checks between fields: they run on an object whose fields are
 * all well formed, so a wrong field is reported once, not again by every
 * check that reads it.
 */
const ONCE_WELL_FORMED = {when: (payload: z.core.ParsePayload) => payload.issues.length === 0};

/** Whether a `YYYY-MM-DD` text names a day the calendar has (not 2023-02-30). Other texts are left to the pattern. */
function isCalendarDay(text: string): boolean {
  if (!DATE.test(text)) return true;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

const releaseNumber = z
  .string()
  .regex(/^\d+(\.\d+){1,3}$/, 'expected a release number: two to four numbers joined by dots (4.5.0)')
  .meta({id: 'releaseNumber', description: "A release's git tag: two to four numbers joined by dots."});

const date = z
  .string()
  .regex(DATE, 'expected a date, YYYY-MM-DD')
  .refine(isCalendarDay, 'is not a day of the calendar')
  .meta({id: 'date', description: 'A calendar date, YYYY-MM-DD.'});

const foundryVersion = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'expected a Foundry version: a generation (12) or a generation and build (13.344)')
  .meta({
    id: 'foundryVersion',
    description:
      'A Foundry VTT version as the manifest writes it: a generation (12) or a generation and build (13.344).',
  });

/** A nonempty text. */
const text = z.string().min(1, 'expected a nonempty text');

const compatibility = z
  .strictObject({
    minimum: foundryVersion.optional(),
    verified: foundryVersion.optional(),
    maximum: foundryVersion.optional(),
  })
  .meta({
    id: 'compatibility',
    description:
      "The Foundry VTT versions of the tag's module.json, exactly as written there; a field the manifest lacks is absent.",
  });

const requiredModule = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'expected a module id: lower-case letters, digits and -')
      .describe("The required module's id."),
    title: text.optional().describe('Its title, where the manifest gives one.'),
  })
  .meta({id: 'requiredModule', description: 'A module a release requires.'});

const workflowFile = z
  .string()
  .regex(/^\.github\/workflows\/[A-Za-z0-9._-]+\.ya?ml$/, 'expected a workflow file, .github/workflows/<name>.yml');

/** The fields every release has, in the order the data lists them; `installable` decides the rest. */
const releaseFields = {
  version: releaseNumber.describe("The tag, which the release workflow also writes as the manifest's version."),
  date: date.describe('Date of the tagged commit.'),
  compatibility,
  requires: z
    .array(requiredModule)
    .describe("Modules the tag's module.json requires; a title only where the manifest gives one."),
  manifestUrl: z
    .string()
    .regex(
      new RegExp(String.raw`^${GITHUB_REPOSITORY}/releases/download/\d+(\.\d+){1,3}/module\.json$`),
      "expected the release's pinned manifest URL, <repository>/releases/download/<version>/module.json",
    )
    .describe(
      'The manifest URL of exactly this release (releases/download/<tag>/module.json). It installs the release only where installable is true.',
    ),
};

const manifestFile = z
  .string()
  .regex(/^([A-Za-z0-9._-]+\/)*module\.json$/, 'expected the path of a module.json')
  .describe('Where module.json sat in the tagged tree.');

const installableRelease = z
  .strictObject({
    ...releaseFields,
    installable: z
      .literal(true)
      .describe(
        "manifestUrl installs this release: the release workflow at the tag attaches module.json to the tag's GitHub release, and that module.json's download URL names the module.zip it attaches.",
      ),
    notInstallableBecause: z
      .never({error: 'must be absent: the release is installable'})
      .optional()
      .describe('Absent: an installable release needs no reason.'),
    manifestFile,
    releaseWorkflow: workflowFile.describe(
      "The workflow at the tag that attaches module.json to the tag's GitHub release.",
    ),
  })
  .meta({id: 'installableRelease', description: 'A release its pinned manifest URL installs.'});

const notInstallableRelease = z
  .strictObject({
    ...releaseFields,
    installable: z
      .literal(false)
      .describe(
        'manifestUrl would not install this release, by what the release workflow at the tag publishes. Never offer it to install.',
      ),
    notInstallableBecause: text.describe('Why manifestUrl would not install this release.'),
    manifestFile,
    releaseWorkflow: workflowFile
      .nullable()
      .describe(
        "The workflow at the tag that attaches module.json to the tag's GitHub release, or null when none does.",
      ),
  })
  .meta({
    id: 'notInstallableRelease',
    description: 'A release its pinned manifest URL would not install, and why.',
  });

/** One release; `installable` tells the two kinds apart, so `notInstallableBecause` is present exactly when it is false. */
const release = z.discriminatedUnion('installable', [installableRelease, notInstallableRelease]).meta({
  id: 'release',
  description:
    "One tagged release. Whether manifestUrl installs it is read from the release workflow at the tag (not seen run); notInstallableBecause is present exactly when installable is false. The site's tables and queries never offer a release that is not installable.",
});

const skippedTag = z
  .strictObject({
    tag: text.describe('The tag, as the repository names it.'),
    date: date.describe('Date of the tagged commit.'),
    reason: text.describe('Why the tag is not a release.'),
  })
  .meta({id: 'skippedTag', description: 'A tag of the repository that is not a release, and why.'});

const moduleHistory = z
  .strictObject({
    repository: z
      .string()
      .regex(
        new RegExp(`^${GITHUB_REPOSITORY}$`),
        'expected a GitHub repository URL, https://github.com/<owner>/<name>',
      )
      .describe("The module's GitHub repository."),
    manifestUpdateUrl: z
      .string()
      .regex(
        new RegExp(`^${GITHUB_REPOSITORY}/releases/latest/download/module\\.json$`),
        'expected <repository>/releases/latest/download/module.json',
      )
      .describe(
        "The manifest URL Foundry's update check follows (releases/latest/download/module.json), which every installable release's module.json names.",
      ),
    includedTags: z
      .array(releaseNumber)
      .superRefine((tags, context) => {
        tags.forEach((tag, index) => {
          if (tags.indexOf(tag) !== index)
            context.addIssue({code: 'custom', path: [index], message: `${tag} is already listed`});
        });
      })
      // The JSON Schema says so too: zod has no keyword for it.
      .meta({
        uniqueItems: true,
        description: 'The tags taken as releases, oldest first: the versions of releases, in the same order.',
      }),
    skippedTags: z.array(skippedTag).describe("The repository's other tags, and why each is not a release."),
    releases: z.array(release).min(1, 'expected at least one release').describe('Every release, oldest first.'),
  })
  .superRefine((module, context) => {
    const fail = (path: (string | number)[], message: string) => context.addIssue({code: 'custom', path, message});
    const versions = module.releases.map((entry) => entry.version);

    module.releases.forEach((entry, index) => {
      const before = module.releases[index - 1];
      if (before && compareVersions(before.version, entry.version) >= 0) {
        fail(
          ['releases', index, 'version'],
          `${entry.version} follows ${before.version}: releases are listed oldest first, each once`,
        );
      }
      const pinned = `${module.repository}/releases/download/${entry.version}/module.json`;
      if (entry.manifestUrl !== pinned) fail(['releases', index, 'manifestUrl'], `expected ${pinned}`);
    });

    const latest = `${module.repository}/releases/latest/download/module.json`;
    if (module.manifestUpdateUrl !== latest) fail(['manifestUpdateUrl'], `expected ${latest}`);

    const tags = module.includedTags;
    const at = [...versions, ...tags].findIndex((_, index) => tags[index] !== versions[index]);
    if (at !== -1) {
      const rule = "includedTags lists the releases' versions, in their order";
      if (at >= versions.length) fail(['includedTags', at], `${tags[at]} is not the version of a release: ${rule}`);
      else if (at >= tags.length) fail(['includedTags'], `${versions[at]} (releases[${at}]) is missing: ${rule}`);
      else fail(['includedTags', at], `expected ${versions[at]}, the version of releases[${at}]: ${rule}`);
    }

    const seen = new Set<string>();
    module.skippedTags.forEach(({tag}, at) => {
      if (seen.has(tag)) fail(['skippedTags', at, 'tag'], `${tag} is already listed`);
      if (versions.includes(tag)) fail(['skippedTags', at, 'tag'], `${tag} is also a release`);
      seen.add(tag);
    });
  }, ONCE_WELL_FORMED)
  .meta({id: 'module', description: "One module's release history, read from its repository's git tags."});

export const releaseHistorySchema = z
  .strictObject({
    $schema: z.literal(RELEASES_SCHEMA_REF).describe('This schema, relative to the data file.'),
    schemaVersion: z
      .literal(RELEASE_HISTORY_SCHEMA_VERSION)
      .describe("The shape's version; it changes when a change could break a reader."),
    description: text.describe('What the file holds, in a paragraph.'),
    manifestUpdateNote: text.describe("What each module's manifestUpdateUrl is for, in a sentence."),
    documented: z
      .strictObject({
        'obs-utils': releaseNumber.describe('The OBS Utils release /obs-utils/ describes.'),
        'ethereal-plane': releaseNumber.describe('The Ethereal Plane release /ethereal-plane/ describes.'),
      } satisfies Record<VersionedDocsSetId, z.ZodType>)
      .describe(
        "The release each module's current pages (/obs-utils/, /ethereal-plane/) describe: an installable release of that module.",
      ),
    modules: z
      .strictObject({
        'obs-utils': moduleHistory,
        'ethereal-plane': moduleHistory,
      } satisfies Record<VersionedDocsSetId, z.ZodType>)
      .describe("Each module's releases, by module id."),
  })
  .superRefine((history, context) => {
    for (const [id, version] of Object.entries(history.documented) as [VersionedDocsSetId, string][]) {
      const entry = history.modules[id].releases.find((candidate) => candidate.version === version);
      if (!entry || !entry.installable) {
        context.addIssue({
          code: 'custom',
          path: ['documented', id],
          message: `${version} is not an installable release of ${id} (modules.${id}.releases)`,
        });
      }
    }
  }, ONCE_WELL_FORMED)
  .meta({
    title: 'Release history of OBS Utils and Ethereal Plane',
    description:
      'The shape of releases.json, served beside this file: every release of both Foundry VTT modules, read from the git tags of their repositories. Offer a release to install only where installable is true.',
  });

export type ReleaseHistory = z.infer<typeof releaseHistorySchema>;
export type ModuleHistory = z.infer<typeof moduleHistory>;
export type ReleaseRecord = z.infer<typeof release>;
export type Compatibility = z.infer<typeof compatibility>;
export type SkippedTag = z.infer<typeof skippedTag>;

/** A value as a message quotes it, cut short when long. */
function quote(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

/** One line per problem, each starting with the path of the wrong field. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const at = formatPath(issue.path);
    const got = 'input' in issue ? `, got ${quote(issue.input)}` : '';
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => `${formatPath([...issue.path, key])}: is not a field here`);
      case 'invalid_type':
        if (issue.input === undefined) return [`${at}: is missing`];
        return [`${at}: ${issue.expected === 'never' ? issue.message : `expected ${issue.expected}`}${got}`];
      case 'invalid_value': {
        const expected = `expected ${issue.values.map((value) => quote(value)).join(' or ')}`;
        return [`${at}: ${issue.input === undefined ? `is missing (${expected})` : `${expected}${got}`}`];
      }
      case 'invalid_format':
        return [`${at}: ${issue.message}${got}`];
      case 'invalid_union': {
        // A discriminated union whose discriminator (installable) has no allowed value: zod reports its path.
        const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : undefined;
        const discriminator = 'discriminator' in issue ? issue.discriminator : undefined;
        if (options && typeof discriminator === 'string') {
          const input = issue.input as Record<string, unknown> | undefined;
          const value = input?.[discriminator];
          const expected = `expected ${options.map((option) => quote(option)).join(' or ')}`;
          return [`${at}: ${value === undefined ? `is missing (${expected})` : `${expected}, got ${quote(value)}`}`];
        }
        return [`${at}: ${issue.message}`];
      }
      default:
        return [`${at}: ${issue.message}`];
    }
  });
}

/**
 * Returns the release data typed, or throws an error naming `file` and, on
 * one line each, the path of every wrong field
 * (`static/releases.json: modules.obs-utils.releases[3].date: expected a date, YYYY-MM-DD, got "2022-13-01"`).
 */
export function validateReleaseHistory(value: unknown, file: string): ReleaseHistory {
  const result = releaseHistorySchema.safeParse(value, {reportInput: true});
  if (result.success) return result.data;
  const lines = describeIssues(result.error.issues).map((line) => `${file}: ${line}`);
  throw new Error(
    `The release data does not match its schema (src/releaseHistory/schema.ts):\n  ${lines.join('\n  ')}`,
  );
}

/** The JSON Schema served beside the data (`/releases.schema.json`), generated from the zod schema. */
export function releasesJsonSchema(): z.core.JSONSchema.JSONSchema {
  return z.toJSONSchema(releaseHistorySchema, {target: 'draft-2020-12'});
}
