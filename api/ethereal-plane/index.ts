/*
 * Public API surface of Ethereal Plane 3.0.2, written as TypeScript for the API
 * reference. It mirrors the module's exported class and helper; it is not the
 * module's source and is never loaded by Foundry.
 *
 * Macros and other modules reach this API at runtime through
 * `game.modules.get('ethereal-plane').api`.
 *
 * This is a plain comment on purpose: the reference's index page takes its
 * introduction from README.md next to this file, so it is written only once.
 */

// Stand-in for Ethereal Plane's backend connection, which these declarations do
// not model. It is neither exported nor part of the API.
declare function relayToStreamChat(message: string): void;

/**
 * The object macros and other modules use to talk to Ethereal Plane.
 *
 * @remarks
 * Ethereal Plane creates the single instance during Foundry's `init` hook and
 * puts it on its module entry, so it is reached as
 * `game.modules.get('ethereal-plane').api`. Right after that the hook
 * `ethereal-plane.init` fires. Before 3.0.0 that hook was called
 * `etherealPlaneInit`.
 *
 * @since 1.4.0
 *
 * @example
 * ```ts
 * // Top level of your module's script, so the handler exists before
 * // Ethereal Plane fires the hook.
 * Hooks.once('ethereal-plane.init', () => {
 *   const chat = game.modules.get('ethereal-plane')!.api;
 *   Hooks.on('my-module.bossDefeated', (bossName: string) => {
 *     if (game.user.isGM) chat.sendMessageToChat(`${bossName} has fallen!`);
 *   });
 * });
 * ```
 */
export class EtherealPlaneAPI {
  /**
   * Creates the API object.
   *
   * @remarks
   * Ethereal Plane constructs the one instance itself during `init`. Macros and
   * modules never create their own; they use
   * `game.modules.get('ethereal-plane').api`.
   */
  constructor() {}

  /**
   * Posts a text message to the stream chat (or chats) connected to Ethereal
   * Plane, through the Ethereal Plane backend.
   *
   * @remarks
   * The call is fire-and-forget: it returns at once and reports neither
   * success nor failure.
   *
   * It does nothing, silently, unless the world setting "Allow API Usage"
   * (`allow-api`, off by default) is ticked in the Setup Menu's "General"
   * section. That setting lets any macro or module post anything to your chat,
   * so only turn it on if you trust what runs in your world.
   *
   * The message travels over the connection of the browser that makes the
   * call. Ethereal Plane logs in per browser, so a client that is not logged in
   * will most likely show "Ethereal Plane | Please log in to use Ethereal Plane"
   * and send nothing. Call it on a client you know is logged in, typically the
   * GM's.
   *
   * @param message - The text to post, exactly as viewers should see it.
   *
   * @example
   * ```ts
   * // A script macro: announce the next scene to the stream chat.
   * const chat = game.modules.get('ethereal-plane')?.api;
   * if (chat) {
   *   chat.sendMessageToChat('The party reaches the gates of Emberfall.');
   * } else {
   *   ui.notifications.warn('Ethereal Plane is not active in this world.');
   * }
   * ```
   */
  sendMessageToChat(message: string): void {
    if (!game.settings.get('ethereal-plane', 'allow-api')) return;
    relayToStreamChat(message);
  }
}

/**
 * Internal helper: returns Ethereal Plane's API object from its module entry.
 *
 * @remarks
 * Ethereal Plane uses it in its own code. Other modules cannot import it (the
 * module's files are not shared with other modules); they read
 * `game.modules.get('ethereal-plane').api` instead, which returns the same
 * object.
 *
 * @returns The module's {@link EtherealPlaneAPI} instance, typed `any`.
 *
 * @throws
 * - `TypeError` with the message "Initialized too early. You should never see
 *   this unless you are a developer." when it runs before Foundry has created
 *   the `game` object.
 * - `Error` with the message "Something went very wrong!" when `game.modules`
 *   has no `ethereal-plane` entry.
 *
 * @example
 * Inside Ethereal Plane's own code only:
 * ```ts
 * import { getApi } from './index';
 *
 * Hooks.once('ready', () => {
 *   try {
 *     getApi().sendMessageToChat('Foundry is ready.');
 *   } catch (error) {
 *     // TypeError: ran before `game` existed. Error: the module entry is missing.
 *     console.error('Ethereal Plane API unavailable', error);
 *   }
 * });
 * ```
 */
export function getApi(): any {
  if (typeof game === 'undefined') {
    throw new TypeError('Initialized too early. You should never see this unless you are a developer.');
  }
  const entry = game.modules.get('ethereal-plane');
  if (!entry) {
    throw new Error('Something went very wrong!');
  }
  return entry.api;
}
