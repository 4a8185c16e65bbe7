import React, {type ComponentProps, type ReactNode, useRef} from 'react';

import {useFocusableWhileOverflowing} from './useFocusableWhileOverflowing';

/**
 * A Markdown table that a keyboard can scroll. Tables in an article scroll
 * sideways when they are wider than it (see `.markdown table` in
 * src/css/custom.css); the table takes focus only while it overflows.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const overflows = useFocusableWhileOverflowing(ref);
  return <table {...props} ref={ref} {...(overflows && {tabIndex: 0})} />;
}
