/** The application's providers, the Chinese names of icon-only controls, and the question about a login handed over in the address. */
import { lazy, Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AuthProvider } from '@platform/sdk';
import { AppRoutes } from '../routes/AppRoutes';
import { isPublicPath } from '../routes/publicPages';
import { IconLabels } from './IconLabels';

const AddressTokenSwitch = lazy(() => import('./AddressTokenSwitch'));

interface SessionProps {
  /** A login from the address while another one is stored: the user chooses (切换账号). */
  addressToken?: string;
}

export interface AppProps extends SessionProps {
  /** Made before the first render, so the first page's queries can start before it (see bootstrap). */
  queryClient: QueryClient;
}

/** The session is loaded only where a page needs it, never on public pages. */
function Session({ addressToken }: SessionProps) {
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
export function App({ addressToken, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Session addressToken={addressToken} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
