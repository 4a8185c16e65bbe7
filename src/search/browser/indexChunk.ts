/**
 * Page side (in the page bundle, so kept to the loaders alone): the two
 * generated parts of the search index, each its own lazily loaded chunk
 * (`search-index-head.<hash>.js`, the titles and headings a first query
 * needs, and `search-index-body.<hash>.js`, the paragraphs). Every import of
 * the index goes through here so that webpack emits each part once, under
 * that name. The page only fetches them (deferredClient.ts starts that on the
 * first intent to search); turning them into records is the engine chunk's
 * work (indexParts.ts), so none of that code ships with every page. A part
 * that fails to load is fetched again on the next call.
 *
 * The chunk names and paths must stay literal for the bundler;
 * tests/unit/search-names.test.ts checks them against src/search/names.ts.
 */
import type {CompactIndexPart} from '../compactIndex';

type PartModule = CompactIndexPart | {default: CompactIndexPart};

function fetchOnce(load: () => Promise<PartModule>): () => Promise<CompactIndexPart> {
  let part: Promise<CompactIndexPart> | undefined;
  return () =>
    (part ??= load().then(
      (module) => ('default' in module ? module.default : module),
      (error: unknown) => {
        part = undefined;
        throw error;
      },
    ));
}

export const fetchIndexHead = fetchOnce(
  () => import(/* webpackChunkName: "search-index-head" */ '@generated/search-index/default/search-index-head.json'),
);

export const fetchIndexBody = fetchOnce(
  () => import(/* webpackChunkName: "search-index-body" */ '@generated/search-index/default/search-index-body.json'),
);
