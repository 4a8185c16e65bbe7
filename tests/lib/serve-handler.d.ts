/** The part of serve-handler 6 (the static server behind `docusaurus serve`) the tests use; it ships no types. */
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  export interface ServeHandlerOptions {
    public?: string;
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    directoryListing?: boolean;
    /** Glob patterns, matched against the served file's path relative to `public`. */
    headers?: Array<{source: string; headers: Array<{key: string; value: string}>}>;
  }

  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ServeHandlerOptions,
  ): Promise<void>;
}
