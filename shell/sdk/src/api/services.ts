/** The calls of the platform API, grouped by the server's services. */
import { APP_KEY } from '../platform';
import { get, post } from './client';
import type {
  Company,
  CompanyMember,
  CompanyPageQuery,
  FrontChannel,
  Id,
  LoginForm,
  LoginResult,
  MenuNode,
  Page,
  RemoteManifestEntry,
  UserDetails,
} from './types';



export const authApi = {
  login: (form: LoginForm) => post<LoginResult>('/ptd-user/login', form),
  /** Whether the stored token is still accepted; never ends the session by itself. */
  checkToken: () => get<{ userId: Id }>('/ptd-user/checkToken', { sessionCheck: true, silent: true }),
  /** Revokes the token; quiet, because logging out goes on whatever the answer. */
  logOut: () => get<unknown>('/ptd-industry/userlogOut/logOut', { sessionCheck: true, silent: true }),
};

export const userApi = {
  getUserDetails: () => get<UserDetails>('/ptd-user/resource/user/getUserDetails'),
  /** Members of the current company. */
  getUserDict: (params: { realName?: string }) =>
    get<CompanyMember[]>('/ptd-user/resource/user/getUserDict', { params }),
};

export const menuApi = {
  authRoleTree: () => get<MenuNode[]>('/ptd-industry/menu/authRoleTree', { params: { appKey: APP_KEY } }),
};

export const companyApi = {
  /** The given company, or the current company when no id is given. */
  getCompanyById: (companyId?: Id) =>
    get<Company>('/ptd-user/resource/company/getCompanyById', {
      params: companyId === undefined ? undefined : { companyId },
    }),
  page: (query: CompanyPageQuery) => get<Page<Company>>('/ptd-user/resource/company/page', { params: query }),
};

export const contentApi = {
  getFrontChannel: () => get<FrontChannel[]>('/ptd-industry/front/getFrontChannel'),
};

export const platformApi = {
  /** The federated remotes this deployment serves. */
  remotes: () => get<RemoteManifestEntry[]>('/platform/remotes'),
};
