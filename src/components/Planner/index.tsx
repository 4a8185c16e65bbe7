import React, {useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import {
  DEFAULT_ANSWERS,
  QUESTIONS,
  fromQuery,
  sameAnswers,
  toQuery,
  type ManyQuestion,
  type OneQuestion,
  type PlanAnswers,
} from './answers';
import {ADDRESS_EXAMPLES} from './address';
import {currentNotice, currentSearch, subscribeToLocation, writeQuery} from './location';
import {buildChecklist, stepsOf, type Inline} from './checklist';
import {checklistToMarkdown} from './markdown';
import {CLIPBOARD_REFUSED, COPIED, STORAGE_KEY, problemsMessage, updatedMessage} from './messages';
import styles from './styles.page.module.css';

/** How an answer reaches the address bar: a choice is a new history entry; typing replaces the entry its first keystroke made. */
type HistoryMode = 'push' | 'replace';

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(query: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, query);
  } catch {
    // Storage full or refused: the answers still live in the URL.
  }
}

function InlineText({parts}: {parts: Inline[]}): ReactNode {
  return (
    <>
      {parts.map((part, index) => {
        if (typeof part === 'string') return <React.Fragment key={index}>{part}</React.Fragment>;
        if ('code' in part) {
          return (
            <code key={index} className={styles.code}>
              {part.code}
            </code>
          );
        }
        return <strong key={index}>{part.strong}</strong>;
      })}
    </>
  );
}

function Choice({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}): ReactNode {
  return (
    <label className={styles.choice}>
      <input type={type} name={name} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

function toggle<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

interface ChoicesProps {
  group: string;
  className: string;
}

/** A question's choices as radio buttons or checkboxes, named by its URL parameter. */
function Choices<V extends string | number>({
  choices,
  param,
  type,
  isChecked,
  onPick,
  group,
  className,
}: ChoicesProps & {
  choices: readonly {value: V; label: string}[];
  param: string;
  type: 'radio' | 'checkbox';
  isChecked: (value: V) => boolean;
  onPick: (value: V) => void;
}): ReactNode {
  return (
    <div className={className}>
      {choices.map(({value, label}) => (
        <Choice
          key={value}
          type={type}
          name={`${group}-${param}`}
          checked={isChecked(value)}
          onChange={() => onPick(value)}>
          {label}
        </Choice>
      ))}
    </div>
  );
}

/** One of a question's choices, as radio buttons. */
function OneOf<V extends string | number>({
  question,
  answer,
  onChange,
  ...rest
}: ChoicesProps & {question: OneQuestion<V>; answer: V; onChange: (answer: V) => void}): ReactNode {
  return (
    <Choices
      {...rest}
      choices={question.choices}
      param={question.param}
      type="radio"
      isChecked={(value) => answer === value}
      onPick={onChange}
    />
  );
}

/** Any of a question's choices, as checkboxes. */
function AnyOf<V extends string>({
  question,
  answer,
  onChange,
  ...rest
}: ChoicesProps & {question: ManyQuestion<V>; answer: V[]; onChange: (answer: V[]) => void}): ReactNode {
  return (
    <Choices
      {...rest}
      choices={question.choices}
      param={question.param}
      type="checkbox"
      isChecked={(value) => answer.includes(value)}
      onPick={(value) => onChange(toggle(answer, value))}
    />
  );
}

/**
 * The setup planner: a form of a few questions and, beside it, the
 * reader's checklist (src/components/Planner/checklist.ts). The answers
 * live in the URL's query string (every choice is a history entry, so Back
 * undoes it) and in local storage; a link's answers win over stored ones.
 * Before hydration the form is disabled and the checklist says it is on its
 * way, so a reader without JavaScript sees no half-working page (the page
 * around it says what is needed).
 */
export default function Planner(): ReactNode {
  const ready = useIsBrowser();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const id = useId();

  // The address bar holds the answers (./location.ts); the server renders the defaults.
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, () => '');
  const notice = useSyncExternalStore(subscribeToLocation, currentNotice, () => null);
  const read = useMemo(() => (ready ? fromQuery(search) : null), [ready, search]);
  const answers = read?.answers ?? DEFAULT_ANSWERS;
  const [updated, setUpdated] = useState('');
  const [copyStatus, setCopyStatus] = useState('');
  /** Whether the text field being edited has already made its history entry. */
  const typing = useRef(false);

  // On arrival, and after Back or Forward: a link without answers takes the stored ones; unreadable answers are
  // reset and named; the answers shown are the ones remembered.
  useEffect(() => {
    if (!read) return;
    if (!read.found) {
      const stored = readStorage();
      const fromStorage = stored === null ? null : fromQuery(stored);
      if (fromStorage?.found) {
        const problems = fromStorage.problems;
        writeQuery(
          toQuery(fromStorage.answers),
          'replace',
          problems.length > 0 ? problemsMessage('storage', problems) : null,
        );
        return;
      }
    }
    const query = toQuery(read.answers);
    if (`?${query}` !== search) {
      const problems = read.problems;
      writeQuery(query, 'replace', problems.length > 0 ? problemsMessage('link', problems) : null);
      return;
    }
    writeStorage(query);
  }, [read, search]);

  const checklist = useMemo(() => buildChecklist(answers), [answers]);

  const update = (change: Partial<PlanAnswers>, mode: HistoryMode = 'push') => {
    const next = {...answers, ...change};
    if (sameAnswers(next, answers)) return;
    setCopyStatus('');
    setUpdated(updatedMessage(stepsOf(buildChecklist(next)).length));
    const query = toQuery(next);
    writeStorage(query);
    writeQuery(query, mode);
  };

  const typeText = (field: 'address' | 'build', value: string) => {
    update({[field]: value}, typing.current ? 'replace' : 'push');
    typing.current = true;
  };

  const plannerUrl = `${siteConfig.url}${withBaseUrl('/plan')}?${toQuery(answers)}`;
  const copy = async () => {
    setCopyStatus('');
    const markdown = checklistToMarkdown(
      checklist,
      `${siteConfig.url}${withBaseUrl('/').replace(/\/$/, '')}`,
      plannerUrl,
    );
    try {
      await navigator.clipboard.writeText(markdown);
      setCopyStatus(COPIED);
    } catch {
      setCopyStatus(CLIPBOARD_REFUSED);
    }
  };

  const starts = checklist.sections.map((_, index) =>
    checklist.sections.slice(0, index).reduce((sum, section) => sum + section.steps.length, 1),
  );
  const obs = answers.modules.includes('obs-utils');
  const ep = answers.modules.includes('ethereal-plane');
  const address = checklist.address;
  const addressHintId = `${id}-address-hint`;
  const addressMessageId = `${id}-address-message`;
  const buildMessageId = `${id}-build-message`;

  return (
    <div className={styles.planner}>
      <form className={styles.form} aria-labelledby="your-setup" onSubmit={(event) => event.preventDefault()}>
        <Heading as="h2" id="your-setup" className={styles.columnHeading}>
          Your setup
        </Heading>
        {notice && (
          <div className="alert alert--warning margin-bottom--md" role="status">
            {notice}
          </div>
        )}
        <fieldset className={styles.group} disabled={!ready}>
          <legend>{QUESTIONS.foundry.label}</legend>
          <OneOf
            question={QUESTIONS.foundry}
            answer={answers.foundry}
            onChange={(foundry) => update({foundry})}
            group={id}
            className={styles.choices}
          />
          <label className={styles.field}>
            <span>{QUESTIONS.build.label}</span>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="for example 351"
              value={answers.build}
              aria-invalid={checklist.buildMessage ? true : undefined}
              aria-describedby={checklist.buildMessage ? buildMessageId : undefined}
              onFocus={() => (typing.current = false)}
              onChange={(event) => typeText('build', event.target.value)}
            />
          </label>
          {checklist.buildMessage && (
            <p id={buildMessageId} className={styles.error}>
              {checklist.buildMessage}
            </p>
          )}
        </fieldset>

        <fieldset className={styles.group} disabled={!ready}>
          <legend>{QUESTIONS.host.label}</legend>
          <OneOf
            question={QUESTIONS.host}
            answer={answers.host}
            onChange={(host) => update({host})}
            group={id}
            className={styles.stack}
          />
          <label className={styles.field}>
            <span>{QUESTIONS.address.label}</span>
            <input
              type="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={ADDRESS_EXAMPLES[answers.host]}
              value={answers.address}
              aria-invalid={address.state === 'error' ? true : undefined}
              aria-describedby={`${addressHintId}${address.state !== 'empty' ? ` ${addressMessageId}` : ''}`}
              onFocus={() => (typing.current = false)}
              onChange={(event) => typeText('address', event.target.value)}
            />
          </label>
          <p id={addressHintId} className={styles.hint}>
            The address you open Foundry with, for example {ADDRESS_EXAMPLES[answers.host]}.
          </p>
          {address.state === 'error' && (
            <p id={addressMessageId} className={styles.error}>
              {address.message}
            </p>
          )}
          {address.state === 'ok' && address.notes.length > 0 && (
            <ul id={addressMessageId} className={styles.notes}>
              {address.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </fieldset>

        <fieldset className={styles.group} disabled={!ready}>
          <legend>{QUESTIONS.modules.label}</legend>
          <AnyOf
            question={QUESTIONS.modules}
            answer={answers.modules}
            onChange={(modules) => update({modules})}
            group={id}
            className={styles.choices}
          />
        </fieldset>

        <fieldset className={styles.group} disabled={!ready || !obs}>
          <legend>{QUESTIONS.shows.label}</legend>
          <AnyOf
            question={QUESTIONS.shows}
            answer={answers.shows}
            onChange={(shows) => update({shows})}
            group={id}
            className={styles.stack}
          />
          <fieldset className={styles.subgroup}>
            <legend>{QUESTIONS.switching.label}</legend>
            <OneOf
              question={QUESTIONS.switching}
              answer={answers.switching}
              onChange={(switching) => update({switching})}
              group={id}
              className={styles.stack}
            />
          </fieldset>
        </fieldset>

        <fieldset className={styles.group} disabled={!ready || !ep}>
          <legend>{QUESTIONS.platform.label}</legend>
          <OneOf
            question={QUESTIONS.platform}
            answer={answers.platform}
            onChange={(platform) => update({platform})}
            group={id}
            className={styles.choices}
          />
          <fieldset className={styles.subgroup}>
            <legend>{QUESTIONS.features.label}</legend>
            <AnyOf
              question={QUESTIONS.features}
              answer={answers.features}
              onChange={(features) => update({features})}
              group={id}
              className={styles.stack}
            />
          </fieldset>
        </fieldset>
      </form>

      <section className={styles.result} aria-labelledby="your-checklist">
        <Heading as="h2" id="your-checklist" className={styles.columnHeading}>
          Your checklist
        </Heading>
        <p className={styles.visuallyHidden} role="status" aria-live="polite">
          {updated}
        </p>
        {ready ? (
          <>
            <p className={styles.summary}>{checklist.summary}</p>
            <div className={styles.copyBar}>
              <button
                type="button"
                className="button button--sm button--outline button--primary"
                onClick={() => void copy()}>
                Copy as Markdown
              </button>
              <span role="status" aria-live="polite" className={styles.copyStatus}>
                {copyStatus}
              </span>
            </div>
            {checklist.sections.length === 0 && <p>Choose at least one module to get a checklist.</p>}
            {checklist.sections.map((section, sectionIndex) => {
              const start = starts[sectionIndex];
              return (
                <div key={section.id} className={styles.section}>
                  <Heading as="h3" id={`step-group-${section.id}`}>
                    {section.title}
                  </Heading>
                  <ol start={start} className={styles.steps}>
                    {section.steps.map((step) => (
                      <li key={step.id} data-step={step.id}>
                        <InlineText parts={step.text} />
                        {(step.details.length > 0 || step.links.length > 0) && (
                          <ul className={styles.details}>
                            {step.details.map((detail, index) => (
                              <li key={index}>
                                <InlineText parts={detail} />
                              </li>
                            ))}
                            {step.links.length > 0 && (
                              <li className={styles.links}>
                                See:{' '}
                                {step.links.map((target, index) => (
                                  <React.Fragment key={target.to}>
                                    {index > 0 && ', '}
                                    {/* eslint-disable-next-line @docusaurus/no-html-links -- plain links: a checklist of twenty links would otherwise prefetch every page's code */}
                                    <a href={withBaseUrl(target.to)}>{target.label}</a>
                                  </React.Fragment>
                                ))}
                              </li>
                            )}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ol>
                </div>
              );
            })}
          </>
        ) : (
          <p className={styles.summary}>Your checklist appears here once the planner has loaded.</p>
        )}
      </section>
    </div>
  );
}
