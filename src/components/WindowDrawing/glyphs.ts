/**
 * The icons a window drawing can show: our own simplified glyphs, 16 × 16
 * strokes named after the Font Awesome icon each stands for, as the SVG
 * elements inside the glyph (the sprite's root gives them their strokes).
 *
 * The drawings' stylesheet draws them from one sprite (icons.page.css, which
 * scripts/drawing-icons.ts writes from this file): each glyph sits in its own
 * cell of a row, and `.wd-icon-<name>` shifts the mask to its cell (`--wd-cell`). One SVG
 * for all of them keeps the stylesheet small; a unit test fails while the
 * committed stylesheet differs from what this file makes.
 */
import type {IconName} from './schema';

export const ICON_GLYPHS = {
  'arrows-maximize': `<path d='M2 2l4 4M14 2l-4 4M2 14l4-4M14 14l-4-4'/><path d='M2 5.5V2h3.5M10.5 2H14v3.5M14 10.5V14h-3.5M5.5 14H2v-3.5'/>`,
  'arrows-repeat': `<path d='M2.5 7.5V7a3 3 0 0 1 3-3h8'/><path d='M11 1.5L13.5 4 11 6.5'/><path d='M13.5 8.5V9a3 3 0 0 1-3 3h-8'/><path d='M5 9.5L2.5 12 5 14.5'/>`,
  'arrows-rotate': `<path d='M13.5 7A5.5 5.5 0 0 0 3.6 4.5'/><path d='M2.5 9a5.5 5.5 0 0 0 9.9 2.5'/><path d='M3.5 1.5v3h3'/><path d='M12.5 14.5v-3h-3'/>`,
  bars: `<path d='M2.5 4h11M2.5 8h11M2.5 12h11'/>`,
  bird: `<path d='M2 10.5c2.5.5 4-.5 5-2.5s2.5-3.5 4.5-3.5l2.5-.5-1.5 2c0 4-3 6.5-7 6.5-1.5 0-3-.7-3.5-2z'/><path d='M9 8.5l-2 3'/>`,
  book: `<path d='M3 3a1.5 1.5 0 0 1 1.5-1.5H13v10H4.5A1.5 1.5 0 0 0 3 13z'/><path d='M3 13a1.5 1.5 0 0 0 1.5 1.5H13v-3'/>`,
  check: `<path d='M2.5 8.5l3.5 3.5 7.5-8'/>`,
  'chevron-down': `<path d='M4 6l4 4 4-4'/>`,
  'circle-dot': `<path d='M8 2.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z'/><path d='M8 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4z' fill='black' stroke='none'/>`,
  cog: `<path d='M8 4.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z'/><path d='M8 6.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z'/><path d='M8 1v2.5M8 12.5V15M1 8h2.5M12.5 8H15M3 3l1.8 1.8M11.2 11.2L13 13M13 3l-1.8 1.8M4.8 11.2L3 13'/>`,
  'dice-d20': `<path d='M8 1.5l5.6 3.2v6.6L8 14.5l-5.6-3.2V4.7z'/><path d='M8 4.5l3.2 5.5H4.8z'/><path d='M8 1.5v3M2.4 11.3L4.8 10M13.6 11.3L11.2 10'/>`,
  download: `<path d='M2.5 10.5v3h11v-3'/><path d='M8 2v8.5M4.8 7.3L8 10.5l3.2-3.2'/>`,
  'exclamation-triangle': `<path d='M8 1.8l6.6 11.7H1.4z'/><path d='M8 6v3.8'/><path d='M8 11.1a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z' fill='black' stroke='none'/>`,
  file: `<path d='M3.5 1.5h5.5l3.5 3.5v9.5h-9z'/><path d='M9 1.5V5h3.5'/>`,
  'file-export': `<path d='M2 1.5h5l3 3V14.5H2z'/><path d='M7 1.5v3h3'/><path d='M6.5 9.5h8M12 7l2.5 2.5L12 12'/>`,
  'file-import': `<path d='M6 1.5h5l3 3V14.5H6z'/><path d='M11 1.5v3h3'/><path d='M1 9.5h8M6.5 7L9 9.5 6.5 12'/>`,
  minus: `<path d='M3 8h10'/>`,
  pause: `<path d='M4 2.5h2.8v11H4zM9.2 2.5H12v11H9.2z' fill='black' stroke='none'/>`,
  pencil: `<path d='M2.5 13.5l.8-3.3 7.5-7.5 2.5 2.5-7.5 7.5z'/><path d='M9.3 4.2l2.5 2.5'/>`,
  'people-group': `<path d='M8 3.2a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM3.3 5a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8zM12.7 5a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z'/><path d='M5 13c0-2 1.3-3.6 3-3.6s3 1.6 3 3.6M1 12c0-1.6 1-2.8 2.3-2.8M15 12c0-1.6-1-2.8-2.3-2.8'/>`,
  plus: `<path d='M8 3v10M3 8h10'/>`,
  question: `<path d='M5.8 6a2.3 2.3 0 1 1 3.5 1.9c-.9.6-1.3 1.1-1.3 2.1'/><path d='M8 11.6a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z' fill='black' stroke='none'/>`,
  save: `<path d='M2.5 2.5h9l2 2v9h-11z'/><path d='M5 2.5v3.5h5.5V2.5'/><path d='M5 13.5V9.5h6v4'/>`,
  'signal-stream': `<path d='M8 6.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z' fill='black' stroke='none'/><path d='M5.2 5.2a4 4 0 0 0 0 5.6M10.8 5.2a4 4 0 0 1 0 5.6M3 3a7 7 0 0 0 0 10M13 3a7 7 0 0 1 0 10'/>`,
  'square-poll-vertical': `<path d='M2 2h12v12H2z'/><path d='M5.2 11.5V8M8 11.5V4.5M10.8 11.5V6.5'/>`,
  times: `<path d='M3.5 3.5l9 9M12.5 3.5l-9 9'/>`,
  trash: `<path d='M2.5 4h11'/><path d='M6 4V2.5h4V4'/><path d='M4 4l.7 10h6.6L12 4'/><path d='M6.8 6.5v5M9.2 6.5v5'/>`,
  upload: `<path d='M2.5 10.5v3h11v-3'/><path d='M8 10.5V2M4.8 5.2L8 2l3.2 3.2'/>`,
  user: `<path d='M8 2.2a2.8 2.8 0 1 1 0 5.6 2.8 2.8 0 0 1 0-5.6z'/><path d='M3 14c0-2.8 2.2-4.6 5-4.6s5 1.8 5 4.6'/>`,
  users: `<path d='M6 2.2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM11.4 3.4a2 2 0 1 1 0 4 2 2 0 0 1 0-4z' fill='black' stroke='none'/><path d='M1 14c0-2.8 2.2-4.8 5-4.8s5 2 5 4.8zM11.6 14c0-1.7-.5-3.2-1.4-4.3.4-.1.8-.2 1.3-.2 2 0 3.5 1.7 3.5 4.5z' fill='black' stroke='none'/>`,
  'users-regular': `<path d='M6 2.5a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6zM11.3 3.6a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z'/><path d='M1.5 13.5c0-2.4 2-4 4.5-4s4.5 1.6 4.5 4M10.8 9.2c2 0 3.7 1.4 3.7 3.8'/>`,
  'users-viewfinder': `<path d='M1.5 5V1.5H5M11 1.5h3.5V5M14.5 11v3.5H11M5 14.5H1.5V11'/><path d='M8 4.2a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z'/><path d='M4.8 12c0-1.9 1.4-3.2 3.2-3.2s3.2 1.3 3.2 3.2'/>`,
  wrench: `<path d='M10.5 1.8a3.6 3.6 0 0 0-3.1 5L2 12.2 3.8 14l5.4-5.4a3.6 3.6 0 0 0 5-3.1l-2 1.1-1.7-1.7 1.1-2z'/>`,
} satisfies Record<IconName, string>;

/** Size of a glyph, and the distance from one cell of the sprite to the next (a gap keeps strokes apart). */
const GLYPH = 16;
const PITCH = 24;

/** The characters of an SVG that a data URI must escape, written as the stylesheet always has. */
const escapeForDataUri = (svg: string) => svg.replace(/[%#<>"]/g, (character) => encodeURIComponent(character));

/**
 * A glyph's paths as one: the same strokes, as each path starts with an absolute move-to, in fewer bytes.
 * Any other glyph is kept as written.
 */
export function mergedPaths(glyph: string): string {
  const paths = [...glyph.matchAll(/<path d='([^']*)'\/>/g)];
  const onlyPaths = paths.map((path) => path[0]).join('') === glyph;
  if (!onlyPaths || paths.some((path) => !path[1]!.startsWith('M'))) return glyph;
  return `<path d='${paths.map((path) => path[1]).join('')}'/>`;
}

/** The stylesheet of the icons: the sprite as the mask of every `.wd-icon`, and each icon's cell. */
export function iconsStylesheet(): string {
  const names = Object.keys(ICON_GLYPHS) as IconName[];
  const width = names.length * PITCH;
  const cells = names
    .map((name, index) =>
      index === 0
        ? mergedPaths(ICON_GLYPHS[name])
        : `<g transform='translate(${index * PITCH})'>${mergedPaths(ICON_GLYPHS[name])}</g>`,
    )
    .join('');
  const sprite =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${GLYPH}' fill='none' stroke='black' ` +
    `stroke-width='1.5' stroke-linecap='round' stroke-linejoin='round'>${cells}</svg>`;
  const lines = [
    '/* Written by scripts/drawing-icons.ts from glyphs.ts: edit the glyphs there. */',
    '',
    '.wd-icon {',
    // In a custom property: the prefixed copy of \`mask\` the build adds then repeats its name, not the sprite.
    `  --wd-glyph: url("data:image/svg+xml,${escapeForDataUri(sprite)}");`,
    `  mask: var(--wd-glyph) var(--wd-cell, 0) 0 / ${width}px ${GLYPH}px no-repeat;`,
    '}',
  ];
  // The cell as a custom property too: one declaration per icon, where \`mask-position\` would be two.
  names.forEach((name, index) => lines.push('', `.wd-icon-${name} {`, `  --wd-cell: ${-index * PITCH}px;`, '}'));
  return `${lines.join('\n')}\n`;
}
