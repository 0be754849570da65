/** The application's providers, the Chinese names of icon-only controls, and the question about a login handed over in the address. */
import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AuthProvider } from '@platform/sdk';
import { AppRoutes } from '../routes/AppRoutes';
import { isPublicPath } from '../routes/publicPages';
import { IconLabels } from './IconLabels';
import { createQueryClient } from './queryClient';

const AddressTokenSwitch = lazy(() => import('./AddressTokenSwitch'));

export interface AppProps {
  /** A login from the address while another one is stored: the user chooses (切换账号). */
  addressToken?: string;
}

/** The session is loaded only where a page needs it, never on public pages. */
function Session({ addressToken }: AppProps) {
  const { pathname } = useLocation();
  return (
    <AuthProvider loadSession={!isPublicPath(pathname)}>
      <IconLabels />
      <AppRoutes />
      {addressToken ? (
        <Suspense fallback={null}>
          <AddressTokenSwitch token={addressToken} />
        </Suspense>
      ) : null}
    </AuthProvider>
  );
}

/** Providers every page needs; antd's come with the pages that use it (see AntdRoutes). */
export function App({ addressToken }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Session addressToken={addressToken} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
