import React, {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';

/**
 * A Markdown table that a keyboard can scroll. Tables in an article scroll
 * sideways when they are wider than it (see `.markdown table` in
 * src/css/custom.css), which a mouse or a finger can do but a keyboard
 * cannot unless the table takes focus (WCAG 2.1.1; axe:
 * scrollable-region-focusable). The table joins the Tab order only while it
 * overflows, so tables that fit add no extra stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} {...(overflows && {tabIndex: 0})} />;
}
