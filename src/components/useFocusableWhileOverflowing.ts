import {type RefObject, useEffect, useState} from 'react';

/**
 * Whether an element scrolls sideways right now, so it can join the Tab
 * order only then: a mouse or a finger can scroll an overflowing box, a
 * keyboard only once the box takes focus (WCAG 2.1.1; axe:
 * scrollable-region-focusable). Boxes that fit add no extra Tab stop.
 */
export function useFocusableWhileOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    // The observer's first report comes after the next layout: no layout is forced at hydration.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
