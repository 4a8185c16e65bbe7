/**
 * The reader's Foundry address, checked before the checklist builds a
 * browser-source URL from it (address + `/game` or `/stream`). An address
 * the planner cannot use gets a message and no URL at all, never a broken
 * one. Pure; unit-tested in tests/unit/planner-answers.test.ts.
 *
 * Accepted: `http://` or `https://`, a host, an optional port. An address
 * typed without a scheme (`localhost:30000`, `my.forge-vtt.com`) is
 * repaired, with a note: `http://` for a local name or an IP address,
 * `https://` for a host name on the internet. A query or a fragment is removed, and so is a Foundry page at
 * the end of the path (`/game`, `/stream`, `/join`, …), each with a note
 * saying so. Any other path is kept in front of `/game`, with a note, since
 * the pages only say "your Foundry address followed by /game".
 */
import type {Host} from './answers';

/** Foundry's own pages, which a copied address may end with. */
const FOUNDRY_PAGES = ['game', 'stream', 'join', 'setup', 'auth', 'players', 'license'];

/** An example address for each place Foundry runs, shown as the field's placeholder and in messages. */
export const ADDRESS_EXAMPLES: Record<Host, string> = {
  local: 'http://localhost:30000',
  lan: 'http://192.168.1.20:30000',
  hosted: 'https://foundry.example.com',
};

/** Foundry's default port on the computer that runs it (getting started, step 4). */
export const LOCAL_DEFAULT_ADDRESS = 'http://localhost:30000';

export type AddressCheck =
  | {state: 'empty'}
  | {state: 'error'; message: string}
  /** `base` is scheme, host, port and any kept path, without a trailing slash: `http://localhost:30000`. */
  | {state: 'ok'; base: string; notes: string[]};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const USER_IN_ADDRESS = 'Leave the user name and password out of the address.';

/** A scheme with `//` (`ftp://`), or one without it (`javascript:`) that is not a host followed by a port (`localhost:30000`). */
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const OTHER_SCHEME = /^([a-z][a-z0-9+.-]*):(?![\d/]|$)/i;

/** Top-level names that only exist inside a home network. */
const HOME_SUFFIXES = ['.local', '.lan', '.home', '.internal', '.home.arpa'];

/**
 * Whether a host typed without a scheme gets `http://`: a local name (this
 * computer, a name without a dot, a home-network name) or an IP address.
 * Any other host name is a server on the internet and gets `https://`.
 */
function plainHttpHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  if (LOOPBACK.has(name) || name.endsWith('.localhost')) return true;
  if (name.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return true;
  if (!name.includes('.')) return true;
  return HOME_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

export function checkAddress(raw: string, host: Host): AddressCheck {
  let text = raw.trim();
  if (text === '') return {state: 'empty'};
  if (/\s/.test(text)) return {state: 'error', message: 'An address has no spaces. Check what you typed.'};
  const notes: string[] = [];
  const scheme = SCHEME.exec(text);
  if (scheme && !/^https?$/i.test(scheme[1]!)) {
    return {
      state: 'error',
      message: `Use an http:// or https:// address; ${scheme[1]}:// cannot be opened by a browser source.`,
    };
  }
  if (!scheme && /^https?:/i.test(text)) {
    return {
      state: 'error',
      message: `Write the address with two slashes after the scheme, for example ${ADDRESS_EXAMPLES[host]}.`,
    };
  }
  if (!scheme) {
    if (/^[^/?#]*@/.test(text)) return {state: 'error', message: USER_IN_ADDRESS};
    const other = OTHER_SCHEME.exec(text);
    if (other) {
      return {
        state: 'error',
        message: `Use an http:// or https:// address, for example ${ADDRESS_EXAMPLES[host]}; ${other[1]}: cannot be opened by a browser source.`,
      };
    }
    let hostname: string;
    try {
      hostname = new URL(`http://${text}`).hostname;
    } catch {
      return {state: 'error', message: 'This is not a valid web address. Check the host name and the port.'};
    }
    const protocol = plainHttpHost(hostname) ? 'http' : 'https';
    text = `${protocol}://${text}`;
    notes.push(
      protocol === 'http'
        ? 'Added http:// in front of the address, since it is a local name or an IP address. If you open Foundry with https://, type https:// yourself.'
        : 'Added https:// in front of the address, since it is a host name on the internet. If you open Foundry with http://, type http:// yourself.',
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {state: 'error', message: 'This is not a valid web address. Check the host name and the port.'};
  }
  if (url.hostname === '') return {state: 'error', message: 'The address has no host name.'};
  if (url.username !== '' || url.password !== '') {
    return {state: 'error', message: USER_IN_ADDRESS};
  }

  if (url.search !== '') notes.push(`Removed ${shorten(url.search)} from the address: the URLs below do not need it.`);
  if (url.hash !== '') notes.push(`Removed ${shorten(url.hash)} from the address: the URLs below do not need it.`);

  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1)?.toLowerCase();
  if (last !== undefined && FOUNDRY_PAGES.includes(last)) {
    segments.pop();
    notes.push(`Removed /${last} from the end of the address: the checklist adds /game and /stream itself.`);
  }
  const path = segments.length > 0 ? `/${segments.join('/')}` : '';
  if (path !== '') notes.push(`Kept the path ${shorten(path)}: the checklist puts /game and /stream after it.`);

  if (host !== 'local' && LOOPBACK.has(url.hostname)) {
    notes.push(
      `${url.hostname} means the computer that runs OBS. Foundry runs elsewhere, so use the address of the computer or service that runs it.`,
    );
  }
  return {state: 'ok', base: `${url.protocol}//${url.host}${path}`, notes};
}

function shorten(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/**
 * The address the checklist writes URLs with: the reader's, when it is
 * valid; Foundry's default address when Foundry runs on this computer and
 * nothing was typed; otherwise none (the checklist then says what to enter).
 */
export function effectiveAddress(check: AddressCheck, host: Host): {base: string; assumed: boolean} | null {
  if (check.state === 'ok') return {base: check.base, assumed: false};
  if (check.state === 'empty' && host === 'local') return {base: LOCAL_DEFAULT_ADDRESS, assumed: true};
  return null;
}
