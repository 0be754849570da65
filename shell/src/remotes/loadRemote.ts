/**
 * Dynamic remotes: the shell learns its remotes at run time from the server's
 * manifest and loads a remote's entry only when one of its pages is first
 * visited. A failed load leaves nothing behind, so a retry starts afresh.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Schema } from '@platform/sdk';

type RemoteManifestEntry = Schema<'RemoteEntry'>;

/** A remote's page module: the page, and optionally `prefetch`, which starts the queries it shows first. */
export interface RemotePageModule {
  default: ComponentType;
  prefetch?: (client: QueryClient) => void;
}

const entryLoads = new Map<string, Promise<void>>();
const initialised = new WeakSet<FederatedContainer>();

/** What the user reads; the remote's own name only goes to the console. */
const LOAD_FAILED = '页面资源加载失败，请检查网络后重试';

export class RemoteLoadError extends Error {
  constructor() {
    super(LOAD_FAILED);
    this.name = 'RemoteLoadError';
  }
}

function loadFailure(detail: string): RemoteLoadError {
  console.error(`Remote page unavailable: ${detail}`);
  return new RemoteLoadError();
}

function loadEntryScript(remote: RemoteManifestEntry): Promise<void> {
  const pending = entryLoads.get(remote.entry);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = remote.entry;
    script.async = true;
    script.dataset.remote = remote.name;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      entryLoads.delete(remote.entry);
      reject(loadFailure(`${remote.entry} did not load`));
    };
    document.head.appendChild(script);
  });
  entryLoads.set(remote.entry, load);
  return load;
}

async function container(remote: RemoteManifestEntry): Promise<FederatedContainer> {
  await loadEntryScript(remote);
  const found = (window as unknown as Record<string, FederatedContainer | undefined>)[remote.name];
  if (!found) {
    entryLoads.delete(remote.entry);
    throw loadFailure(`${remote.entry} defines no container "${remote.name}"`);
  }
  if (!initialised.has(found)) {
    // The shell's singletons (React, antd, the SDK...) go into the shared scope first.
    await __webpack_init_sharing__('default');
    await found.init(__webpack_share_scopes__.default);
    initialised.add(found);
  }
  return found;
}

/** A remote's exposed page ('./Members'), as a component (and its `prefetch`, if it has one). */
export async function loadRemotePage(remote: RemoteManifestEntry, page: string): Promise<RemotePageModule> {
  const federated = await container(remote);
  let factory: () => unknown;
  try {
    factory = await federated.get(`./${page}`);
  } catch {
    throw loadFailure(`${remote.name} exposes no ./${page}`);
  }
  const module = factory() as Partial<RemotePageModule>;
  if (!module.default) throw loadFailure(`${remote.name}/${page} has no default export`);
  return { default: module.default, prefetch: module.prefetch };
}
