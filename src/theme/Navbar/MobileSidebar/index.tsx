/**
 * Wraps the classic theme's mobile menu (Docusaurus 3.10): the menu panel
 * is built once the reader shows an intent to open it, instead of right
 * after every page hydrates on a phone.
 *
 * Why: upstream renders the whole panel (the site links and the docs
 * sidebar, every item a `Link`) as soon as the window counts as mobile,
 * in the first render after hydration, while the panel is closed and off
 * screen. That render was part of the main-thread work every phone paid
 * for on every page, for a menu most visits never open.
 *
 * The intent is a pointer press on the menu button, or keyboard focus on
 * it: the panel is built then, a frame or more before the click that opens
 * it, so it still slides in. A click that comes with neither (an assistive
 * technology can send one) counts too: the panel is then built with the
 * menu already shown. Once built, it stays for the rest of the visit.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** A press on the menu button, focus on it, or a click on it that came with neither. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'click'] as const;

/** The theme's menu button (Navbar/MobileSidebar/Toggle). */
const MENU_BUTTON = '.navbar__toggle';

function isMenuButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(MENU_BUTTON) !== null;
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (isMenuButton(event.target)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
  }, [wanted, shouldRender]);

  // Shown by anything other than the button (none of the events above): build it all the same.
  if (!wanted && !shown) return null;
  return <MobileSidebar />;
}
