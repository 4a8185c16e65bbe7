/**
 * An icon of a window drawing: our own simplified glyph for a Font Awesome
 * icon the modules' windows use, drawn from `styles.page.css`
 * (`.wd-icon-<name>`, a mask in the text colour), so the page's HTML only
 * names it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import type {IconName} from './schema';
import './styles.page.css';

export default function Icon({name, className}: {name: IconName; className?: string}): ReactNode {
  return <span className={clsx('wd-icon', `wd-icon-${name}`, className)} aria-hidden="true" />;
}
