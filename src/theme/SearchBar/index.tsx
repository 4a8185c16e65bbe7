/**
 * Search button and modal. Ejected from @docusaurus/theme-search-algolia
 * 3.10.2 and rewritten for DocSearch 3.9, because a wrapper cannot change
 * how the modal loads. What differs from upstream:
 *
 * 1. Nothing of search loads with the page. The modal's code and styles,
 *    the engine and the index load when the reader shows an intent to
 *    search: the button hovered, focused or touched, Ctrl / ⌘ pressed, a
 *    shortcut, a letter typed on the button (docSearchModal.ts).
 * 2. The shortcuts (Ctrl+K, ⌘+K, "/") belong to the early search script in
 *    every page's <head> (src/search/early/earlySearch.ts), which opens a
 *    stand-in with DocSearch's look at once, even before the page has
 *    hydrated. This component registers as its host: once the modal's code
 *    is there and the stand-in was painted, it takes the stand-in's query
 *    and selection and opens the real modal with them in one task, so
 *    search opens within a frame and no keystroke is lost. The button opens
 *    search the same way. While a followed link's page is still loading,
 *    the stand-in stays open, and the search bar of the new page takes
 *    over. If the code cannot be fetched, the stand-in shows DocSearch's
 *    network error and tries again when the reader pauses.
 * 3. The button is the site's own (SearchButton.tsx): DocSearch 3's button
 *    shares a file with its modal.
 * 4. Local mode: the client answers from the site's own index
 *    (src/search/browser/, made in searchSetup.ts), and no preconnect to
 *    Algolia is sent.
 * 5. Honest states: "No results for …" shows only after an answer with
 *    nothing in it, and a query first answered from part of the index is
 *    asked again once the whole index is in (answerState.ts).
 * 6. The site's limits and texts (src/constants.ts, modalProps.tsx), and the
 *    open modal is marked up as a modal dialog (markAsDialog.ts).
 * 7. Hits are real links that are the listbox's options (Hit.tsx); the
 *    save and remove controls of recent and favourite searches answer keys
 *    (hitInput.ts), which the lists' titles name.
 *
 * 5 to 7 are modal-only: they load with DocSearch's code (Modal.tsx), not
 * with the page.
 *
 * Left out of the copy: contextual search (off on this site) and external
 * result URLs (every hit is a page of this site).
 */
import React, {type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {createPortal, flushSync} from 'react-dom';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {
  nextPaint,
  ignoreShownSearchErrors,
  loadDocSearchModal,
  preloadModal,
  type SearchModalType,
} from './docSearchModal';
import {typedCharacter} from './typedCharacter';
import {useSearchSetup} from './searchSetup';
import {SearchButton} from './SearchButton';
// Only the button's styles and the stand-in's are global; the modal's load with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';
import './standIn.css';

/**
 * The button's text and name, under the id DocSearch's translations give it (`@theme/SearchTranslations`): that
 * module holds every text of the modal, which loads with the modal (modalProps.tsx), not with every page.
 */
const BUTTON_LABEL = translate({id: 'theme.SearchBar.label', message: 'Search'});

/** `opening` counts the openings of the modal: a close asked for by an earlier one is ignored. */
type ModalState = {open: false} | {open: true; modal: SearchModalType; query: string; opening: number};

export default function SearchBar(): ReactNode {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where the modal is drawn: a box made once, put at the top of the page on the first open.
  const [box] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'vm-search-box';
    return element;
  });
  const [state, setState] = useState<ModalState>({open: false});
  const isOpen = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useLayoutEffect(() => {
    isOpen.current = state.open;
  }, [state.open]);

  /** The page's address when the modal opened: a different one means a hit was followed and the modal is on its way out. */
  const openedAt = useRef('');
  const openings = useRef(0);
  const closeModal = useCallback(() => {
    isOpen.current = false;
    setState({open: false});
    buttonRef.current?.focus();
  }, []);
  const {mode, appId, local, warmUp} = useSearchSetup();

  /**
   * The path of the page this search bar is drawn on. Docusaurus changes the address at once when a link is
   * followed, and draws the new page once its code is in: until then the old page, with this search bar,
   * stays on screen, and is then replaced. A modal opened in between would be drawn in a search bar on its
   * way out, and what the reader typed into it lost with it, so the stand-in stays open until the new page
   * is drawn; whichever search bar shows it then takes over.
   */
  const {pathname} = useLocation();
  const history = useHistory();
  const drawnPath = useRef(pathname);
  useLayoutEffect(() => {
    drawnPath.current = pathname;
  }, [pathname]);

  const preload = useCallback(() => {
    preloadModal();
    warmUp();
  }, [warmUp]);

  /**
   * Takes over from the stand-in: the real modal, with what was typed there,
   * in one task, once the stand-in has been painted and the modal's code is
   * in (waited for side by side: whichever comes later starts it, at once).
   */
  const handOver = useCallback(() => {
    Promise.all([loadDocSearchModal(), nextPaint()]).then(
      ([modal]) => {
        // A page change replaced this search bar meanwhile, or is under way: the stand-in stays open for the
        // search bar that shows the new page.
        if (!mounted.current || history.location.pathname !== drawnPath.current) return;
        const taken = window.__vmSearch?.take();
        if (!taken || !box) return;
        if (!box.isConnected) document.body.insertBefore(box, document.body.firstChild);
        openedAt.current = window.location.href;
        openings.current += 1;
        const opening = openings.current;
        flushSync(() => setState({open: true, modal, query: taken.query, opening}));
        const input = box.querySelector<HTMLInputElement>('.DocSearch-Input');
        input?.focus();
        input?.setSelectionRange(taken.selectionStart, taken.selectionEnd);
      },
      () => window.__vmSearch?.setUnavailable(true),
    );
  }, [box, history]);

  // Change 2: host the early script's stand-in.
  useEffect(() => {
    const early = window.__vmSearch;
    if (!early) return undefined;
    early.host = {
      // A modal whose hit was followed (the address changed) closes as DocSearch gets to it, which on a
      // busy page can be after the reader's next Ctrl+K: that press opens search, it does not close it.
      modalOpen: () => {
        if (isOpen.current && window.location.href !== openedAt.current) closeModal();
        return isOpen.current;
      },
      closeModal,
      opened: () => {
        preload();
        handOver();
      },
      intent: preload,
      retry: handOver,
    };
    if (early.intended) preload();
    return () => {
      early.host = undefined;
    };
  }, [closeModal, preload, handOver]);

  // Search opened before this search bar was there, or while a page change was under way: take it over now.
  useEffect(() => {
    if (window.__vmSearch?.isOpen()) handOver();
  }, [pathname, handOver]);

  // Replaced while its modal was open: what was typed goes back into the stand-in, which the next search bar
  // takes over. A layout effect, so it runs before the modal leaves the page: the query is still in its input,
  // and no key the reader types meanwhile falls outside search.
  useLayoutEffect(
    () => () => {
      if (!isOpen.current || !box) return;
      isOpen.current = false;
      window.__vmSearch?.open(box.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
    },
    [box],
  );

  // DocSearch shows its error screen for an unreachable search and then
  // throws the error on; it has been reported to the reader already.
  useEffect(() => ignoreShownSearchErrors(), []);

  const openSearch = useCallback((query?: string) => window.__vmSearch?.open(query), []);

  // A letter or digit typed on the focused button opens search with it.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      const character = typedCharacter(event.nativeEvent);
      if (!character) return;
      event.preventDefault();
      openSearch(character);
    },
    [openSearch],
  );

  return (
    <>
      {mode === 'algolia' && (
        <Head>
          {/* Change 4: only a build that queries Algolia warms up a connection to it. */}
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        ref={buttonRef}
        text={BUTTON_LABEL}
        ariaLabel={BUTTON_LABEL}
        onIntent={preload}
        onClick={() => openSearch()}
        onKeyDown={onButtonKeyDown}
      />
      {state.open &&
        box &&
        createPortal(
          <state.modal
            box={box}
            local={local}
            initialQuery={state.query}
            // DocSearch may close the modal of a followed hit late, after the reader has opened search again.
            onClose={() => {
              if (openings.current === state.opening) closeModal();
            }}
          />,
          box,
        )}
    </>
  );
}
