/** What follows a certification submission: the session learns the new state, then the user moves on. */
import { useCallback } from 'react';
import { CERTIFICATION_PATHS, useAuth } from '@platform/sdk';
import { useReturnAddress } from './navigation';

export function useAfterSubmission() {
  const { reloadSession, reloadUser } = useAuth();
  const { goBack, goTo } = useReturnAddress();

  return {
    /** The full company certification: to the pending page (approval within 1 day). */
    company: useCallback(async () => {
      // A user without a company has one now: its menus and details change.
      await reloadSession();
      goTo(CERTIFICATION_PATHS.pending, true);
    }, [goTo, reloadSession]),
    /** The short review form (spec section 4): user info and routes reload, then the redirect or /home. */
    review: useCallback(async () => {
      await reloadSession();
      goBack();
    }, [goBack, reloadSession]),
    /** Personal certification: back to where it was asked for. */
    person: useCallback(async () => {
      await reloadUser();
      goBack();
    }, [goBack, reloadUser]),
  };
}
