/**
 * Minimal Svelte 4 typings for the API declarations in this folder.
 *
 * Only what the OBS Utils API signatures and the documentation examples need is
 * declared here. These are global (ambient) declarations on purpose: they are
 * not exported from the entry files, so the generated API reference lists only
 * the modules' own classes and functions.
 */

/** Options Svelte 4 accepts when a component is created with `new`. */
interface SvelteComponentOptions {
  /** Element the component renders into. */
  target: Element | Document | ShadowRoot;
  /** Optional sibling the component is inserted before. */
  anchor?: Element;
  /** Initial values for the component's `export let` props. */
  props?: Record<string, any>;
  /** Context entries made available to the component tree. */
  context?: Map<any, any>;
}

/** The instance side of a Svelte 4 component (the class-style API). */
interface SvelteComponentInstance {
  /** Updates some of the component's props. */
  $set(props: Record<string, any>): void;
  /** Listens to an event the component dispatches; returns an unsubscribe function. */
  $on(type: string, callback: (event: CustomEvent) => void): () => void;
  /** Removes the component from the DOM and cleans it up. */
  $destroy(): void;
}

/**
 * A compiled Svelte component: the default export of a `.svelte` file, which
 * OBS Utils instantiates with `new Component({ target, props })`.
 */
type SvelteComponentConstructor = new (options: SvelteComponentOptions) => SvelteComponentInstance;

/** Importing a `.svelte` file yields its component class. */
declare module '*.svelte' {
  const component: SvelteComponentConstructor;
  export default component;
}
