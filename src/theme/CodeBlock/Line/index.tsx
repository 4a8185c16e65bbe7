/**
 * Wraps the classic theme's code block line (Docusaurus 3.10).
 *
 * Why: page weight. Runs of tokens drawn in the line's own colour are handed
 * on as one plain token, which CodeBlock/Line/Token writes as bare text (see
 * src/codeBlock/plainTokens.ts), and empty plain tokens (one ends every
 * line) are left out. The line's own `style` is dropped too: it repeats the
 * colour the code block's <pre> already sets for all its lines. Coloured
 * tokens keep their span, class and style; the text and the look of the
 * line do not change.
 */
import React, {type ReactNode, useCallback, useMemo} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {drawsInPlainColour, mergePlainTokens} from '@site/src/codeBlock/plainTokens';

export default function CodeBlockLineWrapper(props: Props): ReactNode {
  const {line, getLineProps, getTokenProps} = props;
  const merged = useMemo(() => {
    const plainColor = getLineProps({line}).style?.color;
    return mergePlainTokens(line, (token) => drawsInPlainColour(getTokenProps({token}).style, plainColor));
  }, [line, getLineProps, getTokenProps]);
  const lineProps = useCallback<Props['getLineProps']>(
    (input) => {
      const {style: _sameAsTheBlock, ...rest} = getLineProps(input);
      return rest;
    },
    [getLineProps],
  );
  return <Line {...props} line={merged} getLineProps={lineProps} />;
}
