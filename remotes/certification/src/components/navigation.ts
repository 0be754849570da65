/** Where the certification pages send the user next. */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { certificationAddress, returnAddress, sameOriginPath } from '@platform/sdk';

/** The `redirect` of the address (only a target on this site), and ways to go on with it. */
export function useReturnAddress() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = sameOriginPath(params.get('redirect'));

  /** Back to where certification was asked for, else /home. */
  const goBack = useCallback(() => navigate(returnAddress(redirect), { replace: true }), [navigate, redirect]);

  /** Another certification page, keeping the way back. */
  const goTo = useCallback(
    (path: string, replace = false) => navigate(certificationAddress(path, redirect), { replace }),
    [navigate, redirect],
  );

  return { redirect, goBack, goTo };
}
