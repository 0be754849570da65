import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AuthProvider } from '@platform/sdk';
import { AppRoutes } from '../routes/AppRoutes';
import { isPublicPath } from '../routes/publicPages';
import { createQueryClient } from './queryClient';

/** The session is loaded only where a page needs it, never on public pages. */
function Session() {
  const { pathname } = useLocation();
  return (
    <AuthProvider loadSession={!isPublicPath(pathname)}>
      <AppRoutes />
    </AuthProvider>
  );
}

/** Providers every page needs; antd's come with the pages that use it (see AntdRoutes). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Session />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
