/**
 * Minimal Foundry VTT globals used by the API declarations and their examples.
 *
 * This is not a typing of Foundry VTT. It declares only the handful of globals
 * that the OBS Utils and Ethereal Plane API surfaces (and the examples written
 * against them) touch, so the examples are type-checked against the modules'
 * real signatures. Everything here is global: nothing is exported from the entry
 * files, so the generated reference lists only the modules' own API.
 */
export {};

declare global {
  /** One installed module as found in `game.modules`. */
  interface FoundryModuleEntry<Api = unknown> {
    /** The module id, e.g. `obs-utils`. */
    readonly id: string;
    /** Whether the module is enabled in the current world. */
    readonly active: boolean;
    /** Whatever the module exposes to others; set by the module during `init`. */
    api: Api;
  }

  /**
   * The API each documented module puts on its entry, by module id. Each
   * release's folder (`api/<module>/<release>/modules.d.ts`) adds its own
   * module, so examples are checked against the release they document.
   */
  // Filled by declaration merging, one module per release folder.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FoundryModuleApis {}

  /** `game.modules`: installed modules by id, with the documented APIs typed. */
  interface FoundryModuleCollection {
    get<Id extends keyof FoundryModuleApis>(id: Id): FoundryModuleEntry<FoundryModuleApis[Id]> | undefined;
    get(id: string): FoundryModuleEntry | undefined;
  }

  /** `game.settings`, reduced to reading and writing a registered setting. */
  interface FoundryClientSettings {
    get(namespace: string, key: string): unknown;
    set(namespace: string, key: string, value: unknown): Promise<unknown>;
  }

  /** The logged-in user (`game.user`). */
  interface FoundryUser {
    readonly id: string;
    readonly name: string;
    readonly isGM: boolean;
  }

  /** An actor document (character, NPC, ...), reduced to what the examples read. */
  class Actor {
    readonly id: string | null;
    readonly name: string;
    readonly type: string;
    readonly hasPlayerOwner: boolean;
    readonly system: Record<string, any>;
  }

  /** `game.actors`: the world's actors. */
  interface FoundryActorCollection {
    readonly contents: Actor[];
    get(id: string): Actor | undefined;
    getName(name: string): Actor | undefined;
    filter(predicate: (actor: Actor) => boolean): Actor[];
  }

  /** The `game` object Foundry creates before the `init` hook. */
  interface Game {
    readonly modules: FoundryModuleCollection;
    readonly settings: FoundryClientSettings;
    /** Available once the user is logged in (from the `ready` hook on). */
    readonly user: FoundryUser;
    /** Available from the `ready` hook on. */
    readonly actors: FoundryActorCollection;
    /** The page this client shows, e.g. `game` for `/game` or `stream` for `/stream`. */
    readonly view: string;
  }

  const game: Game;

  /** `ui.notifications`: Foundry's toast messages. */
  const ui: {
    readonly notifications: {
      info(message: string): void;
      warn(message: string): void;
      error(message: string): void;
    };
  };

  /** Callback types of the hooks the two modules document, plus Foundry's lifecycle hooks. */
  interface HookCallbacks {
    init: () => unknown;
    setup: () => unknown;
    ready: () => unknown;
    'obs-utils.init': () => unknown;
    'obs-utils.streamModeInit': () => unknown;
    'obs-utils.refreshActor': (actor: Actor) => unknown;
    'ethereal-plane.init': () => unknown;
  }

  /** Any hook name not listed in {@link HookCallbacks}. */
  type OtherHookName<H extends string> = H extends keyof HookCallbacks ? never : H;

  /** Foundry's hook bus, reduced to the calls the examples use. */
  namespace Hooks {
    function on<K extends keyof HookCallbacks>(hook: K, fn: HookCallbacks[K]): number;
    function on<H extends string>(hook: OtherHookName<H>, fn: (...args: any[]) => unknown): number;
    function once<K extends keyof HookCallbacks>(hook: K, fn: HookCallbacks[K]): number;
    function once<H extends string>(hook: OtherHookName<H>, fn: (...args: any[]) => unknown): number;
    function off(hook: string, fn: number | ((...args: any[]) => unknown)): void;
    function call<K extends keyof HookCallbacks>(hook: K, ...args: Parameters<HookCallbacks[K]>): boolean;
    function call<H extends string>(hook: OtherHookName<H>, ...args: unknown[]): boolean;
  }
}
