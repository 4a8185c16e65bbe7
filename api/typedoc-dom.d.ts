/**
 * The DOM types that the API declarations name, as opaque stand-ins, for the
 * API reference build only: src/apiReference/typedocWorker.mjs gives each
 * release's TypeDoc program this file in place of TypeScript's
 * `lib.dom.d.ts`.
 *
 * Only the Svelte stand-ins (`api/obs-utils/<version>/svelte.d.ts`) name DOM
 * types, and the reference shows none of them, so TypeDoc needs their names
 * only. Parsing and binding the 1.9 MB DOM library was a third of the
 * reference's time in every build. The declarations and their examples are
 * still checked against the real DOM library, by `npm run typecheck`
 * (scripts/typecheck-api.ts) and tests/unit/api-examples.test.ts, with each
 * release's own tsconfig.json.
 *
 * A declaration that names another DOM type fails the reference build with
 * "Cannot find name"; add the type here.
 */
/* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars -- opaque names */
interface Element {}
interface Document {}
interface ShadowRoot {}
interface CustomEvent<T = unknown> {}
