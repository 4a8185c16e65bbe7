/**
 * A drawing of one module window, setup dialog or stream view, made from its
 * description (`schema.ts`, one JSON file beside the pages of its release):
 * a schematic of the markup's order, grouping and control kinds with the
 * locale file's labels, numbered callouts, a legend linking each callout to
 * the section that explains it, and a text alternative listing every part in
 * reading order. Everything renders on the server. At hydration the drawing
 * and its parts list are kept as the server wrote them (`StaticOnHydration`);
 * the only client work is the legend's links and making the drawing
 * focusable while it scrolls sideways. That a drawing scrolls sideways shows
 * without script: the stylesheet's container queries draw the edge shadows
 * and the hint when the figure is narrower than the drawing.
 */
import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import {useFocusableWhileOverflowing} from '@site/src/components/useFocusableWhileOverflowing';
import {describeWindow, legendOf, numberCallouts, type AltItem} from './describe';
import Icon from './icons';
import StaticOnHydration from './StaticOnHydration';
import type {ButtonNode, DrawingNode, WindowSpec} from './schema';
import './styles.page.css';

const OWNER_NAMES: Record<WindowSpec['owner'], string> = {
  'obs-utils': 'OBS Utils',
  'ethereal-plane': 'Ethereal Plane',
  foundry: 'Foundry VTT',
  'obs-studio': 'OBS Studio',
};

const SPLITS: Record<string, string> = {
  even: 'wd-split-even',
  '60-40': 'wd-split6040',
  '40-60': 'wd-split4060',
  '30-70': 'wd-split3070',
  '70-30': 'wd-split7030',
};

type Numbers = Map<DrawingNode, number>;

/** Parts whose text or glyph ends at their right edge: their number sits in a gutter beside them, not on a letter. */
const GUTTERED = new Set<DrawingNode['kind']>(['text', 'checkbox', 'icon', 'code', 'link', 'setting']);

/** The numbered mark of a callout, drawn on the control's top-right corner, and the condition under it. */
function Marked({
  number,
  when,
  children,
  block,
  wide,
  gutter,
}: {
  number: number | undefined;
  when: string | undefined;
  children: ReactNode;
  block?: boolean;
  /** A wide control with a number: in a row, it keeps the row's free width. */
  wide?: boolean;
  /** Keep room for the number to the right of the part. */
  gutter?: boolean;
}) {
  if (number === undefined && !when) return <>{children}</>;
  const target =
    number === undefined ? (
      children
    ) : (
      <span className={clsx('wd-mark-target', gutter && 'wd-mark-gutter')}>
        <span className={'wd-badge'} data-callout={number}>
          {number}
        </span>
        {children}
      </span>
    );
  return (
    <span className={clsx('wd-marked', block && 'wd-marked-block', wide && number !== undefined && 'wd-marked-wide')}>
      {target}
      {when && <span className={'wd-when'}>{when}</span>}
    </span>
  );
}

function Button({node}: {node: ButtonNode}) {
  return (
    <span
      className={clsx(
        'wd-button',
        node.label === undefined && 'wd-icon-only',
        node.pressed && 'wd-pressed',
        node.disabled && 'wd-disabled',
        node.primary && 'wd-primary',
        node.wide && 'wd-wide',
        node.tone && 'wd-danger',
      )}>
      {node.icon && !node.iconAfter && <Icon name={node.icon} />}
      {node.label}
      {node.icon && node.iconAfter && <Icon name={node.icon} />}
    </span>
  );
}

function Labelled({
  label,
  side = 'before',
  wide,
  children,
}: {
  label?: string;
  side?: 'before' | 'above';
  /** The field takes the width left beside its label. */
  wide?: boolean;
  children: ReactNode;
}) {
  if (!label) return <>{children}</>;
  return (
    <span className={clsx('wd-labelled', side === 'above' && 'wd-label-above', wide && 'wd-labelled-wide')}>
      <span className={'wd-label'}>{label}</span>
      {children}
    </span>
  );
}

/** Whether a part is drawn inside a callout's mark (a number, or a condition under it). */
function drawsMark(node: DrawingNode, numbers: Numbers): boolean {
  if (node.kind === 'divider') return false;
  if (numbers.get(node) !== undefined) return true;
  // A setting row draws its condition inside the row, not as a mark.
  return node.kind !== 'setting' && 'when' in node && Boolean(node.when);
}

/** A wide button, a wide field, or a wide select without a label: in a row, its mark takes the free width. */
function fillsRow(node: DrawingNode): boolean {
  if (node.kind === 'button' || node.kind === 'field') return Boolean(node.wide);
  if (node.kind === 'select') return Boolean(node.wide) && !node.label;
  return false;
}

function Part({node, numbers}: {node: DrawingNode; numbers: Numbers}): ReactNode {
  const parts = (children: DrawingNode[]) =>
    children.map((child, index) => <Part key={index} node={child} numbers={numbers} />);
  let drawn: ReactNode;
  let block = true;
  switch (node.kind) {
    case 'stack':
      drawn = <div className={'wd-stack'}>{parts(node.children)}</div>;
      break;
    case 'row':
      drawn = (
        <div
          className={clsx(
            'wd-row',
            `wd-align-${node.align ?? 'start'}`,
            node.children.some((child) => drawsMark(child, numbers)) && 'wd-row-marked',
          )}>
          {parts(node.children)}
        </div>
      );
      break;
    case 'columns':
      drawn = (
        <div className={clsx('wd-columns', SPLITS[node.split], node.columns.length >= 3 && 'wd-columns-3')}>
          {node.columns.map((column, index) => (
            <div key={index} className={'wd-stack'}>
              {parts(column)}
            </div>
          ))}
        </div>
      );
      break;
    case 'group':
      drawn = (
        <div className={clsx('wd-group', node.boxed && 'wd-boxed')}>
          {node.title && (
            <div className={'wd-group-title'}>
              {node.collapsible && (
                <Icon name="chevron-down" className={node.collapsible === 'closed' ? 'wd-closed-arrow' : undefined} />
              )}
              {node.title}
            </div>
          )}
          {node.collapsible !== 'closed' && <div className={'wd-stack'}>{parts(node.children)}</div>}
        </div>
      );
      break;
    case 'heading':
      drawn = <div className={'wd-heading'}>{node.text}</div>;
      break;
    case 'text':
      drawn = (
        <div className={clsx('wd-text', node.tone && `wd-tone-${node.tone}`)}>
          {node.icon && <Icon name={node.icon} />}
          <span>{node.text}</span>
        </div>
      );
      break;
    case 'notice':
      drawn = (
        <div className={clsx('wd-notice', `wd-tone-${node.tone}`)}>
          {node.icon && <Icon name={node.icon} />}
          <div className={'wd-stack'}>{parts(node.children)}</div>
        </div>
      );
      break;
    case 'divider':
      return <hr className={'wd-divider'} />;
    case 'button':
      block = Boolean(node.wide);
      drawn = <Button node={node} />;
      break;
    case 'checkbox': {
      block = false;
      const box = (
        <span className={clsx('wd-checkbox', node.disabled && 'wd-disabled')}>
          {node.checked && <Icon name="check" />}
        </span>
      );
      drawn = (
        <span className={'wd-labelled'}>
          {node.labelSide !== 'after' && node.label && <span className={'wd-label'}>{node.label}</span>}
          {box}
          {node.labelSide === 'after' && node.label && <span className={'wd-label'}>{node.label}</span>}
        </span>
      );
      break;
    }
    case 'field': {
      block = Boolean(node.wide || node.labelSide === 'above');
      const shown =
        node.input === 'password' && node.value ? '•'.repeat(Math.min(node.value.length, 10)) : (node.value ?? '');
      drawn = (
        <Labelled label={node.label} side={node.labelSide} wide={node.wide}>
          <span className={clsx('wd-field-line', node.wide && 'wd-wide')}>
            <span className={clsx('wd-field', !shown && 'wd-placeholder', node.disabled && 'wd-disabled')}>
              {shown || node.placeholder || '\u00a0'}
            </span>
            {node.button && <Part node={node.button} numbers={numbers} />}
          </span>
        </Labelled>
      );
      break;
    }
    case 'textarea':
      drawn = (
        <Labelled label={node.label} side={node.labelSide ?? 'above'}>
          <span
            className={clsx('wd-field', 'wd-textarea', `wd-rows-${node.rows ?? 3}`, !node.value && 'wd-placeholder')}>
            {node.value || node.placeholder || '\u00a0'}
          </span>
        </Labelled>
      );
      break;
    case 'select':
      block = Boolean(node.wide || node.labelSide === 'above');
      drawn = (
        <Labelled label={node.label} side={node.labelSide}>
          <span className={clsx('wd-field', 'wd-select', node.wide && 'wd-wide', node.disabled && 'wd-disabled')}>
            {node.icon && <Icon name={node.icon} />}
            <span className={'wd-grow'}>{node.value || '\u00a0'}</span>
            <Icon name="chevron-down" />
          </span>
        </Labelled>
      );
      break;
    case 'range':
      drawn = (
        <Labelled label={node.label} side={node.labelSide}>
          <span className={'wd-range'}>
            <span className={'wd-track'} />
            <span className={'wd-range-value'}>{node.value}</span>
          </span>
        </Labelled>
      );
      break;
    case 'progress':
      drawn = (
        <span className={'wd-progress'}>
          <span className={'wd-progress-track'}>
            <span className={clsx('wd-bar', `wd-fill-${Math.round(node.percent / 10) * 10}`)} />
          </span>
          {node.shows && <span>{node.shows}</span>}
        </span>
      );
      break;
    case 'tabs':
      drawn = (
        <div className={'wd-tabs'}>
          {node.tabs.map((tab, index) => (
            <span key={index} className={clsx('wd-tab', tab.selected && 'wd-selected-tab')}>
              {tab.icon && <Icon name={tab.icon} />}
              {tab.label}
            </span>
          ))}
        </div>
      );
      break;
    case 'image':
      block = false;
      drawn = (
        <span className={clsx('wd-image', `wd-image-${node.shape}`, `wd-size-${node.size ?? 'medium'}`)}>
          <span className={clsx('wd-image-glyph', `wd-image-${node.shape}`)} aria-hidden="true" />
        </span>
      );
      break;
    case 'slot':
      drawn = <span className={clsx('wd-slot', node.holds && 'wd-slot-full')}>{node.holds ?? node.label}</span>;
      block = false;
      break;
    case 'link':
      block = false;
      drawn = <span className={'wd-link'}>{node.text}</span>;
      break;
    case 'code':
      block = false;
      drawn = <span className={'wd-code'}>{node.text}</span>;
      break;
    case 'icon':
      block = false;
      drawn = <Icon name={node.icon} className={`wd-state-${node.tone ?? 'plain'}`} />;
      break;
    case 'setting':
      // A setting row draws its own condition, inside the row.
      return (
        <Marked number={numbers.get(node)} when={undefined} block gutter>
          <div className={'wd-setting'}>
            <span className={'wd-setting-label'}>{node.label}</span>
            <span className={'wd-setting-control'}>
              <Part node={node.control} numbers={numbers} />
            </span>
            {node.hint && <span className={'wd-hint'}>{node.hint}</span>}
            {node.when && <span className={'wd-when'}>{node.when}</span>}
          </div>
        </Marked>
      );
    case 'element':
      drawn = (
        <div className={clsx('wd-element', node.direction === 'row' && 'wd-element-row')}>
          <span className={'wd-selector'}>
            {node.selector}
            {Object.entries(node.data ?? {}).map(([key, value]) => (
              <span key={key} className={'wd-data-attribute'}>
                {' '}
                {key}=&quot;{value}&quot;
              </span>
            ))}
          </span>
          {node.shows && <span className={'wd-shows'}>{node.shows}</span>}
          {node.children && <div className={clsx('wd-element-children')}>{parts(node.children)}</div>}
        </div>
      );
      break;
    case 'table':
      drawn = (
        // The build hashes each distinct style attribute for the CSP (src/hosting/headers.ts).
        <div className={'wd-table'} style={{gridTemplateColumns: gridColumns(node.tracks)}}>
          {node.header?.map((cell, index) => (
            <div key={`h${index}`} className={'wd-th'}>
              <Part node={cell} numbers={numbers} />
            </div>
          ))}
          {node.header && <hr className={'wd-divider'} />}
          {node.rows.flatMap((row, rowIndex) =>
            row.map((cell, index) => (
              <div key={`${rowIndex}-${index}`}>
                <Part node={cell} numbers={numbers} />
              </div>
            )),
          )}
        </div>
      );
      break;
    default: {
      // Every kind of the schema has its case above: a kind added to schema.ts without one fails to compile here.
      const unhandled: never = node;
      throw new Error(`No drawing for the part ${JSON.stringify(unhandled)}`);
    }
  }
  return (
    <Marked
      number={numbers.get(node)}
      when={node.when}
      block={block}
      wide={fillsRow(node)}
      gutter={GUTTERED.has(node.kind)}>
      {drawn}
    </Marked>
  );
}

/**
 * A table's `grid-template-columns`. A fixed width is the least a column
 * takes: the drawing's controls are larger than the module's, and a column
 * they overflowed would run into the next one (or out of the frame).
 */
function gridColumns(tracks: string[]): string {
  return tracks.map((track) => (track.endsWith('px') ? `minmax(${track}, max-content)` : track)).join(' ');
}

/** The header's ⋮ menu (Foundry V13 `window.controls`), drawn open under its button: an icon and a label per entry. */
function TitleMenu({entries, numbers}: {entries: ButtonNode[]; numbers: Numbers}) {
  return (
    <ul className={'wd-menu'}>
      {entries.map((entry, index) => (
        <li key={index}>
          <Marked number={numbers.get(entry)} when={entry.when} block>
            <span className={clsx('wd-menu-entry', entry.disabled && 'wd-disabled')}>
              {entry.icon && <Icon name={entry.icon} />}
              {entry.label}
            </span>
          </Marked>
        </li>
      ))}
    </ul>
  );
}

function TitleBar({spec, numbers}: {spec: WindowSpec; numbers: Numbers}) {
  return (
    <div className={'wd-title-bar'}>
      <span className={clsx('wd-title', !spec.title && 'wd-empty-title')}>{spec.title || '\u00a0'}</span>
      {(spec.titleControls ?? []).map((control, index) => (
        <Part key={index} node={control} numbers={numbers} />
      ))}
      {/* The ⋮ is drawn by the stylesheet (a character, no glyph to ship), so it is no label of the drawing. */}
      {spec.titleMenu && <span className={'wd-menu-button'} />}
      {spec.frame === 'window' && <Icon name="times" />}
    </div>
  );
}

function AltList({items, id}: {items: AltItem[]; id?: string}) {
  return (
    <ul id={id} className={'wd-alt-list'}>
      {items.map((item, index) => (
        <li key={index}>
          {item.callout !== undefined && <span className={'wd-alt-number'}>({item.callout})</span>} {item.text}
          {item.children.length > 0 && <AltList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The list of parts, worked out only when it renders: never at a first hydration, which keeps the server's list. */
function PartsList({spec, numbers, id}: {spec: WindowSpec; numbers: Numbers; id: string}) {
  return <AltList items={describeWindow(spec, numbers)} id={id} />;
}

export interface WindowDrawingProps {
  spec: WindowSpec;
}

export default function WindowDrawing({spec}: WindowDrawingProps): ReactNode {
  const scroller = useRef<HTMLDivElement>(null);
  const focusable = useFocusableWhileOverflowing(scroller);
  const numbers = numberCallouts(spec);
  const legend = legendOf(spec, numbers);
  const base = `drawing-${spec.id}`;
  const owner = OWNER_NAMES[spec.owner];
  return (
    <figure className={clsx('wd-figure', `wd-figure-${spec.width}`)} id={base}>
      {/* Only for the eyes: a screen reader gets the whole drawing from its name and list of parts, scrolled or not. */}
      <div className={'wd-scroll-hint'} aria-hidden="true">
        Wider than the screen: scroll the drawing sideways →
      </div>
      <div
        ref={scroller}
        className={'wd-scroller'}
        role="img"
        aria-label={`${spec.name}, drawn as a schematic`}
        aria-describedby={`${base}-parts`}
        {...(focusable && {tabIndex: 0})}>
        {/* Covers for the edge shadows (the scroller's ::before and ::after) while they sit at the drawing's ends. */}
        <span className={'wd-cover'} />
        <StaticOnHydration
          className={clsx('wd-frame', `wd-frame-${spec.frame}`, `wd-width-${spec.width}`, `wd-owner-${spec.owner}`)}>
          {(spec.frame === 'window' || spec.frame === 'dialog') && <TitleBar spec={spec} numbers={numbers} />}
          {spec.titleMenu && <TitleMenu entries={spec.titleMenu} numbers={numbers} />}
          <div className={clsx('wd-body', 'wd-stack')}>
            {spec.body.map((node, index) => (
              <Part key={index} node={node} numbers={numbers} />
            ))}
          </div>
        </StaticOnHydration>
        <span className={'wd-cover'} />
      </div>
      <figcaption className={'wd-caption'}>
        <strong>{spec.name}</strong>, drawn from {owner} {spec.release} ({spec.sources.join(', ')}). Shown: {spec.state}{' '}
        {spec.omits}
      </figcaption>
      {legend.length > 0 && (
        <ol className={'wd-legend'} data-legend aria-label={`Callouts of the drawing: ${spec.name}`}>
          {legend.map((entry) => (
            <li key={entry.number} value={entry.number}>
              <Link to={entry.href}>{entry.name}</Link>{' '}
              <span className={'wd-legend-kind'}>
                ({entry.kind}
                {entry.when && `, ${entry.when}`})
              </span>
              {entry.note && `: ${entry.note}`}
            </li>
          ))}
        </ol>
      )}
      <details className={'wd-parts'}>
        <summary>Every part of the drawing, in reading order</summary>
        <StaticOnHydration className={'wd-alt'}>
          <PartsList spec={spec} numbers={numbers} id={`${base}-parts`} />
        </StaticOnHydration>
      </details>
    </figure>
  );
}
