/**
 * Search button and modal. Ejected from @docusaurus/theme-search-algolia
 * 3.10.2 (DocSearch 4.7.0), because a wrapper cannot change how the modal
 * loads. What differs from upstream, each marked "Change" below:
 *
 * 1. The modal's code and styles load after the page is idle
 *    (docSearchModal.ts), not with the page's global CSS, so the first
 *    Ctrl+K opens it at once.
 * 2. When that code cannot be fetched (network gone), the shortcuts still
 *    open a stand-in modal showing DocSearch's error screen
 *    (UnavailableModal.tsx); the next query fetches again and hands over to
 *    the real modal.
 * 3. Local mode: the client answers from the site's own index
 *    (src/search/browser/deferredClient.ts, given in modalProps.tsx), and
 *    no preconnect to Algolia is sent.
 * 4. The site's limits (src/constants.ts, most given in modalProps.tsx):
 *    64-character input, page size, snippet lengths, results per group,
 *    recent and favourite searches, "Let us know" link.
 * 5. A letter typed on the focused search button opens the modal with it.
 * 6. The open modal is marked up as a modal dialog (DocSearch renders its
 *    backdrop as a focusable "button" around the input and hits).
 * 7. No focusable element inside a hit (an option of DocSearch's listbox):
 *    each hit is a placeholder link a mouse follows (Hit.tsx), and the save
 *    and remove controls of recent and favourite searches answer keys
 *    (hitInput.ts; the patch src/patches/docsearchHitActions.cjs makes
 *    them unfocusable).
 *
 * Left out of the copy: Ask AI and contextual search (not used by this site)
 * and external result URLs (every hit is a page of this site).
 */
import React, {type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import translations from '@theme/SearchTranslations';
import {SEARCH_MODAL_MAX_QUERY_LENGTH} from '@site/src/constants';
import {
  ignoreShownSearchErrors,
  loadDocSearchModal,
  loadDocSearchModalWhenIdle,
  loadedDocSearchModal,
  preloadModal,
  type DocSearchModalType,
} from './docSearchModal';
import {typedCharacter} from './typedCharacter';
import {markAsDialog} from './markAsDialog';
import {runHitActionKey} from './hitInput';
import {ignoreAskAi, useModalProps} from './modalProps';
import UnavailableModal from './UnavailableModal';
// Change 1: only the button's styles are global; the modal's load with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';

/** Where the modal is open, and with which component (the real one, or the stand-in while it cannot load). */
type ModalState = {open: false} | {open: true; modal: DocSearchModalType | 'unavailable'};

export default function SearchBar(): ReactNode {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where the modal is drawn: a box made once, put at the top of the page on the first open.
  const [container] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const [state, setState] = useState<ModalState>({open: false});
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const closeModal = useCallback(() => {
    setState({open: false});
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const {mode, appId, warmUp, props} = useModalProps(closeModal);

  // Change 1: fetch the modal once the page is idle.
  useEffect(() => loadDocSearchModalWhenIdle(), []);
  // Change 2: DocSearch shows its error screen for an unreachable search and
  // then throws the error on; it has been reported to the reader already.
  useEffect(() => ignoreShownSearchErrors(), []);

  const openModal = useCallback(() => {
    if (container && !container.isConnected) document.body.insertBefore(container, document.body.firstChild);
    // Fetch the engine and index once the open modal has been drawn.
    setTimeout(warmUp, 0);
    const ready = loadedDocSearchModal();
    if (ready) {
      setState({open: true, modal: ready});
      return;
    }
    // Change 2: open as soon as the code arrives, or the stand-in if it cannot.
    loadDocSearchModal().then(
      (modal) => setState({open: true, modal}),
      () => setState({open: true, modal: 'unavailable'}),
    );
  }, [warmUp, container]);

  /** The stand-in asks to try again with what the reader typed (the latest query wins). */
  const latestQuery = useRef('');
  const retry = useCallback((query: string) => {
    latestQuery.current = query;
    loadDocSearchModal().then(
      (modal) => {
        setInitialQuery(latestQuery.current);
        setState((current) => (current.open ? {open: true, modal} : current));
      },
      () => undefined,
    );
  }, []);

  useDocSearchKeyboardEvents({
    isOpen: state.open,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: ignoreAskAi,
  });

  // Change 5: a letter or digit typed on the focused button opens the modal with it.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      const character = typedCharacter(event.nativeEvent);
      if (!character) return;
      event.preventDefault();
      setInitialQuery(character);
      openModal();
    },
    [openModal],
  );

  // Changes 4, 6 and 7, before the first paint of the open modal.
  useLayoutEffect(() => {
    if (!state.open || state.modal === 'unavailable' || !container) return undefined;
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = SEARCH_MODAL_MAX_QUERY_LENGTH;
    markAsDialog(container.querySelector('.DocSearch-Container'));
    container.addEventListener('keydown', runHitActionKey);
    return () => container.removeEventListener('keydown', runHitActionKey);
  }, [state, container]);

  const Modal = state.open && state.modal !== 'unavailable' ? state.modal : undefined;
  return (
    <>
      {mode === 'algolia' && (
        <Head>
          {/* Change 3: only a build that queries Algolia warms up a connection to it. */}
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={preloadModal}
        onFocus={preloadModal}
        onMouseOver={preloadModal}
        onClick={openModal}
        onKeyDown={onButtonKeyDown}
        translations={translations.button}
      />
      {state.open &&
        container &&
        createPortal(
          Modal ? (
            <Modal {...props} onClose={closeModal} initialScrollY={window.scrollY} initialQuery={initialQuery} />
          ) : (
            <UnavailableModal initialQuery={initialQuery ?? ''} onClose={closeModal} onRetry={retry} />
          ),
          container,
        )}
    </>
  );
}
