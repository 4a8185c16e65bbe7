/**
 * What a module page must show a reader, read from tests/data: for each page
 * of the key-terms lists, its exact h1 and the facts its article must state.
 * The routes walk (routes.spec.ts) checks them on its one load per route.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';

/** Per route: the exact h1 and the terms a reader must find in the article. */
interface PageTerms {
  h1: string;
  terms: string[];
}

function readTerms(file: string): Record<string, PageTerms> {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../data', file), 'utf8')) as Record<string, PageTerms>;
}

export const KEY_TERMS: Record<string, PageTerms> = {
  ...readTerms('key-terms.obs-utils.json'),
  ...readTerms('key-terms.ethereal-plane.json'),
};

/** Minimum length of a page's meta description, so it can serve as a search snippet. */
export const MIN_DESCRIPTION_LENGTH = 50;

/** Collapses runs of white space, so a term matches however the layout breaks its lines. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The page at `path`, as loaded in `page`, shows its h1 and key facts (if the lists name it). */
export async function expectKeyFacts(page: Page, path: string): Promise<void> {
  const expected = KEY_TERMS[path];
  if (!expected) return;
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1}), path).toHaveText(expected.h1);
  const text = normalise(await article.innerText());
  const missing = expected.terms.filter((term) => !text.includes(normalise(term)));
  expect(missing, `terms not visible in the article of ${path}`).toEqual([]);
}
