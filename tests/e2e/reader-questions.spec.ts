/**
 * The reader-question set (tests/data/reader-questions.json), as readers
 * meet it: each question's query, in the asker's own words, typed into the
 * search dialog. Every question has a section that answers it, and for at
 * least READER_QUESTIONS_FLOOR of them that section is among the first
 * three hits the dialog shows. The rank of every question is printed
 * (`[reader-questions]` lines), so a run shows which ones moved.
 */
import {test, expect, gotoHydrated, openSearchModal} from './fixtures';
import {answerKey, READER_QUESTIONS_FLOOR, readReaderQuestions} from '../lib/readerQuestions';
import {hitsFor} from '../lib/searchAnswer';

const questions = readReaderQuestions();

test('every reader question has a section that answers it, on a current page', () => {
  const unanswered = questions.filter((q) => !q.answeredBy).map((q) => q.id);
  expect(unanswered, 'questions answered only in part, or not at all').toEqual([]);
  expect(questions.length).toBeGreaterThanOrEqual(43);
});

test(`the answering section is among the dialog's first three hits for at least ${READER_QUESTIONS_FLOOR * 100} % of the reader questions`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, '/');
  await openSearchModal(page);

  const ranks: Array<{id: string; query: string; rank: number | null; first: string[]}> = [];
  for (const question of questions) {
    const hrefs = await hitsFor(page, question.query);
    const keys = hrefs.map((href) => answerKey(href));
    const index = keys.indexOf(question.answeredBy ?? '');
    ranks.push({id: question.id, query: question.query, rank: index < 0 ? null : index + 1, first: keys.slice(0, 3)});
  }

  for (const r of ranks) {
    console.log(`[reader-questions] ${r.rank === null ? 'not shown' : `#${r.rank}`}\t"${r.query}"\t(${r.id})`);
  }
  const inTop3 = ranks.filter((r) => r.rank !== null && r.rank <= 3);
  console.log(`[reader-questions] ${inTop3.length} of ${ranks.length} in the first three hits`);
  const misses = ranks
    .filter((r) => r.rank === null || r.rank > 3)
    .map(
      (r) => `"${r.query}" (${r.id}): ${r.rank === null ? 'not shown' : `#${r.rank}`}; first: ${r.first.join(' | ')}`,
    );
  expect(inTop3.length / ranks.length, misses.join('\n')).toBeGreaterThanOrEqual(READER_QUESTIONS_FLOOR);
});
