/**
 * Minimal Svelte 5 typings for the API declarations in this folder.
 *
 * OBS Utils 4.5.0 is built with Svelte 5 (`svelte` ^5.55.5 in its
 * package.json) and types the components it accepts with Svelte 5's
 * `Component`. Only what the OBS Utils API signatures and the documentation
 * examples need is declared here. These are global (ambient) declarations on
 * purpose: they are not exported from the entry file, so the generated API
 * reference lists only the module's own classes and function.
 */

/**
 * The first argument Svelte passes when it renders a component. It is internal
 * to Svelte; component code never reads it.
 */
interface SvelteComponentInternals {
  /** Marks the type; there is no such property at run time. */
  readonly svelteComponentInternals: true;
}

/**
 * A Svelte 5 component: the default export of a `.svelte` file compiled by
 * Svelte 5. Svelte renders it by calling it as a function (through
 * `<Component {...props} />` or `mount()`), never with `new`.
 *
 * @typeParam Props - The props the component takes.
 * @typeParam Exports - What the component exports to the code that renders it.
 * @typeParam Bindings - The props that can be bound with `bind:`.
 */
interface Component<
  Props extends Record<string, any> = Record<string, any>,
  Exports extends Record<string, any> = Record<string, any>,
  Bindings extends keyof Props | '' = string,
> {
  (this: void, internals: SvelteComponentInternals, props: Props): Exports;
  /** Carries `Bindings` for type checking only; never set at run time. */
  z_$$bindings?: Bindings;
}

/**
 * Options for creating a class-style component with `new`: the Svelte 4
 * component API, also produced by Svelte 5 when a file is compiled with
 * `compatibility.componentApi` set to `4`.
 */
interface SvelteComponentOptions {
  /** Element the component renders into. */
  target: Element | Document | ShadowRoot;
  /** Optional sibling the component is inserted before. */
  anchor?: Element;
  /** Initial values for the component's props. */
  props?: Record<string, any>;
  /** Context entries made available to the component tree. */
  context?: Map<any, any>;
}

/** The instance side of a class-style component. */
interface SvelteComponentInstance {
  /** Updates some of the component's props. */
  $set(props: Record<string, any>): void;
  /** Listens to an event the component dispatches; returns an unsubscribe function. */
  $on(type: string, callback: (event: CustomEvent) => void): () => void;
  /** Removes the component from the DOM and cleans it up. */
  $destroy(): void;
}

/**
 * A class-style component, created with `new Component({ target, props })`:
 * compiled by Svelte 4, or by Svelte 5 with `compatibility.componentApi: 4`.
 * OBS Utils 4.5.0 still creates unique overlays registered with
 * `registerUniqueOverlay()` this way.
 */
type SvelteComponentConstructor = new (options: SvelteComponentOptions) => SvelteComponentInstance;

/**
 * Importing a `.svelte` file yields its component. The type of an import
 * cannot tell how the file was compiled, so, like Svelte 5's own fallback
 * declaration for `.svelte` files, it is typed as both a Svelte 5 component
 * and a class-style one. Which of the two it really is depends on your build.
 */
declare module '*.svelte' {
  const component: Component<any, any, any> & SvelteComponentConstructor;
  export default component;
}
