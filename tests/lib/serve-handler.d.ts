/** The part of serve-handler 6 (the static server behind `docusaurus serve`) the tests use; it ships no types. */
declare module 'serve-handler' {
  import type {Stats} from 'node:fs';
  import type {IncomingMessage, ServerResponse} from 'node:http';
  import type {Readable} from 'node:stream';

  export interface ServeHandlerOptions {
    public?: string;
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    directoryListing?: boolean;
    /** Glob patterns, matched against the served file's path relative to `public`. */
    headers?: Array<{source: string; headers: Array<{key: string; value: string}>}>;
  }

  /** File access serve-handler does through these when given (the fourth argument); node's own otherwise. */
  export interface ServeHandlerMethods {
    lstat?(path: string, fromDir?: boolean): Promise<Stats>;
    createReadStream?(path: string, options?: {start?: number; end?: number}): Readable;
  }

  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ServeHandlerOptions,
    methods?: ServeHandlerMethods,
  ): Promise<void>;
}
