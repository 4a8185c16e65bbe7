/*
 * Public API surface of Ethereal Plane 3.2.0, written as TypeScript for the API
 * reference. It mirrors the class and helper in the module's src/utils/api.ts
 * @3.2.0 (unchanged since 3.0.2, and the same in 3.3.0); it is not the module's
 * source and is never loaded by Foundry. getApi's early-start check is
 * src/utils/helpers.ts:1-8 @3.2.0, which tests `game instanceof Game` (3.3.0
 * tests `foundry.Game`); the message and error type are the same.
 *
 * Macros and other modules reach this API at runtime through
 * `game.modules.get('ethereal-plane')?.api` (undefined while the module is
 * inactive). The source declares no return type for getApi; the one written
 * here describes what it returns at runtime.
 *
 * This is a plain comment on purpose: the reference's index page takes its
 * introduction from README.md next to this file, so it is written only once.
 */

// Stand-in for Ethereal Plane's backend connection, which these declarations do
// not model. It is neither exported nor part of the API.
declare function relayToStreamChat(message: string): void;

/**
 * The object macros and other modules use to post to stream chat through
 * Ethereal Plane.
 *
 * @remarks
 * Ethereal Plane creates the single instance during Foundry's `init` hook, on
 * every client (GM and players), and puts it on its module entry. Read it as
 * `game.modules.get('ethereal-plane')?.api`: the module entry is `undefined`
 * when Ethereal Plane is not installed, and `.api` is `undefined` when it is
 * installed but not active in the world.
 *
 * Right after creating the object, Ethereal Plane fires the hook
 * `ethereal-plane.init` with `Hooks.call`, on every client. Add listeners at
 * the top level of your module's script, and do not return `false` from them
 * (that stops the listeners after yours). Ethereal Plane registers its
 * settings later in the same `init` hook, so do not call
 * {@link EtherealPlaneAPI.sendMessageToChat | sendMessageToChat} from the
 * listener itself. Before 3.0.0 the hook was named `etherealPlaneInit`.
 *
 * Ethereal Plane 3.2.0 leaves the class as it was in 3.0.2: its new Macro
 * Sync buttons use internal functions only.
 *
 * @since 1.4.0
 *
 * @example
 * ```ts
 * // Module code, top level of the script. The ethereal-plane.init listener
 * // runs on every client (GM and players) during Foundry's init hook.
 * Hooks.once('ethereal-plane.init', () => {
 *   // updateCombat fires on every client; only GM browsers go on to post.
 *   Hooks.on('updateCombat', (combat: { round: number }, changes: { round?: number }) => {
 *     if (!game.user.isGM || changes.round === undefined) return;
 *     game.modules.get('ethereal-plane')?.api?.sendMessageToChat(`Round ${combat.round} begins!`);
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
   * `game.modules.get('ethereal-plane')?.api`.
   */
  constructor() {}

  /**
   * Posts a text message to the stream chat linked to your Ethereal Plane
   * account, through the Ethereal Plane service.
   *
   * @remarks
   * Fire-and-forget: it returns at once and reports neither success nor
   * failure.
   *
   * The only setting it checks is the world setting "Allow API Usage"
   * (`allow-api`, off by default), in the Setup Menu's "General" section.
   * While that is off, the call does nothing, silently. It does not need
   * "Enable Module" or "Enable Triggers". "Allow API Usage" lets any macro or
   * module post anything to your stream chat, so only tick it if you trust
   * all the code that runs in your world.
   *
   * The message is sent with the login of the browser that makes the call.
   * Logins are stored per browser and only GM browsers can log in, so call it
   * in the logged-in GM browser. In a player's browser, or a GM browser that
   * is not logged in, it sends nothing and shows
   * "Ethereal Plane | Please log in to use Ethereal Plane".
   *
   * When the service rejects the stored login, Ethereal Plane renews it once,
   * silently, and sends again. If the renewal fails, it clears that browser's
   * login and shows "Ethereal Plane | Credentials Invalid, please log in
   * again". A request that fails at network level keeps the login (since
   * 3.1.1) and only logs the error to the browser console.
   *
   * @param message - The text to post, exactly as viewers should see it.
   *
   * @example
   * ```ts
   * // A script macro. It runs in the browser of whoever starts it:
   * // start it as the GM, in the browser logged in to Ethereal Plane.
   * game.modules.get('ethereal-plane')?.api?.sendMessageToChat('The party reaches the gates of Emberfall.');
   * ```
   */
  sendMessageToChat(message: string): void {
    if (!game.settings.get('ethereal-plane', 'allow-api')) return;
    relayToStreamChat(message);
  }
}

/**
 * Internal helper in Ethereal Plane's source that returns its API object.
 *
 * @remarks
 * Ethereal Plane never calls it, and its built script exports nothing, so
 * other modules cannot import it. Read
 * `game.modules.get('ethereal-plane')?.api` instead; it is the same object.
 *
 * The source declares no return type. It returns the `api` property of
 * Ethereal Plane's module entry, which Ethereal Plane fills during Foundry's
 * `init` hook.
 *
 * @returns The module's {@link EtherealPlaneAPI} instance, or `undefined`
 * before Ethereal Plane's `init` code has created it.
 *
 * @throws
 * - `TypeError` with the message "Initialized too early. You should never see
 *   this unless you are a developer." when it runs before Foundry has created
 *   the `game` object.
 * - `Error` with the message "Something went very wrong!" when `game.modules`
 *   has no `ethereal-plane` entry.
 *
 * @example
 * ```ts
 * // getApi cannot be imported. Macros and modules read the same object
 * // like this. This line is a script macro: start it as the GM, in the
 * // browser logged in to Ethereal Plane.
 * game.modules.get('ethereal-plane')?.api?.sendMessageToChat('Foundry is ready.');
 * ```
 */
export function getApi(): EtherealPlaneAPI | undefined {
  if (typeof game === 'undefined') {
    throw new TypeError('Initialized too early. You should never see this unless you are a developer.');
  }
  const entry = game.modules.get('ethereal-plane');
  if (!entry) {
    throw new Error('Something went very wrong!');
  }
  return entry.api;
}
