/**
 * A drawer another area serves, opened from anywhere: remotes cannot import
 * each other, so a screen asks here and the shell's RemoteDrawerHost frames the
 * serving remote's exposed page (the drawer's content) over the current page.
 */
import { useSyncExternalStore } from 'react';

export interface RemoteDrawerRequest {
  /** The remote that serves the content, by its name in the manifest ('account'). */
  remote: string;
  /** Its exposed page that is the content ('AccountDrawer'). */
  content: string;
  title: string;
  /** In pixels, at most the window's width; 480 unless given. */
  width?: number;
  /** Handed to the content, besides onClose and onDone. */
  props?: Record<string, unknown>;
  /** Called once the content did its task (saved, paid, submitted); not when it is only closed. */
  onDone?(): void;
}

/** What the host hands every content, besides the request's props. */
export interface RemoteDrawerContentProps {
  onClose(): void;
  /** The task is done; the content closes the drawer itself afterwards. */
  onDone(): void;
}

let current: RemoteDrawerRequest | undefined;
const listeners = new Set<() => void>();

function publish(next: RemoteDrawerRequest | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the shell to show the drawer; it replaces one already shown. */
export function openRemoteDrawer(request: RemoteDrawerRequest): void {
  publish(request);
}

/** Closes the drawer the shell shows. */
export function closeRemoteDrawer(): void {
  publish(undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The drawer asked for, if any: for the shell, which shows it. */
export function useRemoteDrawerRequest(): RemoteDrawerRequest | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
