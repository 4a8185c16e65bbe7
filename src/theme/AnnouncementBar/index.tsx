/**
 * Wraps the classic theme's announcement bar (Docusaurus 3.10).
 *
 * Why: a new announcement id must reset an earlier dismissal. The
 * theme does reset the stored flag, but its inline head script has already
 * marked the page "initially dismissed" from the old flag, and that CSS
 * marker keeps the new bar hidden until the next page load. This wrapper
 * removes the marker when the stored id differs from the configured one. It
 * runs as a layout effect, so it reads the stored id before the theme's own
 * (passive) effect overwrites it.
 */
import React, {type ReactNode, useLayoutEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useThemeConfig} from '@docusaurus/theme-common';

const DISMISSED_MARKER = 'data-announcement-bar-initially-dismissed';
const ID_STORAGE_KEY = 'docusaurus.announcement.id';

function readStoredId(): string | null {
  try {
    return window.localStorage.getItem(ID_STORAGE_KEY);
  } catch {
    return null; // Storage blocked: the theme treats the bar as never dismissed.
  }
}

export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  useLayoutEffect(() => {
    if (announcementBar && readStoredId() !== announcementBar.id) {
      document.documentElement.removeAttribute(DISMISSED_MARKER);
    }
  }, [announcementBar]);
  return <AnnouncementBar />;
}
