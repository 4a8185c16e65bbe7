/**
 * The open search modal: DocSearch's modal with everything the site gives
 * it (modalProps.tsx), and what the site does to it while it is open. This
 * file and what it imports load with DocSearch's code, once the reader
 * shows an intent to search (docSearchModal.ts), not with the page.
 *
 * - Before DocSearch asks its first query, the answers of an earlier opening
 *   are forgotten; before its first paint, the input gets its length limit,
 *   the modal its dialog markup (markAsDialog.ts) and the lists of recent
 *   and favourite searches their keys (hitInput.ts).
 * - Once the whole index is in, a query first answered from part of it is
 *   asked again (answerState.ts).
 */
import React, {type ReactNode, useEffect, useLayoutEffect, useState} from 'react';
import {DocSearchModal} from '@docsearch/react';
import {SEARCH_MODAL_MAX_QUERY_LENGTH} from '@site/src/constants';
import {subscribeIndexComplete} from '@site/src/search/browser/status';
import type {DeferredLocalSearch} from '@site/src/search/browser/deferredClient';
import {markAsDialog} from './markAsDialog';
import {runHitActionKey} from './hitInput';
import {askAgain, resetAnswers} from './answerState';
import {useModalProps} from './modalProps';

export interface ModalProps {
  /** The element the modal is drawn in (a portal target at the top of the page). */
  box: HTMLElement;
  /** Local mode: the page's client (searchSetup.ts). */
  local: DeferredLocalSearch | undefined;
  /** What the reader typed before the modal's code was in (the stand-in's query). */
  initialQuery: string;
  onClose: () => void;
}

export default function Modal({box, local, initialQuery, onClose}: ModalProps): ReactNode {
  // Before DocSearch mounts and asks its first query: forget the answers of an earlier opening.
  useState(() => resetAnswers(box));
  const props = useModalProps(onClose, box, local);

  useLayoutEffect(() => {
    const input = box.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = SEARCH_MODAL_MAX_QUERY_LENGTH;
    markAsDialog(box.querySelector('.DocSearch-Container'));
    box.addEventListener('keydown', runHitActionKey);
    return () => box.removeEventListener('keydown', runHitActionKey);
  }, [box]);

  useEffect(() => subscribeIndexComplete(() => askAgain(box)), [box]);

  return <DocSearchModal {...props} onClose={onClose} initialScrollY={window.scrollY} initialQuery={initialQuery} />;
}
