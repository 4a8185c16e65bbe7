import {test} from 'node:test';
import assert from 'node:assert/strict';
import {AnswerError, collectAnswers, readAnswers, renderQuestions, summaryOf} from '../../src/troubleshooter/questions';
import {queryTerms, statusText, matches} from '../../src/troubleshooter/component/filter';

function page(frontMatter: string, body: string, file = 'director.md') {
  return {file, displayPath: `set/${file}`, source: `---\ntitle: Steer the camera\n${frontMatter}---\n\n${body}`};
}

const DIRECTOR = `Intro.

## Follow one token during combat

Pick **Tracked Player** in the \`In Combat\` column. See [modes](#modes).

More.

## Hold a fixed view {#fixed}

- Choose **Manual** and mark no token.

## Known issues in 4.5.0

### Shortcuts do nothing

- **Symptom:** nothing.
`;

test("a page's answers are the headings its front matter lists, each with the first paragraph of its section", async () => {
  const {answers, problems} = await readAnswers(
    page('answers:\n  - hold-a-fixed-view\n  - follow-one-token-during-combat\n', DIRECTOR),
  );
  assert.deepEqual(problems, [
    'set/director.md: "answers" lists "hold-a-fixed-view", but no heading of the page has that id.',
  ]);
  assert.deepEqual(answers, [
    {
      id: 'follow-one-token-during-combat',
      title: 'Follow one token during combat',
      titleMdx: 'Follow one token during combat',
      summary: 'Pick Tracked Player in the In Combat column. See modes.',
    },
  ]);
  const explicit = await readAnswers(page('answers: [fixed]\n', DIRECTOR));
  assert.deepEqual(
    explicit.answers.map((a) => [a.id, a.title, a.summary]),
    [['fixed', 'Hold a fixed view', 'Choose Manual and mark no token.']],
  );
});

test('a page without answers has none, and a wrong front matter value is a problem', async () => {
  assert.deepEqual(await readAnswers(page('', DIRECTOR)), {answers: [], problems: []});
  const wrong = await readAnswers(page('answers: fixed\n', DIRECTOR));
  assert.deepEqual(wrong.problems, ['set/director.md: "answers" must be a list of heading ids.']);
});

test('every problem of every page stops the build together, naming page and id', async () => {
  await assert.rejects(
    collectAnswers([page('answers: [nope]\n', DIRECTOR), page('answers: [gone]\n', DIRECTOR, 'manual-mode.md')], []),
    (error: AnswerError) => {
      assert.equal(error.problems.length, 2);
      assert.match(error.message, /set\/director\.md: "answers" lists "nope"/);
      assert.match(error.message, /set\/manual-mode\.md: "answers" lists "gone"/);
      return true;
    },
  );
});

test('a long first paragraph is cut after a sentence', () => {
  const long = `${'One sentence that is long enough. '.repeat(5)}Two. ${'x'.repeat(200)}.`;
  const summary = summaryOf(long);
  assert.ok(summary.length <= 240, summary);
  assert.match(summary, /enough\.$/);
  assert.equal(summaryOf('Short.'), 'Short.');
  const oneLongSentence = `${'word '.repeat(80)}end.`;
  assert.equal(summaryOf(oneLongSentence), oneLongSentence.trim(), 'at least one sentence, however long');
  // A version number is no sentence end; a Symptom label goes, and the symptom starts with a capital.
  assert.equal(
    summaryOf(`OBS Utils 4.5.0 is verified on V14. ${'More text here. '.repeat(20)}`).startsWith(
      'OBS Utils 4.5.0 is verified on V14.',
    ),
    true,
  );
  assert.equal(summaryOf('Symptom: the window stays open.'), 'The window stays open.');
  assert.equal(summaryOf('sendMessageToChat(message) posts it.'), 'sendMessageToChat(message) posts it.');
});

test('the questions page groups answers by feature in sidebar order, links each and offers the troubleshooter', async () => {
  const features = await collectAnswers(
    [
      page('answers: [fixed]\n', DIRECTOR),
      page('sidebar_label: Start\nanswers: [follow-one-token-during-combat]\n', DIRECTOR, 'getting-started.md'),
    ],
    [
      {id: 'getting-started', label: 'Getting started'},
      {id: 'director', label: 'Director'},
    ],
  );
  assert.deepEqual(
    features.map((f) => [f.feature, f.answers.map((a) => a.id)]),
    [
      ['Getting started', ['follow-one-token-during-combat']],
      ['Director', ['fixed']],
    ],
  );
  const mdx = renderQuestions(features, {
    moduleName: 'OBS Utils',
    release: '4.5.0',
    troubleshooterPath: '/obs-utils/troubleshooting',
    others: [{moduleName: 'Ethereal Plane', path: '/ethereal-plane/questions'}],
  });
  assert.match(mdx, /^---\ntitle: "OBS Utils questions: find the answer to your problem"\nsidebar_label: Questions\n/);
  assert.match(mdx, /\n2 answers to what people who stream with OBS Utils 4\.5\.0 ask/);
  assert.match(
    mdx,
    /\n<Troubleshooter kind="answer" related=\{\{"name":"OBS Utils","path":"\/obs-utils\/troubleshooting"\}\} others=\{\[\{"name":"Ethereal Plane","path":"\/ethereal-plane\/questions"\}\]\}>\n/,
  );
  assert.match(mdx, /\*\*\[Hold a fixed view\]\(\.\/director\.md#fixed\)\*\*<br \/>Choose Manual and mark no token\./);
  assert.ok(mdx.indexOf('## Getting started') < mdx.indexOf('## Director'));
});

test('the status line of the questions page counts answers', () => {
  assert.equal(statusText(20, 20, '', 'answer'), 'Showing all 20 answers.');
  assert.equal(statusText(2, 20, 'zoom', 'answer'), 'Showing 2 of 20 answers.');
  assert.equal(statusText(0, 20, 'zzz', 'answer'), 'No answer matches “zzz”.');
  assert.equal(matches('Director Change the zoom without the settings', queryTerms('zoom director')), true);
});
