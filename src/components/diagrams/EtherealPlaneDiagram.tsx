import type {ReactNode} from 'react';

import styles from './EtherealPlaneDiagram.page.module.css';

/**
 * How Ethereal Plane 3.0.2 connects a stream to Foundry VTT: viewers act on
 * Twitch or YouTube, the hosted Ethereal Plane service relays those events to
 * the GM's open Foundry tab, which runs macros and sends rolls and polls back.
 *
 * Hand-drawn inline SVG. Colours come from Infima variables and currentColor
 * (see the CSS module), so the drawing reads in light and dark mode. The page
 * that embeds it repeats the content as prose for readers who cannot see it.
 */

const ID_PREFIX = 'ethereal-plane-diagram';
const TITLE_ID = `${ID_PREFIX}-title`;
const DESC_ID = `${ID_PREFIX}-desc`;
const HEAD_IN_ID = `${ID_PREFIX}-head-in`;
const HEAD_OUT_ID = `${ID_PREFIX}-head-out`;

const BOX_WIDTH = 170;
const BOX_TOP = 20;
const BOX_HEIGHT = 260;
const PILL_WIDTH = 146;
const PILL_HEIGHT = 32;

/** Left edge of each of the three columns. */
const COLUMN_X = {platform: 10, service: 295, foundry: 580} as const;

/** Vertical position of the inbound (solid) and outbound (dashed) arrows. */
const FLOW_IN_Y = 130;
const FLOW_OUT_Y = 210;

interface ColumnProps {
  x: number;
  heading: string;
  notes: readonly string[];
  pills: readonly string[];
  pillTop: number;
  footnote?: string;
}

function Column({x, heading, notes, pills, pillTop, footnote}: ColumnProps): ReactNode {
  const centre = x + BOX_WIDTH / 2;
  return (
    <g>
      <rect className={styles.box} x={x} y={BOX_TOP} width={BOX_WIDTH} height={BOX_HEIGHT} rx={12} />
      <text className={styles.heading} x={centre} y={BOX_TOP + 30} textAnchor="middle">
        {heading}
      </text>
      {notes.map((note, index) => (
        <text key={note} className={styles.muted} x={centre} y={BOX_TOP + 50 + index * 18} textAnchor="middle">
          {note}
        </text>
      ))}
      {pills.map((pill, index) => {
        const top = pillTop + index * 45;
        return (
          <g key={pill}>
            <rect
              className={styles.pill}
              x={centre - PILL_WIDTH / 2}
              y={top}
              width={PILL_WIDTH}
              height={PILL_HEIGHT}
              rx={16}
            />
            <text className={styles.text} x={centre} y={top + 21} textAnchor="middle">
              {pill}
            </text>
          </g>
        );
      })}
      {footnote ? (
        <text className={styles.muted} x={centre} y={BOX_TOP + BOX_HEIGHT - 14} textAnchor="middle">
          {footnote}
        </text>
      ) : null}
    </g>
  );
}

interface FlowProps {
  fromX: number;
  toX: number;
  y: number;
  direction: 'in' | 'out';
  labels: readonly [string, string];
}

/** A horizontal arrow across a gap between two columns, with a two-line label. */
function Flow({fromX, toX, y, direction, labels}: FlowProps): ReactNode {
  const centre = (fromX + toX) / 2;
  const isIn = direction === 'in';
  const labelTop = isIn ? y - 30 : y + 22;
  return (
    <g>
      <line
        className={isIn ? styles.flowIn : styles.flowOut}
        x1={fromX}
        y1={y}
        x2={toX}
        y2={y}
        markerEnd={`url(#${isIn ? HEAD_IN_ID : HEAD_OUT_ID})`}
      />
      {labels.map((label, index) => (
        <text key={label} className={styles.muted} x={centre} y={labelTop + index * 16} textAnchor="middle">
          {label}
        </text>
      ))}
    </g>
  );
}

export default function EtherealPlaneDiagram(): ReactNode {
  const platformRight = COLUMN_X.platform + BOX_WIDTH;
  const serviceRight = COLUMN_X.service + BOX_WIDTH;
  const foundryCentre = COLUMN_X.foundry + BOX_WIDTH / 2;
  const macrosLeft = COLUMN_X.service;
  const macrosWidth = COLUMN_X.foundry + BOX_WIDTH - COLUMN_X.service;
  const macrosCentre = macrosLeft + macrosWidth / 2;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox="0 0 760 440"
        role="img"
        aria-labelledby={`${TITLE_ID} ${DESC_ID}`}
        xmlns="http://www.w3.org/2000/svg">
        <title id={TITLE_ID}>How Ethereal Plane connects your stream to Foundry VTT</title>
        <desc id={DESC_ID}>
          Viewers use stream chat, Twitch channel points and native Twitch polls. Chat commands, redeems and votes
          travel to the hosted Ethereal Plane service at etherealplane.app, which passes trigger events and poll results
          to the GM&apos;s Foundry browser tab that is logged in to Ethereal Plane. That tab must stay open, and one
          such tab is enough. Foundry runs the macro assigned to a trigger, with the trigger&apos;s context data, or the
          winning option&apos;s macro after a poll. In the other direction, the GM&apos;s tab sends poll starts and the
          text of public rolls to the service, which posts roll messages to stream chat and opens native polls on
          Twitch.
        </desc>
        <defs>
          <marker
            id={HEAD_IN_ID}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={10}
            markerHeight={10}
            markerUnits="userSpaceOnUse"
            orient="auto">
            <path className={styles.headIn} d="M0,0 L10,5 L0,10 z" />
          </marker>
          <marker
            id={HEAD_OUT_ID}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={10}
            markerHeight={10}
            markerUnits="userSpaceOnUse"
            orient="auto">
            <path className={styles.headOut} d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>

        <Column
          x={COLUMN_X.platform}
          heading="Twitch / YouTube"
          notes={['your stream']}
          pills={['Stream chat', 'Channel points *', 'Native polls *']}
          pillTop={95}
          footnote="* Twitch only"
        />
        <Column
          x={COLUMN_X.service}
          heading="Ethereal Plane"
          notes={['hosted service', 'etherealplane.app']}
          pills={['Trigger setup', 'Poll handling', 'Chat posting']}
          pillTop={110}
        />
        <Column
          x={COLUMN_X.foundry}
          heading="GM's Foundry"
          notes={['logged-in GM tab:', 'keep one open']}
          pills={['Trigger Config', 'Polls window', 'Public rolls']}
          pillTop={110}
        />

        <Flow
          fromX={platformRight + 2}
          toX={COLUMN_X.service - 3}
          y={FLOW_IN_Y}
          direction="in"
          labels={['chat commands,', 'redeems, votes']}
        />
        <Flow
          fromX={COLUMN_X.service - 2}
          toX={platformRight + 3}
          y={FLOW_OUT_Y}
          direction="out"
          labels={['roll messages,', 'Twitch polls']}
        />
        <Flow
          fromX={serviceRight + 2}
          toX={COLUMN_X.foundry - 3}
          y={FLOW_IN_Y}
          direction="in"
          labels={['trigger events,', 'poll results']}
        />
        <Flow
          fromX={COLUMN_X.foundry - 2}
          toX={serviceRight + 3}
          y={FLOW_OUT_Y}
          direction="out"
          labels={['poll start,', 'roll text']}
        />

        <line
          className={styles.flowIn}
          x1={foundryCentre}
          y1={BOX_TOP + BOX_HEIGHT + 2}
          x2={foundryCentre}
          y2={327}
          markerEnd={`url(#${HEAD_IN_ID})`}
        />
        <text className={styles.muted} x={foundryCentre + 10} y={310}>
          runs
        </text>

        <rect className={styles.box} x={macrosLeft} y={330} width={macrosWidth} height={95} rx={12} />
        <text className={styles.heading} x={macrosCentre} y={356} textAnchor="middle">
          Macros run in Foundry, as the GM
        </text>
        <text className={styles.text} x={macrosCentre} y={382} textAnchor="middle">
          Trigger → its assigned macro, with context in scope
        </text>
        <text className={styles.text} x={macrosCentre} y={406} textAnchor="middle">
          Poll → the winning option&apos;s macro, no arguments
        </text>

        <text className={styles.heading} x={COLUMN_X.platform + 8} y={352}>
          Legend
        </text>
        <line className={styles.flowIn} x1={18} y1={377} x2={72} y2={377} markerEnd={`url(#${HEAD_IN_ID})`} />
        <text className={styles.text} x={84} y={382}>
          stream → Foundry
        </text>
        <line className={styles.flowOut} x1={72} y1={405} x2={18} y2={405} markerEnd={`url(#${HEAD_OUT_ID})`} />
        <text className={styles.text} x={84} y={410}>
          Foundry → stream
        </text>
      </svg>
    </figure>
  );
}
