/**
 * Leaner code block markup. prism-react-renderer gives every token its own
 * `<span class="token …" style="color:…">`, even punctuation and names
 * drawn in the block's plain colour, which the line already sets. On a page
 * with many code blocks that is most of the HTML. The CodeBlock/Line and
 * CodeBlock/Line/Token wrappers use these helpers to write runs of such
 * tokens as plain text: the page looks the same, with far fewer bytes.
 */
import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';

/**
 * True when a token styled `style` looks exactly like the text around it in
 * a line whose colour is `plainColor`: no style, or only that same colour.
 */
export function drawsInPlainColour(style: CSSProperties | undefined, plainColor: string | undefined): boolean {
  if (!style) return true;
  return Object.entries(style).every(([property, value]) => property === 'color' && value === plainColor);
}

/** A token written as bare text: one plain, non-empty token without line breaks. */
export function isBareText(token: Token): boolean {
  return (
    token.types.length === 1 &&
    token.types[0] === 'plain' &&
    !token.empty &&
    token.content !== '' &&
    !token.content.includes('\n')
  );
}

/**
 * The line with each run of plain-looking tokens joined into one `plain`
 * token (so React writes one text node, not text nodes separated by
 * comments). Tokens that look different, empty tokens and line breaks stay
 * as they are; empty plain tokens are left out.
 */
export function mergePlainTokens(line: Token[], looksPlain: (token: Token) => boolean): Token[] {
  const merged: Token[] = [];
  for (const token of line) {
    // An empty plain token draws nothing (the line's <br/> keeps an empty line's height).
    if (token.content === '' && token.types.length === 1 && token.types[0] === 'plain') continue;
    const joinable = !token.empty && token.content !== '' && !token.content.includes('\n') && looksPlain(token);
    const previous = merged.at(-1);
    if (joinable && previous && isBareText(previous)) {
      merged[merged.length - 1] = {types: ['plain'], content: previous.content + token.content};
    } else {
      merged.push(joinable ? {types: ['plain'], content: token.content} : token);
    }
  }
  return merged;
}
