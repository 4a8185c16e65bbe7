/**
 * The release data the site serves for tools, and its JSON Schema: both in
 * `static/`, so both are served from the site's root, side by side
 * (`/releases.json`, `/releases.schema.json`, under BASE_URL when one is set).
 * Names only, so the hosting plugin and the script can import them without
 * the data.
 */

/** The release data: written by scripts/release-history.ts into static/, checked against ./schema.ts. */
export const RELEASES_JSON_FILE = 'releases.json';

/**
 * Its JSON Schema (draft 2020-12), in static/ beside it: generated from the
 * zod schema (./schema.ts) by scripts/releases-schema.ts, never edited by hand.
 */
export const RELEASES_SCHEMA_FILE = 'releases.schema.json';

/**
 * How the data names its schema (`"$schema"`). Relative, so it resolves
 * against wherever the data was read from: `https://docs.void.monster/releases.schema.json`
 * for the production site, `<SITE_URL><BASE_URL>releases.schema.json` for any
 * other deploy, and `static/releases.schema.json` for an editor opening the
 * file in the repository. An absolute URL would point every other deploy and
 * every checkout at production's copy; the data file is served byte for byte
 * as committed, so it cannot carry the deploy's own URL.
 */
export const RELEASES_SCHEMA_REF = `./${RELEASES_SCHEMA_FILE}`;

/**
 * The shape's version (`"schemaVersion"`). Raise it when a change could break
 * a tool that reads the file (a field removed, renamed or given another
 * meaning); the zod schema reads it from here, so regenerate the JSON Schema
 * (`npx tsx scripts/releases-schema.ts`) with it.
 */
export const RELEASE_HISTORY_SCHEMA_VERSION = 1;
