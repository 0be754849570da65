/**
 * The login and the session: the token, the user's details and the menu tree.
 * User details and menus are loaded once per login (TanStack Query with an
 * infinite stale time) and dropped with everything else on login and logout,
 * so one user's data never shows to the next.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { setSessionHandlers } from '../api/client';
import { notify } from '../api/notify';
import { authApi, menuApi, userApi } from '../api/services';
import type { LoginResult, MenuNode, UserDetails } from '../api/types';
import { queryKeys } from '../query/keys';
import { clearStoredLogin, getToken, setToken } from './token';

export type SessionStatus = 'anonymous' | 'idle' | 'loading' | 'ready' | 'error';

export interface AuthContextValue {
  token: string | undefined;
  isLoggedIn: boolean;
  /** From getUserDetails, once the session has been loaded. */
  user: UserDetails | undefined;
  /** The user's menu tree (authRoleTree), once the session has been loaded. */
  menus: MenuNode[] | undefined;
  /** 'idle' while logged in on a page that did not need the session yet. */
  sessionStatus: SessionStatus;
  /** True after the user logged out, until the next login (not after an expiry). */
  loggedOut: boolean;
  sessionError: unknown;
  /** Load the user's details again (after they changed). */
  reloadUser(): Promise<void>;
  /**
   * Load the user's details and menu tree again and forget the data of the
   * company, after the current company changed.
   */
  reloadSession(): Promise<void>;
  login(username: string, password: string): Promise<LoginResult>;
  /** Start the session of a login made another way (SMS, WeChat, registration). */
  acceptLogin(result: LoginResult): void;
  /** Ends the session and goes to /login; `message` tells the user why. */
  logout(message?: string): Promise<void>;
}

/** Query roots that do not depend on the user's company. */
const KEPT_ON_COMPANY_CHANGE = new Set(['session', 'front', 'platform']);

const AuthContext = createContext<AuthContextValue | null>(null);

/** Whether the address asks to stay where it is after logout (`lr`). */
function keepsAddressOnLogout(search: string): boolean {
  return new URLSearchParams(search).has('lr');
}

export interface AuthProviderProps {
  /** Whether the current page needs the user's details and menus. */
  loadSession: boolean;
  children: ReactNode;
}

export function AuthProvider({ loadSession, children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [token, setTokenState] = useState<string | undefined>(getToken);
  const [loggedOut, setLoggedOut] = useState(false);

  // The session handlers outlive renders; they read the address through a ref.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  const enabled = Boolean(token) && loadSession;
  const userQuery = useQuery({
    queryKey: queryKeys.user(token),
    queryFn: userApi.getUserDetails,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const menuQuery = useQuery({
    queryKey: queryKeys.menus(token),
    queryFn: menuApi.authRoleTree,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const forget = useCallback(() => {
    clearStoredLogin();
    queryClient.clear();
    setTokenState(undefined);
  }, [queryClient]);

  const logout = useCallback(async (message?: string) => {
    if (typeof message === 'string' && message) notify.warning(message);
    if (getToken()) await authApi.logOut().catch(() => undefined);
    if (!keepsAddressOnLogout(locationRef.current.search)) navigate('/login', { replace: true });
    setLoggedOut(true);
    forget();
  }, [forget, navigate]);

  const acceptLogin = useCallback(
    (result: LoginResult) => {
      setToken(result.token);
      queryClient.clear();
      setLoggedOut(false);
      setTokenState(result.token);
    },
    [queryClient],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      const result = await authApi.login({ username: username.trim(), password });
      acceptLogin(result);
      return result;
    },
    [acceptLogin],
  );

  const reloadUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.user(token) });
  }, [queryClient, token]);

  const reloadSession = useCallback(async () => {
    // Whatever was read belongs to the old company; the public site's data stays.
    queryClient.removeQueries({ predicate: (query) => !KEPT_ON_COMPANY_CHANGE.has(String(query.queryKey[0])) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [queryClient]);

  useEffect(
    () =>
      setSessionHandlers({
        expired() {
          const { pathname, search } = locationRef.current;
          if (pathname !== '/login') {
            navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
          }
          forget();
        },
        accountAbnormal() {
          void logout();
        },
      }),
    [forget, logout, navigate],
  );

  let sessionStatus: SessionStatus;
  if (!token) sessionStatus = 'anonymous';
  else if (userQuery.isError || menuQuery.isError) sessionStatus = 'error';
  else if (userQuery.data && menuQuery.data) sessionStatus = 'ready';
  else if (enabled) sessionStatus = 'loading';
  else sessionStatus = 'idle';

  const value = useMemo<AuthContextValue>(
    () => ({
      token,
      isLoggedIn: Boolean(token),
      user: userQuery.data,
      menus: menuQuery.data,
      sessionStatus,
      loggedOut,
      sessionError: userQuery.error ?? menuQuery.error,
      reloadUser,
      reloadSession,
      login,
      acceptLogin,
      logout,
    }),
    [
      token,
      userQuery.data,
      userQuery.error,
      menuQuery.data,
      menuQuery.error,
      sessionStatus,
      loggedOut,
      reloadUser,
      reloadSession,
      login,
      acceptLogin,
      logout,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The login and session of the current visitor. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
