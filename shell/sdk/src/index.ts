/**
 * @platform/sdk: what the shell and every remote share. It is a singleton on
 * the page (Module Federation), so its API client, session and message
 * de-duplication exist exactly once. It does not load antd; the page
 * primitives that need it are in @platform/sdk/ui.
 */
export { apiClient, ApiError, NETWORK_FAILURE, get, post, request, setSessionHandlers } from './api/client';
export type { SessionHandlers } from './api/client';
export { CODES, failureMessage, MESSAGES } from './api/messages';
export { bindMessageApi, notify } from './api/notify';
export { authApi, companyApi, contentApi, menuApi, platformApi, userApi } from './api/services';
export type * from './api/types';
export { APP_KEY, PLATFORM_NAME } from './platform';

export { AuthProvider, useAuth } from './auth/AuthProvider';
export type { AuthContextValue, AuthProviderProps, SessionStatus } from './auth/AuthProvider';
export { adoptTokenFromAddress, clearStoredLogin, cookieDomain, getToken, TOKEN_COOKIE } from './auth/token';

export { queryKeys } from './query/keys';
export { useApi, useCompany, useCompanyMembers, useCompanyPage, useFrontChannels, useRemoteManifest } from './query/hooks';

export { maskCompanyName, maskMobile } from './format/mask';
export {
  accountStatusLabel,
  certificationLabel,
  companyCertifiedLabel,
  hasRole,
  isCertified,
  reviewStatusLabel,
  ROLES,
  userTypeLabel,
} from './format/labels';
export type { StatusLabel, TagColor } from './format/labels';
