/** Query keys of the server state the SDK's hooks hold; everything under 'session' belongs to one login. Remotes keep their own keys beside their calls. */
import type { Query } from '../api/typed';
import type { AgreementType, Id, SearchQuery } from '../api/types';

export const queryKeys = {
  session: ['session'] as const,
  user: (token: string | undefined) => ['session', token, 'user'] as const,
  menus: (token: string | undefined) => ['session', token, 'menus'] as const,
  /** The user's messages and to-dos: a mark-read or a delete refreshes all of it, the header badge too. */
  inbox: ['session', 'inbox'] as const,
  unreadCount: ['session', 'inbox', 'unread'] as const,
  messages: ['session', 'inbox', 'messages'] as const,
  messagePage: (pageNum: number, pageSize: number) => ['session', 'inbox', 'messages', pageNum, pageSize] as const,
  todos: ['session', 'inbox', 'todos'] as const,
  todoSummary: ['session', 'inbox', 'todos', 'summary'] as const,
  assignedTodos: (pageNum: number, pageSize: number) => ['session', 'inbox', 'todos', 'assigned', pageNum, pageSize] as const,
  contractsToSign: ['session', 'inbox', 'todos', 'contracts'] as const,
  appliedTodos: ['session', 'inbox', 'todos', 'applied'] as const,
  company: (companyId?: Id) => ['company', companyId ?? 'current'] as const,
  invitation: ['company', 'invitation'] as const,
  myCompanies: ['user', 'companies'] as const,
  inviteInfo: (token: string) => ['invite', token] as const,
  customer: (customName: string, phone: string) => ['customer', customName, phone] as const,
  /** Where the user's company and personal certifications stand. */
  certification: ['company', 'certification'] as const,
  /** A slider challenge answers once: each widget's every round is a new one. */
  captcha: (widget: number, round: number) => ['captcha', widget, round] as const,
  /** Everything the public site holds (the content console refreshes it after a change). */
  front: ['front'] as const,
  frontChannels: ['front', 'channels'] as const,
  topAdvertising: ['front', 'top-ad'] as const,
  frontPrograms: (query: Query<'get', '/ptd-industry/front/getFrontProgramList'>) => ['front', 'programs', query] as const,
  servicePlatforms: ['front', 'service-platforms'] as const,
  /** Under 'front', so the content console's save shows at once. */
  siteSettings: ['front', 'site-settings'] as const,
  storeProducts: ['front', 'store'] as const,
  siteSearch: (query: SearchQuery) => ['front', 'search', query] as const,
  /** Under 'front', so the content console's save shows at once. */
  agreement: (type: AgreementType) => ['front', 'agreement', type] as const,
  remotes: ['platform', 'remotes'] as const,
};
