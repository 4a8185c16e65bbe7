/**
 * Wraps the classic theme's code token (Docusaurus 3.10).
 *
 * Why: page weight. A plain token (a run the CodeBlock/Line wrapper joined)
 * is written as bare text instead of `<span class="token plain">`; it
 * inherits the line's colour either way. Other tokens render as upstream.
 */
import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {isBareText} from '@site/src/codeBlock/plainTokens';

export default function CodeBlockLineTokenWrapper(props: Props): ReactNode {
  return isBareText(props.token) ? props.token.content : <Token {...props} />;
}
