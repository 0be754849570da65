/**
 * Opening the company or person certification drawer (spec section 2) from
 * anywhere: the SDK's own prompts (the e-signature question) ask for it here,
 * the shell shows the certification remote's drawer when asked.
 */
import { useSyncExternalStore } from 'react';
import type { CertificationKind } from '../../api/types';

export interface CertificationDrawerRequest {
  kind: CertificationKind;
  /** Called once the form was submitted (not when the drawer is closed without it). */
  onSubmitted?(): void;
}

let current: CertificationDrawerRequest | undefined;
const listeners = new Set<() => void>();

function publish(next: CertificationDrawerRequest | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the shell to open the certification drawer of that kind. */
export function openCertificationDrawer(kind: CertificationKind, onSubmitted?: () => void): void {
  publish({ kind, onSubmitted });
}

/** Closes the drawer the shell shows. */
export function closeCertificationDrawer(): void {
  publish(undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The drawer asked for, if any: for the shell, which shows it. */
export function useCertificationDrawerRequest(): CertificationDrawerRequest | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
