// Webpack's Module Federation runtime globals, used to load remotes at run time.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };

/** What a remote's remoteEntry.js puts on window under the remote's name. */
interface FederatedContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

/** The site remote's pages and the files each one loads, written in by the build (webpack/preload-hints.js). */
declare const __SITE_PAGE_FILES__: Record<string, string[] | undefined>;
