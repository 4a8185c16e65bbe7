/**
 * Simplified icons for the window drawings: our own strokes on a 16 × 16
 * grid, one per Font Awesome icon the modules' windows use, so a reader can
 * match a drawn button to the real one without the drawing copying the
 * icon. Strokes use `currentColor`; a leading `F` marks a path drawn filled.
 */
import React, {type ReactNode} from 'react';

import type {IconName} from './types';

const GLYPHS: Record<IconName, string[]> = {
  'arrows-maximize': [
    'M2 2l4 4M14 2l-4 4M2 14l4-4M14 14l-4-4',
    'M2 5.5V2h3.5M10.5 2H14v3.5M14 10.5V14h-3.5M5.5 14H2v-3.5',
  ],
  'arrows-repeat': [
    'M2.5 7.5V7a3 3 0 0 1 3-3h8',
    'M11 1.5L13.5 4 11 6.5',
    'M13.5 8.5V9a3 3 0 0 1-3 3h-8',
    'M5 9.5L2.5 12 5 14.5',
  ],
  'arrows-rotate': [
    'M13.5 7A5.5 5.5 0 0 0 3.6 4.5',
    'M2.5 9a5.5 5.5 0 0 0 9.9 2.5',
    'M3.5 1.5v3h3',
    'M12.5 14.5v-3h-3',
  ],
  bars: ['M2.5 4h11M2.5 8h11M2.5 12h11'],
  bird: ['M2 10.5c2.5.5 4-.5 5-2.5s2.5-3.5 4.5-3.5l2.5-.5-1.5 2c0 4-3 6.5-7 6.5-1.5 0-3-.7-3.5-2z', 'M9 8.5l-2 3'],
  book: ['M3 3a1.5 1.5 0 0 1 1.5-1.5H13v10H4.5A1.5 1.5 0 0 0 3 13z', 'M3 13a1.5 1.5 0 0 0 1.5 1.5H13v-3'],
  check: ['M2.5 8.5l3.5 3.5 7.5-8'],
  'chevron-down': ['M4 6l4 4 4-4'],
  'circle-dot': ['M8 2.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z', 'FM8 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4z'],
  cog: [
    'M8 4.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
    'M8 6.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z',
    'M8 1v2.5M8 12.5V15M1 8h2.5M12.5 8H15M3 3l1.8 1.8M11.2 11.2L13 13M13 3l-1.8 1.8M4.8 11.2L3 13',
  ],
  'dice-d20': [
    'M8 1.5l5.6 3.2v6.6L8 14.5l-5.6-3.2V4.7z',
    'M8 4.5l3.2 5.5H4.8z',
    'M8 1.5v3M2.4 11.3L4.8 10M13.6 11.3L11.2 10',
  ],
  download: ['M2.5 10.5v3h11v-3', 'M8 2v8.5M4.8 7.3L8 10.5l3.2-3.2'],
  ellipsis: [
    'FM3 6.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM8 6.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM13 6.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  ],
  'exclamation-triangle': ['M8 1.8l6.6 11.7H1.4z', 'M8 6v3.8', 'FM8 11.1a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z'],
  file: ['M3.5 1.5h5.5l3.5 3.5v9.5h-9z', 'M9 1.5V5h3.5'],
  'file-export': ['M2 1.5h5l3 3V14.5H2z', 'M7 1.5v3h3', 'M6.5 9.5h8M12 7l2.5 2.5L12 12'],
  'file-import': ['M6 1.5h5l3 3V14.5H6z', 'M11 1.5v3h3', 'M1 9.5h8M6.5 7L9 9.5 6.5 12'],
  folder: ['M1.5 3.5h4.5L7.5 5h7v8.5h-13z'],
  minus: ['M3 8h10'],
  pause: ['FM4 2.5h2.8v11H4zM9.2 2.5H12v11H9.2z'],
  pencil: ['M2.5 13.5l.8-3.3 7.5-7.5 2.5 2.5-7.5 7.5z', 'M9.3 4.2l2.5 2.5'],
  'people-group': [
    'M8 3.2a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM3.3 5a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8zM12.7 5a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z',
    'M5 13c0-2 1.3-3.6 3-3.6s3 1.6 3 3.6M1 12c0-1.6 1-2.8 2.3-2.8M15 12c0-1.6-1-2.8-2.3-2.8',
  ],
  plus: ['M8 3v10M3 8h10'],
  question: ['M5.8 6a2.3 2.3 0 1 1 3.5 1.9c-.9.6-1.3 1.1-1.3 2.1', 'FM8 11.6a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z'],
  save: ['M2.5 2.5h9l2 2v9h-11z', 'M5 2.5v3.5h5.5V2.5', 'M5 13.5V9.5h6v4'],
  'signal-stream': [
    'FM8 6.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z',
    'M5.2 5.2a4 4 0 0 0 0 5.6M10.8 5.2a4 4 0 0 1 0 5.6M3 3a7 7 0 0 0 0 10M13 3a7 7 0 0 1 0 10',
  ],
  spinner: ['M8 2a6 6 0 1 1-6 6'],
  'square-poll-vertical': ['M2 2h12v12H2z', 'M5.2 11.5V8M8 11.5V4.5M10.8 11.5V6.5'],
  star: ['M8 1.8l1.9 4.1 4.4.4-3.4 2.9 1.1 4.4L8 11.3l-4 2.3 1.1-4.4L1.7 6.3l4.4-.4z'],
  times: ['M3.5 3.5l9 9M12.5 3.5l-9 9'],
  trash: ['M2.5 4h11', 'M6 4V2.5h4V4', 'M4 4l.7 10h6.6L12 4', 'M6.8 6.5v5M9.2 6.5v5'],
  upload: ['M2.5 10.5v3h11v-3', 'M8 10.5V2M4.8 5.2L8 2l3.2 3.2'],
  user: ['M8 2.2a2.8 2.8 0 1 1 0 5.6 2.8 2.8 0 0 1 0-5.6z', 'M3 14c0-2.8 2.2-4.6 5-4.6s5 1.8 5 4.6'],
  users: [
    'FM6 2.2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM11.4 3.4a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
    'FM1 14c0-2.8 2.2-4.8 5-4.8s5 2 5 4.8zM11.6 14c0-1.7-.5-3.2-1.4-4.3.4-.1.8-.2 1.3-.2 2 0 3.5 1.7 3.5 4.5z',
  ],
  'users-regular': [
    'M6 2.5a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6zM11.3 3.6a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z',
    'M1.5 13.5c0-2.4 2-4 4.5-4s4.5 1.6 4.5 4M10.8 9.2c2 0 3.7 1.4 3.7 3.8',
  ],
  'users-viewfinder': [
    'M1.5 5V1.5H5M11 1.5h3.5V5M14.5 11v3.5H11M5 14.5H1.5V11',
    'M8 4.2a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z',
    'M4.8 12c0-1.9 1.4-3.2 3.2-3.2s3.2 1.3 3.2 3.2',
  ],
  video: ['M1.5 4.5h9v7h-9z', 'M10.5 7l4-2.5v7l-4-2.5'],
  wrench: ['M10.5 1.8a3.6 3.6 0 0 0-3.1 5L2 12.2 3.8 14l5.4-5.4a3.6 3.6 0 0 0 5-3.1l-2 1.1-1.7-1.7 1.1-2z'],
};

export default function Icon({name, className}: {name: IconName; className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {GLYPHS[name].map((d) =>
        d.startsWith('F') ? (
          <path key={d} d={d.slice(1)} fill="currentColor" stroke="none" />
        ) : (
          <path
            key={d}
            d={d}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ),
      )}
    </svg>
  );
}
