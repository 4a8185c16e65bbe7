/**
 * Search before anything of it has loaded. This file runs as an inline
 * script in every page's <head> (the search plugin compiles it and writes it
 * there), so it works from the moment the page shows, before the site's
 * JavaScript has arrived or React has hydrated the page:
 *
 * - It owns the search shortcuts: Ctrl+K / ⌘+K (the browser's own Ctrl+K
 *   never gets it) and "/" outside a text field open search, Ctrl+K and
 *   Escape close it. Opening shows the stand-in: a
 *   search box drawn with the same look as the DocSearch modal, focused at
 *   once, that takes what the reader types. Ctrl / ⌘ pressed alone counts as
 *   the intent to search, so search starts loading.
 * - Once React runs, the search bar (src/theme/SearchBar) registers as the
 *   `host`: it loads the DocSearch modal, takes the stand-in's query and
 *   selection (`take`) and opens the real modal with them, all in one task,
 *   so no keystroke falls between the two. If the modal's code cannot be
 *   fetched, the stand-in shows DocSearch's network error, and it asks the
 *   host to try again whenever the reader pauses typing.
 *
 * It must stay small (it is in every page) and self-contained: no imports,
 * no exports but the types and the one function the plugin calls.
 */

/** What the search bar tells the early script, and does for it. */
export interface EarlySearchHost {
  /** Whether the DocSearch modal is open. */
  modalOpen(): boolean;
  closeModal(): void;
  /** The stand-in has opened: load the modal and take over. */
  opened(): void;
  /** The reader is about to search: start loading. */
  intent(): void;
  /** The stand-in shows the network error and the reader paused typing: try loading again. */
  retry(): void;
}

export interface StandInQuery {
  query: string;
  selectionStart: number;
  selectionEnd: number;
}

/** `window.__vmSearch`: the early script's side of the handshake. */
export interface EarlySearch {
  /** Opens the stand-in with `query` typed in (or the page's selected text), unless search is open already. */
  open(query?: string): void;
  isOpen(): boolean;
  /** Closes the stand-in and hands over what was typed into it, or null if it was closed. */
  take(): StandInQuery | null;
  /** Closes the stand-in and gives the focus back. */
  close(): void;
  /** Shows (or hides) the network error in the stand-in. */
  setUnavailable(unavailable: boolean): void;
  /** Set by the search bar once it is mounted. */
  host: EarlySearchHost | undefined;
  /** The reader showed an intent to search before the host was there. */
  intended: boolean;
}

/** The texts the stand-in shows, DocSearch's own by default (the plugin passes the site's). */
export interface EarlySearchTexts {
  placeholder: string;
  cancel: string;
  errorTitle: string;
  errorHelp: string;
  /** Longest query the input takes. */
  maxLength: number;
}

declare global {
  interface Window {
    __vmSearch?: EarlySearch;
  }
}

/** Quiet time after a keystroke before the stand-in asks to load the modal again. */
const RETRY_AFTER_TYPING_MS = 250;

export function installEarlySearch(win: Window, texts: EarlySearchTexts): void {
  if (win.__vmSearch) return;
  const doc = win.document;
  let backdrop: HTMLDivElement | undefined;
  let input: HTMLInputElement | undefined;
  let message: HTMLDivElement | undefined;
  let returnFocus: Element | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    className: string,
    parent: Element,
  ): HTMLElementTagNameMap[K] => {
    const created = doc.createElement(tag);
    created.className = className;
    parent.appendChild(created);
    return created;
  };

  /** The stand-in's elements, made on its first opening. */
  function build(): HTMLInputElement {
    backdrop = element('div', 'vm-standin', doc.body);
    const modal = element('div', 'vm-standin__modal', backdrop);
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', texts.placeholder);
    const form = element('form', 'vm-standin__form', modal);
    form.setAttribute('role', 'search');
    element('span', 'vm-standin__icon', form).setAttribute('aria-hidden', 'true');
    const field = element('input', 'vm-standin__input', form);
    field.type = 'search';
    field.placeholder = texts.placeholder;
    field.setAttribute('aria-label', texts.placeholder);
    field.maxLength = texts.maxLength;
    field.autocomplete = 'off';
    field.spellcheck = false;
    field.setAttribute('autocapitalize', 'off');
    field.setAttribute('enterkeyhint', 'search');
    const cancel = element('button', 'vm-standin__cancel', form);
    cancel.type = 'button';
    cancel.textContent = texts.cancel;
    message = element('div', 'vm-standin__message', modal);
    message.setAttribute('role', 'alert');
    element('div', 'vm-standin__footer', modal);

    form.addEventListener('submit', (event) => event.preventDefault());
    cancel.addEventListener('click', close);
    backdrop.addEventListener('mousedown', (event) => {
      if (event.target === backdrop) close();
    });
    field.addEventListener('input', () => {
      if (!backdrop?.classList.contains('vm-standin--unavailable')) return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => api.host?.retry(), RETRY_AFTER_TYPING_MS);
    });
    modal.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        // Focus stays in the dialog: the input, and Cancel where it shows.
        event.preventDefault();
        const next = doc.activeElement === field && cancel.offsetParent !== null ? cancel : field;
        next.focus();
      }
    });
    return field;
  }

  const isOpen = () => backdrop !== undefined && !backdrop.hidden;

  function hide(): void {
    if (!backdrop) return;
    clearTimeout(retryTimer);
    backdrop.hidden = true;
    doc.documentElement.classList.remove('vm-standin-open');
  }

  function close(): void {
    if (!isOpen()) return;
    hide();
    if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
  }

  function open(query?: string): void {
    if (isOpen() || api.host?.modalOpen() || !doc.body) return;
    returnFocus = doc.activeElement;
    const selected = query === undefined ? (win.getSelection()?.toString().trim() ?? '') : '';
    input ??= build();
    input.value = (query ?? selected).slice(0, texts.maxLength);
    api.setUnavailable(false);
    backdrop!.hidden = false;
    doc.documentElement.classList.add('vm-standin-open');
    input.focus();
    // A selection taken from the page stays selected, so typing replaces it.
    if (selected) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
    api.intended = true;
    api.host?.opened();
  }

  function intent(): void {
    api.intended = true;
    api.host?.intent();
  }

  const api: EarlySearch = {
    open,
    isOpen,
    close,
    take() {
      if (!isOpen() || !input) return null;
      const taken = {
        query: input.value,
        selectionStart: input.selectionStart ?? input.value.length,
        selectionEnd: input.selectionEnd ?? input.value.length,
      };
      hide();
      return taken;
    },
    setUnavailable(unavailable) {
      if (!backdrop || !message) return;
      backdrop.classList.toggle('vm-standin--unavailable', unavailable);
      message.replaceChildren();
      if (!unavailable) return;
      element('p', 'vm-standin__title', message).textContent = texts.errorTitle;
      element('p', '', message).textContent = texts.errorHelp;
    },
    host: undefined,
    intended: false,
  };
  win.__vmSearch = api;

  const editable = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.tagName === 'INPUT' ||
      target.tagName === 'TEXTAREA' ||
      target.tagName === 'SELECT');

  // Capture phase on the window: before any other listener of the page.
  win.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key ?? '';
      if (command && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k') {
        event.preventDefault();
        if (api.host?.modalOpen()) api.host.closeModal();
        else if (isOpen()) close();
        else open();
      } else if (key === '/' && !command && !event.altKey && !editable(event.target) && !isOpen()) {
        if (api.host?.modalOpen()) return;
        event.preventDefault();
        open();
      } else if (key === 'Escape' && api.host?.modalOpen()) {
        event.preventDefault();
        api.host.closeModal();
      } else if (key === 'Control' || key === 'Meta') {
        intent();
      }
    },
    true,
  );
}
