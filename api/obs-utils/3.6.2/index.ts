/*
 * Public API surface of OBS Utils 3.6.2 (Foundry VTT 11 and 12), written as
 * TypeScript for the API reference. It restates the module's exported classes
 * and function; it is not the module's source and Foundry never loads it.
 *
 * Other modules reach this API at runtime through
 * `game.modules.get('obs-utils').api`.
 *
 * Signatures are the ones TypeScript infers from src/utils/api.ts at tag 3.6.2
 * under that release's own compiler settings (`strict` off, `strictNullChecks`
 * on), written out. Where the 3.6.2 source leaves a type open, this file says
 * `any` as well: the parameter of `setAVData()`, and the value the promise of
 * `getOBSWebsocketClient()` resolves to.
 *
 * This is a plain comment on purpose: the reference's index page takes its
 * introduction from README.md next to this file, so it is written only once.
 */

// Stand-ins for OBS Utils internals that these declarations do not model.
// They are neither exported nor part of the API.
declare function sharedWebsocketClient(): Promise<any>;
declare function isObsModeClient(): boolean | undefined;

/** Keeps the editor suggestions passed to {@link ObsUtilsApi.setAVData}. */
declare function storeSuggestedActorValues(values: any): void;

/**
 * The object through which other modules extend OBS Utils and read some of its
 * state.
 *
 * @remarks
 * OBS Utils builds the one instance inside its handler for Foundry's `init`
 * hook and stores it on its own module entry, where other code finds it as
 * `game.modules.get('obs-utils')?.api` (`undefined` while OBS Utils is not
 * active). That handler first creates this object, then calls
 * {@link registerDefaultTypes}, then fires the hook `obs-utils.init` (since
 * 2.7.0), and only after that registers the module's settings.
 *
 * An `obs-utils.init` handler is therefore where overlay types, components,
 * editors and unique overlays are registered, and nothing more:
 * {@link ObsUtilsApi.isOBS}, {@link ObsUtilsApi.getSelectedActors},
 * {@link ObsUtilsApi.setSelectedActors} and
 * {@link ObsUtilsApi.getOBSWebsocketClient} read or write settings that are not
 * registered yet at that point and fail. Call them from `ready` on.
 *
 * Whatever this reference leaves out is internal to OBS Utils and can change
 * in any release.
 *
 * @example
 * ```ts
 * // Top level of your module's script, so the handler is in place before
 * // OBS Utils fires the hook. Runs in every browser that loads the world
 * // (GM, players and OBS sources, on /game and on /stream).
 * Hooks.once('obs-utils.init', () => {
 *   const api = game.modules.get('obs-utils')?.api;
 *   if (!api) return;
 *   console.log('Overlay types known to OBS Utils:', [...api.overlayTypeNames.keys()]);
 * });
 * ```
 */
export class ObsUtilsApi {
  /**
   * The registered overlay types, by key. The built-in single-line type is
   * stored under `sl`, and the same object a second time under its former key
   * `Single Line`, so overlays saved with that key still render.
   */
  overlayTypes: Map<string, OverlayType>;

  /**
   * The readable name of each registered overlay type, by key (`sl` →
   * "Single Line"). The former key `Single Line` has no entry. Nothing in
   * OBS Utils 3.6.2 displays these names.
   */
  overlayTypeNames: Map<string, string>;

  /**
   * The components added with {@link ObsUtilsApi.registerUniqueOverlay}. The
   * `/stream` page draws each of them once, next to the per-actor overlays.
   * OBS Utils' own roll overlay is one of them.
   */
  singleInstanceOverlays: Set<SvelteComponentConstructor>;

  /**
   * Creates an API object with no overlay types and no unique overlays.
   *
   * @remarks
   * OBS Utils constructs the only instance itself during `init`. Other modules
   * do not create one; they use `game.modules.get('obs-utils')?.api`.
   */
  constructor() {
    this.overlayTypes = new Map();
    this.overlayTypeNames = new Map();
    this.singleInstanceOverlays = new Set();
  }

  /**
   * Stores an overlay type under a key, with a readable name.
   *
   * @remarks
   * Puts `type` into {@link ObsUtilsApi.overlayTypes} and `readableName` into
   * {@link ObsUtilsApi.overlayTypeNames}, both under `key`. A key that is
   * already taken is overwritten.
   *
   * In 3.6.2 users cannot choose a type registered here: the Overlay Editor
   * creates every new overlay with the type `sl` and always edits it with the
   * single-line editor. To give users something new to build with, add
   * components to `overlayTypes.get('sl')`, or register a unique overlay with
   * {@link ObsUtilsApi.registerUniqueOverlay}.
   *
   * @param key - The key to store the type under.
   * @param readableName - A readable name for the type.
   * @param type - The overlay type to store.
   *
   * @example
   * ```ts
   * import BannerOverlay from './BannerOverlay.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world.
   * Hooks.once('obs-utils.init', () => {
   *   const api = game.modules.get('obs-utils')?.api;
   *   const builtIn = api?.overlayTypes.get('sl');
   *   if (!api || !builtIn) return;
   *   // OverlayType is not handed out by OBS Utils; borrow the constructor of
   *   // the built-in type instead.
   *   const OverlayTypeClass = builtIn.constructor as new (
   *     overlayClass: typeof BannerOverlay,
   *   ) => NonNullable<typeof builtIn>;
   *
   *   api.registerOverlayType('my-module-banner', 'My Module Banner', new OverlayTypeClass(BannerOverlay));
   * });
   * ```
   */
  registerOverlayType(key: string, readableName: string, type: OverlayType): void {
    this.overlayTypes.set(key, type);
    this.overlayTypeNames.set(key, readableName);
  }

  /**
   * Adds a self-contained component that the `/stream` page draws exactly once,
   * whichever actors are selected.
   *
   * @remarks
   * Only a `/stream` page in OBS mode draws overlays. When it does, OBS Utils
   * builds its overlays once, after the chat log has rendered, and creates
   * each unique overlay the Svelte 4 way, `new Component({ target, props })`,
   * inside a plain `div` of its own that follows the per-actor overlays. The
   * component therefore has to be a Svelte 4 class component, and a
   * registration shows up only after `/stream` is loaded again. Registering
   * the same component twice changes nothing, since the registry is a `Set`.
   *
   * @param overlay - The component class: the default import of your `.svelte`
   * file.
   *
   * @example
   * ```ts
   * import InitiativeBanner from './InitiativeBanner.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world; only /stream draws the overlay.
   * Hooks.once('obs-utils.init', () => {
   *   game.modules.get('obs-utils')?.api?.registerUniqueOverlay(InitiativeBanner);
   * });
   * ```
   */
  registerUniqueOverlay(overlay: SvelteComponentConstructor): void {
    this.singleInstanceOverlays.add(overlay);
  }

  /**
   * Returns the actors the per-actor stream overlays are drawn for.
   *
   * @remarks
   * Reads the world setting `overlayActors` that the "Overlay Actors" menu
   * edits: actor ids, in the order the overlays appear. The setting is
   * registered after `obs-utils.init`, so calling this from a handler of that
   * hook throws; call it from `ready` on.
   *
   * @returns The selected actor ids. `undefined` is part of the type because
   * OBS Utils reads the setting through optional chaining.
   *
   * @example
   * ```ts
   * // Runs once in every browser that loads the world.
   * Hooks.once('ready', () => {
   *   const ids = game.modules.get('obs-utils')?.api?.getSelectedActors() ?? [];
   *   console.log('Stream overlays show:', ids.map((id) => game.actors.get(id)?.name ?? id).join(', '));
   * });
   * ```
   */
  getSelectedActors(): string[] | undefined {
    return game.settings.get('obs-utils', 'overlayActors') as string[] | undefined;
  }

  /**
   * Replaces the list of actors the per-actor stream overlays are drawn for.
   *
   * @remarks
   * Writes the world setting `overlayActors`, the one the "Overlay Actors" menu
   * edits; the order of the array becomes the order of the overlays. Only a
   * user allowed to change world settings (by default a Gamemaster or an
   * Assistant GM) can save it, so call this from such a user's browser. From an
   * `obs-utils.init` handler the returned promise rejects, because the setting
   * is not registered yet.
   *
   * @param actorArray - Actor ids, in display order.
   * @returns A promise that resolves once the setting is saved.
   *
   * @example
   * ```ts
   * // A script macro, which runs only in the browser of the user who
   * // executes it: a GM runs it.
   * const api = game.modules.get('obs-utils')?.api;
   * if (api && game.user.isGM) {
   *   const party = game.actors.filter((actor) => actor.type === 'character' && actor.hasPlayerOwner);
   *   await api.setSelectedActors(party.map((actor) => actor.id!));
   * }
   * ```
   */
  async setSelectedActors(actorArray: string[]): Promise<void> {
    await game.settings.set('obs-utils', 'overlayActors', actorArray);
  }

  /**
   * Replaces the actor data paths that the Overlay Editor suggests while a user
   * types into a component's search field.
   *
   * @remarks
   * The parameter has no declared type in 3.6.2 (it is `any`). The editors
   * hand the list to their search fields as it is, so pass either plain data
   * paths (`'system.attributes.hp.value'`) or objects with the path in `value`
   * and the text to show in `label`. `undefined` throws your list away, and
   * the default list is built again the next time an editor needs one.
   *
   * Without a list of yours, OBS Utils builds the default from a blank actor
   * of the type `character`, the first time one of its component editors is
   * created. In a game system with no `character` actor type that blank actor
   * cannot be created and the editors fail; a list passed here first means
   * the blank actor is never built.
   *
   * The list lives in the memory of the browser that calls this, so call it
   * in every browser, for example from `obs-utils.init`.
   *
   * @param actorValueArray - Plain data paths, or `{value, label}` objects, or
   * `undefined` to go back to the default list.
   *
   * @example
   * ```ts
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world, so every GM's Overlay Editor gets the list.
   * Hooks.once('obs-utils.init', () => {
   *   game.modules.get('obs-utils')?.api?.setAVData([
   *     { value: 'name', label: 'Name' },
   *     { value: 'system.attributes.hp.value', label: 'Current hit points' },
   *     { value: 'system.attributes.hp.max', label: 'Maximum hit points' },
   *   ]);
   * });
   * ```
   */
  setAVData(actorValueArray: any): void {
    storeSuggestedActorValues(actorValueArray);
  }

  /**
   * Lends you the obs-websocket-js client OBS Utils uses for OBS Remote, so
   * your module can control OBS without opening a connection of its own or
   * asking for a password.
   *
   * @remarks
   * - While the world setting "Allow OBS Websocket API Access?"
   *   (`allowWebsocketAPI`, off by default) is off, this returns plain
   *   `undefined`, not a promise. `await` the result and check it.
   * - The promise resolves to an `OBSWebSocket` instance of obs-websocket-js
   *   5.0.6 (the OBS WebSocket v5 protocol), typed `any` in 3.6.2: nothing
   *   checks your calls on it.
   * - The browser that calls this makes the connection. On the OBS browser
   *   source the address, port and password come from the source's Custom CSS
   *   or from the settings a GM sent to it; in a GM's ordinary browser they
   *   come from that browser's own "OBS Websocket Settings", and the
   *   connection starts from that computer (`localhost` is the GM's machine).
   * - Each page has one client, shared with OBS Remote. It is created the
   *   first time OBS Remote or this method asks for it (on the OBS `/game`
   *   client while the page loads, when "Enable OBS Websocket?" is on) and is
   *   kept for the life of the page, with no retry and no reconnection. If
   *   that first connection fails, its promise rejects and every later call
   *   resolves to the same unconnected client; a call made while the first
   *   connection is still being made gets the client before it is ready.
   *   Check `identified` before sending requests, and do not disconnect the
   *   client when you are done.
   * - From an `obs-utils.init` handler it throws, because the setting is
   *   registered after that hook; call it from `ready` on.
   *
   * @returns While API access is allowed, a promise of the shared client;
   * otherwise `undefined`.
   *
   * @since 3.6.2
   *
   * @example
   * ```ts
   * // Foundry fires updateCombat in every connected browser; the guard keeps
   * // the work to the OBS-mode client on /game (the OBS browser source), so
   * // the connection is made from inside OBS. ("combatStart" would run only
   * // in the browser that began the combat, normally the GM's.)
   * Hooks.on('updateCombat', async (_combat: unknown, change: { round?: number; turn?: number }) => {
   *   const api = game.modules.get('obs-utils')?.api;
   *   if (!api?.isOBS() || game.view !== 'game') return;
   *   if (change.round !== 1 || change.turn !== 0) return;
   *   try {
   *     // undefined while "Allow OBS Websocket API Access?" is off
   *     const obs = await api.getOBSWebsocketClient();
   *     if (!obs?.identified) return;
   *     await obs.call('SetCurrentProgramScene', { sceneName: 'Combat' });
   *   } catch (error) {
   *     console.warn('my-module | OBS did not switch scenes', error);
   *   }
   * });
   * ```
   */
  getOBSWebsocketClient(): Promise<any> | undefined {
    if (!game.settings.get('obs-utils', 'allowWebsocketAPI')) {
      return undefined;
    }
    return sharedWebsocketClient();
  }

  /**
   * Tells whether this client runs in OBS mode.
   *
   * @remarks
   * A client is in OBS mode when it runs in an OBS browser source, when manual
   * mode covers it ("OBS Mode" is ticked in this browser, or the logged-in
   * user is the one chosen in "OBS Mode User (Username)"), or when it shows
   * `/stream` while "Force OBS Mode on Stream Page" is on; "OBS View Global
   * Disable" switches all of these off. The settings it reads are registered
   * after `obs-utils.init`, so it throws from a handler of that hook; call it
   * from `ready` on.
   *
   * @returns `true` on a client in OBS mode, `false` otherwise. `undefined` is
   * part of the type because OBS Utils reads the settings through optional
   * chaining.
   *
   * @since 3.6.2
   *
   * @example
   * ```ts
   * // Runs once in every browser that loads the world; only OBS-mode
   * // clients add the class.
   * Hooks.once('ready', () => {
   *   // Keep your module's own buttons and windows off the stream.
   *   if (game.modules.get('obs-utils')?.api?.isOBS()) {
   *     document.body.classList.add('my-module-hidden-on-stream');
   *   }
   * });
   * ```
   */
  isOBS(): boolean | undefined {
    return isObsModeClient();
  }
}

/**
 * A kind of stream overlay: the Svelte component that draws one overlay for one
 * actor, the components that can be placed in it, and the editors that
 * configure those components.
 *
 * @remarks
 * OBS Utils has one overlay type, stored under the key `sl` ("Single Line").
 * OBS Utils does not give this class to other modules, so you work with that
 * instance: `game.modules.get('obs-utils')?.api?.overlayTypes.get('sl')`.
 *
 * In 3.6.2 the Overlay Editor creates only `sl` overlays and edits every
 * overlay with the single-line editor, and the single-line overlay looks up its
 * components in the `sl` type alone. Components (with their editors) added to
 * `sl` are therefore what users can see and use.
 *
 * Everything you register must be a Svelte 4 class component: OBS Utils 3.6.2
 * is built with Svelte 4 and draws these with `<svelte:component>`.
 *
 * @example
 * ```ts
 * // Top level of your module's script. The handler runs in every browser
 * // that loads the world.
 * Hooks.once('obs-utils.init', () => {
 *   const singleLine = game.modules.get('obs-utils')?.api?.overlayTypes.get('sl');
 *   const keys = [...(singleLine?.overlayComponentNames.keys() ?? [])];
 *   console.log('Components offered in single-line overlays:', keys);
 * });
 * ```
 */
export class OverlayType {
  /**
   * The editor for an overlay of this type as a whole. A new type has none:
   * the property stays `undefined` until {@link OverlayType.registerOverlayEditor}
   * sets it. Nothing in OBS Utils 3.6.2 reads it.
   */
  overlayEditor!: SvelteComponentConstructor;

  /**
   * The components that can be placed in overlays of this type, by component
   * key (for example `pt` for Plain Text).
   */
  overlayComponents: Map<string, SvelteComponentConstructor>;

  /**
   * The Svelte component that draws one overlay of this type for one actor. It
   * receives the props `overlayData` (an object with `type`, `components` and
   * `style`), `actorID` and `overlayIndex`.
   */
  overlayClass: SvelteComponentConstructor;

  /**
   * The names the Overlay Editor's type dropdown shows, by component key. Keys
   * kept only for overlays saved by older releases have no name, so the
   * dropdown does not offer them.
   */
  overlayComponentNames: Map<string, string>;

  /** The editors shown in the Overlay Editor's component rows, by component key. */
  overlayComponentEditors: Map<string, SvelteComponentConstructor>;

  /**
   * Per component key, whether that component's row in the Overlay Editor
   * lays out its remove and edit-style buttons compactly.
   */
  compactEditorButtons: Map<string, boolean>;

  /**
   * Creates an overlay type without components, component editors or overlay
   * editor.
   *
   * @param overlayClass - The Svelte component that draws one overlay of this
   * type for one actor; it becomes {@link OverlayType.overlayClass}.
   */
  constructor(overlayClass: SvelteComponentConstructor) {
    this.overlayComponents = new Map();
    this.overlayClass = overlayClass;
    this.overlayComponentNames = new Map();
    this.overlayComponentEditors = new Map();
    this.compactEditorButtons = new Map();
  }

  /**
   * Sets the component that edits an overlay of this type as a whole,
   * replacing any earlier one.
   *
   * @remarks
   * Nothing in OBS Utils 3.6.2 reads {@link OverlayType.overlayEditor}: the
   * Overlay Editor edits every overlay with its single-line editor, so an
   * editor set here never appears. On `/game`, OBS Utils sets the `sl` type's
   * editor itself after `obs-utils.init`, replacing one set there.
   *
   * @param editor - The editor component.
   *
   * @example
   * ```ts
   * import BannerOverlay from './BannerOverlay.svelte';
   * import BannerOverlayEditor from './BannerOverlayEditor.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world.
   * Hooks.once('obs-utils.init', () => {
   *   const builtIn = game.modules.get('obs-utils')?.api?.overlayTypes.get('sl');
   *   if (!builtIn) return;
   *   // OverlayType is not handed out by OBS Utils; borrow the constructor of
   *   // the built-in type instead.
   *   const OverlayTypeClass = builtIn.constructor as new (
   *     overlayClass: typeof BannerOverlay,
   *   ) => NonNullable<typeof builtIn>;
   *
   *   const banner = new OverlayTypeClass(BannerOverlay);
   *   banner.registerOverlayEditor(BannerOverlayEditor);
   * });
   * ```
   */
  registerOverlayEditor(editor: SvelteComponentConstructor): void {
    this.overlayEditor = editor;
  }

  /**
   * Makes a component available in overlays of this type.
   *
   * @remarks
   * Stores the component in {@link OverlayType.overlayComponents} and its name
   * in {@link OverlayType.overlayComponentNames}, both under `key`; a key that
   * is already taken is overwritten. An overlay that shows the component passes
   * it the props `data` (the string its editor saved), `componentIndex`,
   * `actorID` and `style`.
   *
   * @param key - The identifier saved in every overlay that uses the component.
   * Pick one no other module will use, for example one that starts with your
   * module id.
   * @param readableName - The name in the Overlay Editor's dropdown. The editor
   * passes it through Foundry's localisation, so it can be a translation key
   * or plain text.
   * @param type - The Svelte component that draws the value.
   *
   * @example
   * ```ts
   * import XpBar from './XpBar.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world, so /stream can draw the component too.
   * Hooks.once('obs-utils.init', () => {
   *   const singleLine = game.modules.get('obs-utils')?.api?.overlayTypes.get('sl');
   *   singleLine?.registerComponent('my-module-xp', 'MY_MODULE.Overlay.XpBar', XpBar);
   * });
   * ```
   */
  registerComponent(key: string, readableName: string, type: SvelteComponentConstructor): void {
    this.overlayComponents.set(key, type);
    this.overlayComponentNames.set(key, readableName);
  }

  /**
   * Sets the editor that the Overlay Editor shows in rows of the given
   * component type, where users fill in that component's data string.
   *
   * @remarks
   * Stores the editor in {@link OverlayType.overlayComponentEditors} and the
   * layout flag in {@link OverlayType.compactEditorButtons}, both under `key`.
   * The editor gets a single prop, `data`, bound both ways: the string it
   * writes back is saved and later reaches the component as its `data` prop. A
   * row whose type has no editor shows only the notice "Legacy/Missing Type.
   * Please select a new type in the dropdown to edit." and no input, so
   * register an editor for each component you add. OBS Utils attaches the editors of
   * its own components on `/game` only, after `obs-utils.init`: an editor you
   * set in `obs-utils.init` for a built-in key (`pt`, `fai`, …) is replaced
   * there, while one for your own key stays.
   *
   * @param key - The component key passed to {@link OverlayType.registerComponent}.
   * @param editor - The Svelte editor component.
   * @param compactButtons - `true` lays out the row's remove and edit-style
   * buttons compactly, which suits editors with several fields. Defaults to
   * `false`.
   *
   * @example
   * ```ts
   * import XpBar from './XpBar.svelte';
   * import XpBarEditor from './XpBarEditor.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world; the Overlay Editor on /game shows the editor.
   * Hooks.once('obs-utils.init', () => {
   *   const singleLine = game.modules.get('obs-utils')?.api?.overlayTypes.get('sl');
   *   if (!singleLine) return;
   *   singleLine.registerComponent('my-module-xp', 'MY_MODULE.Overlay.XpBar', XpBar);
   *   // Two path fields, so ask for the compact button layout.
   *   singleLine.registerComponentEditor('my-module-xp', XpBarEditor, true);
   * });
   * ```
   */
  registerComponentEditor(key: string, editor: SvelteComponentConstructor, compactButtons: boolean = false): void {
    this.overlayComponentEditors.set(key, editor);
    this.compactEditorButtons.set(key, compactButtons);
  }
}

/**
 * Internal: registers OBS Utils' built-in overlay type, its components and the
 * roll overlay.
 *
 * @remarks
 * OBS Utils calls it once, in its `init` handler, just before it fires
 * `obs-utils.init`. It is exported for the module's own use; do not call it.
 *
 * It registers:
 * - the single-line overlay type under `sl` ("Single Line"), and the same
 *   object under the former key `Single Line`;
 * - the components `pt`, `fai`, `bav`, `bavimg`, `img`, `micoav`, `mimgav`
 *   and `pb`, each with a translation key as its name;
 * - the former component keys `Plain Text`, `Font Awesome Icon`,
 *   `Actor Value`, `Boolean Actor Value`, `iav` and `av`, without names, so
 *   overlays saved with them still render while the dropdown does not offer
 *   them;
 * - the roll overlay, as a unique overlay.
 *
 * The editors of the built-in components, and the `sl` type's overlay editor,
 * are attached later in the same `init` handler, after the settings are
 * registered, and only on the `/game` page.
 *
 * @example
 * Never call it: by the time your `obs-utils.init` handler runs, it has done its
 * work, as this shows:
 * ```ts
 * // Top level of your module's script. The handler runs in every browser
 * // that loads the world.
 * Hooks.once('obs-utils.init', () => {
 *   const api = game.modules.get('obs-utils')?.api;
 *   const singleLine = api?.overlayTypes.get('sl');
 *   console.log(api?.overlayTypeNames.get('sl'), singleLine?.overlayComponents.has('pb'));
 * });
 * ```
 */
export declare function registerDefaultTypes(): void;
