/*
 * Public API surface of OBS Utils 4.5.0, written as TypeScript for the API
 * reference. It mirrors the module's exported classes and functions; it is not
 * the module's source and is never loaded by Foundry.
 *
 * Other modules reach this API at runtime through
 * `game.modules.get('obs-utils').api`.
 *
 * Signatures follow src/utils/api.ts at tag 4.5.0; return types are the ones
 * TypeScript infers there, written out. Two types differ on purpose: the
 * module declares `registerUniqueOverlay(overlay: Component)` and
 * `singleInstanceOverlays: Set<Component>`, but its renderer creates those
 * overlays with `new` (src/svelte/utilities/LegacyExternalComponent.svelte),
 * so these declarations give the class-style type that code needs.
 *
 * This is a plain comment on purpose: the reference's index page takes its
 * introduction from README.md next to this file, so it is written only once.
 */

/**
 * Suggestions for the Overlay Editor's value fields: objects pairing an actor
 * data path (`value`) with the text shown for it (`label`). Since 4.2.3 this
 * is the only accepted form; an empty array asks OBS Utils to rebuild its own
 * default list the next time an editor needs one.
 */
type ActorValues = {value: string; label: string}[];

/**
 * The client class of obs-websocket-js v5 (its default export), reduced to the
 * members other modules need and written as an interface. OBS Utils does not
 * re-export it; you only ever receive the module's own instance from
 * {@link ObsUtilsApi.getOBSWebsocketClient}.
 */
interface OBSWebSocket {
  /**
   * `true` while the client is connected to OBS and has identified itself.
   * It turns `false` when the connection closes, and OBS Utils never connects
   * it again.
   */
  readonly identified: boolean;

  /**
   * Sends one OBS WebSocket v5 request, e.g. `SetCurrentProgramScene`.
   *
   * @param requestType - The request's name from the OBS WebSocket v5 protocol.
   * @param requestData - The request's fields, if it has any.
   * @returns The response data. Rejects when OBS answers with an error, and
   * when the client is not connected.
   */
  call(requestType: string, requestData?: object): Promise<any>;

  /**
   * Listens to an OBS WebSocket event, e.g. `CurrentProgramSceneChanged`.
   *
   * @param event - The event's name.
   * @param listener - Called with the event's data.
   */
  on(event: string, listener: (eventData: any) => void): this;

  /**
   * Removes a listener added with {@link OBSWebSocket.on}.
   *
   * @param event - The event's name.
   * @param listener - The listener to remove.
   */
  off(event: string, listener: (eventData: any) => void): this;
}

// Stand-ins for OBS Utils internals that these declarations do not model.
// They are neither exported nor part of the API.
declare function sharedWebsocketClient(): Promise<OBSWebSocket>;
declare function isObsModeClient(): boolean | undefined;
declare const fallbackOverlayEditor: Component;

/** Keeps the editor suggestions passed to {@link ObsUtilsApi.setAVData}. */
declare function storeSuggestedActorValues(values: ActorValues): void;

/**
 * The object other modules use to extend OBS Utils and to read some of its
 * state.
 *
 * @remarks
 * OBS Utils creates the single instance in its handler for Foundry's `init`
 * hook and puts it on its module entry, so it is reached as
 * `game.modules.get('obs-utils')?.api` (`undefined` while OBS Utils is not
 * active). In that handler, in this order, OBS Utils creates this object, calls
 * {@link registerDefaultTypes}, fires the hook `obs-utils.init` (since 2.7.0),
 * and only then registers its settings.
 *
 * So an `obs-utils.init` handler is the place to register overlay types,
 * components, editors and unique overlays, and nothing else:
 * {@link ObsUtilsApi.isOBS}, {@link ObsUtilsApi.getSelectedActors},
 * {@link ObsUtilsApi.setSelectedActors} and
 * {@link ObsUtilsApi.getOBSWebsocketClient} read settings that do not exist
 * yet and fail there. Call them from `ready` or later.
 *
 * Since 4.2.0 OBS Utils is built with Svelte 5. Overlay classes, components
 * and component editors must be Svelte 5 components; only unique overlays
 * keep a path for class-style (Svelte 4 API) components.
 *
 * Anything this reference does not describe is internal to OBS Utils and may
 * change between releases.
 *
 * @example
 * ```ts
 * // Top level of your module's script, so the handler exists before
 * // OBS Utils fires the hook. Runs in every browser that loads the world
 * // (GM, players and OBS sources, on /game and on /stream).
 * Hooks.once('obs-utils.init', () => {
 *   const api = game.modules.get('obs-utils')?.api;
 *   if (!api) return;
 *   const names = [...api.overlayTypeNames.values()];
 *   console.log('Overlay types known to OBS Utils:', names);
 * });
 * ```
 */
export class ObsUtilsApi {
  /**
   * Registered overlay types, by key. Holds the built-in single-line type under
   * `sl`, and the same object again under its old key `Single Line`.
   */
  overlayTypes: Map<string, OverlayType>;

  /**
   * Readable name of each registered overlay type, by key (for example `sl` →
   * "Single Line"). The legacy key has no entry. No part of OBS Utils 4.5.0
   * shows these names.
   */
  overlayTypeNames: Map<string, string>;

  /**
   * Class-style components registered with
   * {@link ObsUtilsApi.registerUniqueOverlay}. The `/stream` page creates
   * each of them once with `new`, after the per-actor overlays.
   */
  singleInstanceOverlays: Set<SvelteComponentConstructor>;

  /**
   * Svelte 5 components registered with
   * {@link ObsUtilsApi.registerUniqueOverlaySvelte5}. The `/stream` page mounts
   * each of them once, after the class-style unique overlays. The built-in roll
   * overlay is one of them.
   *
   * @since 4.2.0
   */
  singleInstanceOverlaysSvelte5: Set<Component>;

  /**
   * Creates an empty API object.
   *
   * @remarks
   * OBS Utils constructs the one instance itself during `init`. Other modules
   * never create their own; they use `game.modules.get('obs-utils')?.api`.
   */
  constructor() {
    this.overlayTypes = new Map();
    this.overlayTypeNames = new Map();
    this.singleInstanceOverlays = new Set();
    this.singleInstanceOverlaysSvelte5 = new Set();
  }

  /**
   * Registers an overlay type under a key, together with a readable name.
   *
   * @remarks
   * Stores `type` in {@link ObsUtilsApi.overlayTypes} and `readableName` in
   * {@link ObsUtilsApi.overlayTypeNames}, both under `key`; an existing key is
   * replaced.
   *
   * At 4.5.0 a type registered here cannot be picked in the Overlay Editor:
   * the editor creates every new overlay as the built-in `sl` type and edits
   * its components with the single-line row editor. To extend the overlays
   * people build, add components to `overlayTypes.get('sl')` instead, or use a
   * unique overlay.
   *
   * @param key - Key the type is stored under.
   * @param readableName - Readable name for the type.
   * @param type - The overlay type.
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
   *   // OBS Utils does not hand out OverlayType, so reuse the constructor
   *   // of its built-in type. BannerOverlay is a Svelte 5 component.
   *   const OverlayTypeClass = builtIn.constructor as new (
   *     overlayClass: typeof BannerOverlay,
   *   ) => NonNullable<typeof builtIn>;
   *
   *   const banner = new OverlayTypeClass(BannerOverlay);
   *   api.registerOverlayType('my-module-banner', 'My Module Banner', banner);
   * });
   * ```
   */
  registerOverlayType(key: string, readableName: string, type: OverlayType): void {
    this.overlayTypes.set(key, type);
    this.overlayTypeNames.set(key, readableName);
  }

  /**
   * Adds a class-style component that the `/stream` page shows exactly once,
   * independent of the selected actors (the path kept from before Svelte 5).
   *
   * @remarks
   * OBS Utils creates the component with `new Overlay({ target, props })`,
   * passing no props, so it must be class-style: compiled by Svelte 4, or by
   * Svelte 5 with `compatibility.componentApi: 4`. Because your component's
   * own copy of Svelte creates and runs it, this path does not depend on
   * OBS Utils' copy. A component compiled for Svelte 5's default API fails
   * here; register it with
   * {@link ObsUtilsApi.registerUniqueOverlaySvelte5} instead. (The module's own
   * source declares the parameter as Svelte 5's `Component`; the type here is
   * what its renderer actually calls.)
   *
   * The overlay is created when the stream page builds its overlays, so a
   * registration only becomes visible after `/stream` is (re)loaded. Each
   * unique overlay gets its own plain `div`, after the per-actor overlays and
   * before the Svelte 5 unique overlays. Adding the same component twice has no
   * extra effect, because the registry is a `Set`.
   *
   * @param overlay - The component class, i.e. the default import of a
   * `.svelte` file compiled with the class-style API.
   *
   * @example
   * ```ts
   * // InitiativeBanner.svelte is compiled with the class-style API
   * // (Svelte 4, or Svelte 5 with compatibility.componentApi: 4).
   * import InitiativeBanner from './InitiativeBanner.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world; only /stream shows the overlay.
   * Hooks.once('obs-utils.init', () => {
   *   game.modules.get('obs-utils')?.api?.registerUniqueOverlay(InitiativeBanner);
   * });
   * ```
   */
  registerUniqueOverlay(overlay: SvelteComponentConstructor): void {
    this.singleInstanceOverlays.add(overlay);
  }

  /**
   * Adds a Svelte 5 component that the `/stream` page shows exactly once,
   * independent of the selected actors.
   *
   * @remarks
   * OBS Utils mounts the component with Svelte 5's `mount()` into its own plain
   * `div`, passing no props, when the stream page builds its overlays. These
   * overlays come after the per-actor overlays and after the class-style unique
   * overlays; the built-in roll overlay is registered this way. A registration
   * only becomes visible after `/stream` is (re)loaded. Adding the same
   * component twice has no extra effect, because the registry is a `Set`.
   *
   * `mount()` here runs on OBS Utils' own copy of Svelte. A component your
   * module bundles with its own copy meets the problem described under
   * {@link OverlayType} (read from the code, not observed in a running
   * Foundry). {@link ObsUtilsApi.registerUniqueOverlay} with a class-style
   * component avoids it: your copy creates and runs that overlay.
   *
   * @param overlay - The Svelte 5 component, i.e. the default import of your
   * `.svelte` file.
   *
   * @since 4.2.0
   *
   * @example
   * ```ts
   * import InitiativeBanner from './InitiativeBanner.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world; only /stream shows the overlay.
   * Hooks.once('obs-utils.init', () => {
   *   game.modules.get('obs-utils')?.api?.registerUniqueOverlaySvelte5(InitiativeBanner);
   * });
   * ```
   */
  registerUniqueOverlaySvelte5(overlay: Component): void {
    this.singleInstanceOverlaysSvelte5.add(overlay);
  }

  /**
   * Reads which actors the stream overlays are drawn for.
   *
   * @remarks
   * The value is the world setting behind the "Overlay Actors" menu: an array
   * of actor ids, in the order the overlays are displayed. Throws inside an
   * `obs-utils.init` handler, because the setting is registered after that
   * hook; call it from `ready` or later.
   *
   * @returns The selected actor ids. The type includes `undefined` because the
   * module reads the setting through optional chaining.
   *
   * @example
   * ```ts
   * // Runs once in every browser that loads the world.
   * Hooks.once('ready', () => {
   *   const ids = game.modules.get('obs-utils')?.api?.getSelectedActors() ?? [];
   *   const names = ids.map((id) => game.actors.get(id)?.name ?? id);
   *   console.log('Stream overlays show:', names.join(', '));
   * });
   * ```
   */
  getSelectedActors(): string[] | undefined {
    return game.settings.get('obs-utils', 'overlayActors') as string[] | undefined;
  }

  /**
   * Replaces the list of actors the stream overlays are drawn for.
   *
   * @remarks
   * Writes the same world setting the "Overlay Actors" menu edits. The order of
   * the array is the display order.
   *
   * Only a Gamemaster or Assistant GM can change the list. Since 4.3.0, in the
   * browser of any other user the promise resolves without saving anything and
   * without an error, even for a user whose role may change world settings.
   * Inside an `obs-utils.init` handler the setting does not exist yet and the
   * returned promise rejects.
   *
   * @param actorArray - Actor ids, in display order.
   * @returns A promise that settles once the setting has been saved, or at once
   * when a non-GM user calls it.
   *
   * @example
   * ```ts
   * // A script macro: it runs only in the browser of the user who executes
   * // it, so a GM runs it.
   * const api = game.modules.get('obs-utils')?.api;
   * if (api && game.user.isGM) {
   *   const party = game.actors.filter(
   *     (actor) => actor.type === 'character' && actor.hasPlayerOwner,
   *   );
   *   await api.setSelectedActors(party.map((actor) => actor.id!));
   * }
   * ```
   */
  async setSelectedActors(actorArray: string[]): Promise<void> {
    await game.settings.set('obs-utils', 'overlayActors', actorArray);
  }

  /**
   * Replaces the actor data paths the Overlay Editor suggests in the value
   * fields of its component rows.
   *
   * @remarks
   * By default OBS Utils builds the suggestions from the game system's blank
   * actor data, the first time an editor needs them, and labels each path with
   * itself. Use this when your system or module knows better paths, or wants
   * friendlier labels.
   *
   * - Since 4.2.3 only objects with `value` and `label` are accepted; the
   *   plain string arrays of 4.1.2 are not.
   * - Pass `[]` to go back to the default list: an empty list is rebuilt the
   *   next time an editor needs one.
   * - Do not pass `undefined` (the 4.1.2 way back to the default list): the
   *   next value field the Overlay Editor builds then throws a `TypeError`.
   * - OBS Utils keeps your array and adds to it any saved value it does not
   *   contain when an editor row opens.
   * - The list lives in the memory of the browser that calls this, so call it
   *   in every browser, e.g. from `obs-utils.init`.
   *
   * @param actorValueArray - Objects with the data path in `value` and the
   * text to show in `label`, or `[]` for the default list.
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
  setAVData(actorValueArray: ActorValues): void {
    storeSuggestedActorValues(actorValueArray);
  }

  /**
   * Gives access to OBS Utils' own obs-websocket-js client, so your module can
   * control OBS without a second connection and without asking for
   * credentials.
   *
   * @remarks
   * - While the world setting "Allow OBS Websocket API Access?"
   *   (`allowWebsocketAPI`) is off, it returns plain `undefined`, not a
   *   promise. `await` the result and check it before use.
   * - The connection is made in the browser where you call it. On the OBS
   *   browser source it uses the credentials from the source's Custom CSS or
   *   the ones synced to it. In a GM's ordinary browser it uses that browser's
   *   own "OBS Websocket Settings" and connects from that computer, so
   *   `localhost` means the GM's machine. The connection is plain `ws://`.
   * - There is one client per page, shared with OBS Remote. It is created the
   *   first time OBS Remote or this method needs it (on the OBS `/game` client
   *   during page load when "Enable OBS Websocket?" is on) and is never
   *   replaced: it does not retry and does not reconnect. If that first
   *   connection fails, the promise rejects, and every later call resolves to
   *   the same unconnected client. A call made while the first connection is
   *   still being set up also gets the client before it is ready. Check
   *   `identified` before sending requests, and leave the client open when you
   *   are done.
   * - Throws inside an `obs-utils.init` handler, because the setting is
   *   registered after that hook; call it from `ready` or later.
   *
   * @returns While API access is allowed, a promise of the shared client, an
   * instance of `OBSWebSocket`, the default export of obs-websocket-js v5;
   * otherwise `undefined`.
   *
   * @since 3.6.2
   *
   * @example
   * ```ts
   * // Foundry fires updateCombat in every connected browser. The guard keeps
   * // the work to the OBS-mode client on /game (the OBS browser source), so
   * // the connection is made from inside OBS. ("combatStart" would run only in
   * // the browser that pressed "Begin Combat", normally the GM's, not in OBS.)
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
  getOBSWebsocketClient(): Promise<OBSWebSocket> | undefined {
    if (!game.settings.get('obs-utils', 'allowWebsocketAPI')) {
      return undefined;
    }
    return sharedWebsocketClient();
  }

  /**
   * Tells whether the current client runs in OBS mode.
   *
   * @remarks
   * A client is in OBS mode when it runs inside an OBS browser source, when
   * manual mode applies to it ("OBS Mode" in this browser, or the logged-in user
   * is the "OBS Mode User"), or when it shows `/stream` while "Force OBS Mode on
   * Stream Page" is on. "OBS View Global Disable" overrides all of these.
   * Throws inside an `obs-utils.init` handler, because those settings are
   * registered after that hook; call it from `ready` or later.
   *
   * @returns `true` on a client in OBS mode, otherwise `false`. The declared
   * type includes `undefined` because the module reads the settings through
   * optional chaining.
   *
   * @since 3.6.2
   *
   * @example
   * ```ts
   * // Runs once in every browser that loads the world; only OBS-mode
   * // clients add the class.
   * Hooks.once('ready', () => {
   *   // Keep your module's own buttons and pop-ups off the stream.
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
 * actor, plus the components that can be placed inside it and the editors used
 * to configure them.
 *
 * @remarks
 * OBS Utils ships one overlay type, stored under the key `sl` ("Single Line").
 * Because OBS Utils does not hand this class to other modules, the way to
 * work with it is through that built-in instance:
 * `game.modules.get('obs-utils')?.api?.overlayTypes.get('sl')`.
 *
 * At 4.5.0 the Overlay Editor creates only `sl` overlays and edits every
 * component row with its built-in row editor, and both that editor and the
 * single-line overlay look components up in the `sl` type only. Adding
 * components (and their editors) to `sl` is therefore the extension point
 * users see.
 *
 * Since 4.2.0 OBS Utils renders overlay classes, components and component
 * editors as Svelte 5 components (`<Component … />`), which calls them as
 * functions. A Svelte 4 class component fails there, so build everything you
 * register here with Svelte 5.
 *
 * OBS Utils bundles its own copy of Svelte 5 and does not share it, so a
 * component from your module runs on your bundle's copy, in which no effect is
 * active when OBS Utils calls it. In Svelte 5's runtime code (checked in
 * 5.55.5, the version OBS Utils 4.5.0 ships) building a template in that state
 * throws a `TypeError`, and `$effect`, `onMount` and `onDestroy` throw
 * `effect_orphan`.
 * This was read from the code, not observed in a running Foundry: test your
 * components in the Overlay Editor's preview and on `/stream`.
 *
 * @example
 * ```ts
 * // Top level of your module's script. The handler runs in every browser
 * // that loads the world.
 * Hooks.once('obs-utils.init', () => {
 *   const singleLine = game.modules.get('obs-utils')?.api?.overlayTypes.get('sl');
 *   const keys = [...(singleLine?.overlayComponentNames.keys() ?? [])];
 *   console.log('Components available in single-line overlays:', keys);
 * });
 * ```
 */
export class OverlayType {
  /**
   * The editor component for the overlay as a whole. A new type starts with
   * OBS Utils' fallback editor until {@link OverlayType.registerOverlayEditor}
   * replaces it. No part of OBS Utils 4.5.0 reads this property.
   */
  overlayEditor: Component;

  /**
   * Svelte 5 components that can be placed inside overlays of this type, by
   * component key (for example `pt` for Plain Text).
   */
  overlayComponents: Map<string, Component<any, any, any>>;

  /**
   * The Svelte 5 component that renders one overlay of this type for one actor.
   * It receives the props `overlayData` (an object with `type`, `components`
   * and `style`), `actorID` and `overlayIndex`.
   */
  overlayClass: Component;

  /**
   * Names shown in the Overlay Editor's type dropdown, by component key. Keys
   * that only exist for old saved overlays have no entry here and are not
   * offered in the dropdown.
   */
  overlayComponentNames: Map<string, string>;

  /** Editor components for the Overlay Editor's component rows, by component key. */
  overlayComponentEditors: Map<string, Component<any, any, any>>;

  /**
   * Per component key, whether that row in the Overlay Editor uses the compact
   * layout for its remove and edit-style buttons.
   */
  compactEditorButtons: Map<string, boolean>;

  /**
   * Creates an overlay type with no components yet.
   *
   * @param overlayClass - The Svelte 5 component that renders one overlay of
   * this type for one actor. It becomes {@link OverlayType.overlayClass}.
   */
  constructor(overlayClass: Component<any, any, any>) {
    this.overlayComponents = new Map();
    this.overlayClass = overlayClass;
    this.overlayComponentNames = new Map();
    this.overlayComponentEditors = new Map();
    this.compactEditorButtons = new Map();
    this.overlayEditor = fallbackOverlayEditor;
  }

  /**
   * Sets the component used to edit an overlay of this type as a whole,
   * replacing whatever editor was there before.
   *
   * @remarks
   * At 4.5.0 nothing in OBS Utils reads {@link OverlayType.overlayEditor}: the
   * Overlay Editor always uses its built-in row editor and takes components
   * only from the `sl` type, so an editor registered here is never shown. On
   * `/game`, OBS Utils also sets the `sl` type's editor itself after
   * `obs-utils.init`, replacing one set there.
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
   *   // OBS Utils does not hand out OverlayType, so reuse the constructor
   *   // of its built-in type.
   *   const OverlayTypeClass = builtIn.constructor as new (
   *     overlayClass: typeof BannerOverlay,
   *   ) => NonNullable<typeof builtIn>;
   *
   *   const banner = new OverlayTypeClass(BannerOverlay);
   *   // Stored, but OBS Utils 4.5.0 never shows it.
   *   banner.registerOverlayEditor(BannerOverlayEditor);
   * });
   * ```
   */
  registerOverlayEditor(editor: Component<any, any, any>): void {
    this.overlayEditor = editor;
  }

  /**
   * Makes a component available inside overlays of this type.
   *
   * @remarks
   * The component is stored in {@link OverlayType.overlayComponents} and its
   * name in {@link OverlayType.overlayComponentNames}, both under `key`.
   * Registering an existing key again replaces the earlier entry. When an
   * overlay shows the component it passes the props `data` (the string saved by
   * the component's editor), `componentIndex`, `actorID` and `style`. The
   * Overlay Editor's preview draws it too. It must be a Svelte 5 component.
   *
   * @param key - Identifier saved in each overlay that uses the component.
   * Choose one that cannot collide with other modules, e.g. prefixed with your
   * module id.
   * @param readableName - Name shown in the Overlay Editor's dropdown. The
   * editor runs it through Foundry's localisation, so a translation key or plain
   * text both work.
   * @param type - The Svelte 5 component that renders the value.
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
  registerComponent(key: string, readableName: string, type: Component<any, any, any>): void {
    this.overlayComponents.set(key, type);
    this.overlayComponentNames.set(key, readableName);
  }

  /**
   * Sets the editor the Overlay Editor shows in a row of the given component
   * type, so users can fill in that component's data string.
   *
   * @remarks
   * The editor is stored in {@link OverlayType.overlayComponentEditors} and the
   * layout flag in {@link OverlayType.compactEditorButtons}, both under `key`.
   * The editor must be a Svelte 5 component with one bindable prop, `data`
   * (for example `let { data = $bindable('') } = $props();`): whatever string
   * the editor writes back is saved and later handed to the component as its
   * `data` prop. Without a registered editor the row shows OBS Utils' fallback
   * notice instead, so register one for every component you add. OBS Utils
   * attaches the editors of its own components on `/game` only, after
   * `obs-utils.init`: an editor you register in `obs-utils.init` for one of
   * the built-in keys (`pt`, `fai`, …) is replaced there, while one for your
   * own key stays.
   *
   * @param key - The component key used with {@link OverlayType.registerComponent}.
   * @param editor - The Svelte 5 editor component.
   * @param compactButtons - `true` puts the row's remove and edit-style buttons
   * in the compact layout, which suits editors with several fields. Defaults to
   * `false`.
   *
   * @example
   * ```ts
   * import XpBar from './XpBar.svelte';
   * import XpBarEditor from './XpBarEditor.svelte';
   *
   * // Top level of your module's script. The handler runs in every browser
   * // that loads the world; the editor is used in the GM's Overlay Editor.
   * Hooks.once('obs-utils.init', () => {
   *   const singleLine = game.modules.get('obs-utils')?.api?.overlayTypes.get('sl');
   *   if (!singleLine) return;
   *   singleLine.registerComponent('my-module-xp', 'MY_MODULE.Overlay.XpBar', XpBar);
   *   // The editor has two path fields, so ask for the compact button layout.
   *   singleLine.registerComponentEditor('my-module-xp', XpBarEditor, true);
   * });
   * ```
   */
  registerComponentEditor(key: string, editor: Component<any, any, any>, compactButtons: boolean = false): void {
    this.overlayComponentEditors.set(key, editor);
    this.compactEditorButtons.set(key, compactButtons);
  }
}

/**
 * Internal: registers OBS Utils' built-in overlay type, components and roll
 * overlay.
 *
 * @remarks
 * Called by OBS Utils itself in its `init` handler, once, right before the
 * `obs-utils.init` hook fires. Do not call it from your own code: it is
 * exported for the module's use only.
 *
 * What it registers:
 * - the single-line overlay type under `sl` ("Single Line"), and again under the
 *   old key `Single Line`;
 * - its components `pt`, `fai`, `bav`, `bavimg`, `img`, `micoav`, `mimgav` and
 *   `pb`, each with a translated name;
 * - the old component keys `Plain Text`, `Font Awesome Icon`, `Actor Value`,
 *   `Boolean Actor Value`, `iav` and `av`, without names, so saved overlays keep
 *   rendering while the dropdown does not offer them;
 * - the roll overlay, as a Svelte 5 unique overlay (through
 *   {@link ObsUtilsApi.registerUniqueOverlaySvelte5} since 4.2.0).
 *
 * The editors for the built-in components, and the `sl` type's overlay
 * editor, are attached later in the same `init` handler, after OBS Utils has
 * registered its settings, and on the `/game` page only.
 *
 * @example
 * Never call it; by the time your `obs-utils.init` handler runs, its work is done:
 * ```ts
 * // Top level of your module's script. The handler runs in every browser
 * // that loads the world.
 * Hooks.once('obs-utils.init', () => {
 *   const api = game.modules.get('obs-utils')?.api;
 *   const singleLine = api?.overlayTypes.get('sl');
 *   const hasProgressBar = singleLine?.overlayComponents.has('pb');
 *   console.log(api?.overlayTypeNames.get('sl'), hasProgressBar);
 * });
 * ```
 */
export declare function registerDefaultTypes(): void;
