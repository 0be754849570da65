/**
 * The site remote's pages: each page's part is loaded once and kept, and the
 * first page's part starts loading with the shell itself. Nothing but types
 * and plain modules is imported, so the shell's entry can call it before the
 * shared libraries have loaded.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Schema } from '@platform/sdk';
import { sitePageAt } from '../routes/siteRoutes';
import { loadRemotePage, type RemotePageModule } from './loadRemote';

/**
 * The public site belongs to the shell's own deployment rather than to a
 * server module, so its entry is at a fixed address instead of in the
 * server's remotes manifest (which would cost a request before the first page).
 */
export const SITE_REMOTE: Schema<'RemoteEntry'> = { name: 'site', entry: '/remotes/site/remoteEntry.js' };

const loads = new Map<string, Promise<RemotePageModule>>();
const loaded = new Map<string, ComponentType>();

/** Starts loading a site page, or joins the load already under way. */
export function prefetchSitePage(page: string): Promise<RemotePageModule> {
  let load = loads.get(page);
  if (!load) {
    load = loadRemotePage(SITE_REMOTE, page);
    load.then(
      (module) => loaded.set(page, module.default),
      // A failure is not kept, so 重试 loads again.
      () => loads.delete(page),
    );
    loads.set(page, load);
  }
  return load;
}

/**
 * A site page whose part has loaded already: shown at once, without
 * suspending (React holds a suspended page back a while before it shows it).
 */
export function loadedSitePage(page: string): ComponentType | undefined {
  return loaded.get(page);
}

/** The first page's load, started with the shell. */
let firstPage: Promise<RemotePageModule> | undefined;

function preload(file: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = file.endsWith('.css') ? 'style' : 'script';
  // As low as the scripts webpack adds for a part: they hold back no paint.
  link.fetchPriority = 'low';
  link.href = file;
  document.head.appendChild(link);
}

/**
 * Starts the page at `pathname` if the site shows it: the remote's entry and
 * the page's own files (known from the build) are asked for side by side with
 * the shell's boot files, instead of one after another once the shell runs.
 */
export function startFirstSitePage(pathname: string): void {
  const page = sitePageAt(pathname);
  if (!page) return;
  (__SITE_PAGE_FILES__[page] ?? []).forEach(preload);
  firstPage = prefetchSitePage(page);
  firstPage.catch(() => undefined);
}

/**
 * Starts the first page's queries (its `prefetch`) as soon as both its part
 * and the query client are there, which is before React has rendered it.
 */
export function startFirstSitePageData(client: QueryClient): void {
  firstPage?.then(({ prefetch }) => prefetch?.(client)).catch(() => undefined);
}
