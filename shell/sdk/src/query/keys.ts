/** Query keys of server state; everything under 'session' belongs to one login. */
import type { CompanyPageQuery, Id } from '../api/types';

export const queryKeys = {
  session: ['session'] as const,
  user: (token: string | undefined) => ['session', token, 'user'] as const,
  menus: (token: string | undefined) => ['session', token, 'menus'] as const,
  company: (companyId?: Id) => ['company', companyId ?? 'current'] as const,
  members: (realName: string) => ['company', 'members', realName] as const,
  companyPage: (query: CompanyPageQuery) => ['operation', 'companies', query] as const,
  frontChannels: ['front', 'channels'] as const,
  remotes: ['platform', 'remotes'] as const,
};
