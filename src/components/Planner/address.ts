/**
 * The reader's Foundry address, checked before the checklist builds a
 * browser-source URL from it (address + `/game` or `/stream`). An address
 * the planner cannot use gets a message and no URL at all, never a broken
 * one. Pure; unit-tested in tests/unit/planner-address.test.ts.
 *
 * Accepted: `http://` or `https://`, a host, an optional port. A query or a
 * fragment is removed, and so is a Foundry page at the end of the path
 * (`/game`, `/stream`, `/join`, …), each with a note saying so. Any other
 * path is kept in front of `/game`, with a note, since the pages only say
 * "your Foundry address followed by /game".
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

export function checkAddress(raw: string, host: Host): AddressCheck {
  const text = raw.trim();
  if (text === '') return {state: 'empty'};
  if (/\s/.test(text)) return {state: 'error', message: 'An address has no spaces. Check what you typed.'};
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  if (!scheme) {
    return {
      state: 'error',
      message: `Start the address with http:// or https://, for example ${ADDRESS_EXAMPLES[host]}.`,
    };
  }
  if (!/^https?$/i.test(scheme[1]!)) {
    return {
      state: 'error',
      message: `Use an http:// or https:// address; ${scheme[1]}:// cannot be opened by a browser source.`,
    };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {state: 'error', message: 'This is not a valid web address. Check the host name and the port.'};
  }
  if (url.hostname === '') return {state: 'error', message: 'The address has no host name.'};
  if (url.username !== '' || url.password !== '') {
    return {state: 'error', message: 'Leave the user name and password out of the address.'};
  }

  const notes: string[] = [];
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
