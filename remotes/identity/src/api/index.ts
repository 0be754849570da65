/** The identity area's calls (profile, account security, members and sub-accounts, the operators' company list and company detail) on the SDK's one client. */
import { get, post, upload, type Company, type Id, type Page } from '@platform/sdk';
import type {
  Affiliation,
  AffiliationQuery,
  CertificationRecord,
  ChangePasswordForm,
  CompanyCertificationsQuery,
  CompanyMember,
  CompanyMembersQuery,
  CompanyPageQuery,
  GrantableMenu,
  JoinRequest,
  MailForm,
  NewSubAccount,
  PhoneForm,
  ProfileForm,
} from './types';

export type * from './types';

const USER = '/ptd-user/resource/user';

/** The signed-in user's own account: profile, avatar, password, phone and mail. */
export const accountApi = {
  updateProfile: (form: ProfileForm) => post<string>(`${USER}/updateUseInfoById`, form),
  /** Replies with the new avatar's address. */
  uploadAvatar: (userId: Id, file: Blob) => post<string>(`${USER}/uploadAvatar`, upload(file, { userId })),
  updatePassword: (form: ChangePasswordForm) => post<string>(`${USER}/updatePassword`, form),
  /** Step one of changing the phone: prove the current number. */
  unBindMobile: (form: PhoneForm) => post<string>(`${USER}/unBindMobile`, form),
  /** Step two: bind the new number. */
  bindMobile: (form: PhoneForm) => post<string>(`${USER}/bindMobile`, form),
  /** A code to the mail address being bound; the reply is the text to show. */
  sendMail: (mail: string) => get<string>(`${USER}/sendMail`, { params: { mail } }),
  bindMail: (form: MailForm) => post<string>(`${USER}/bindMail`, form),
  unBindMail: () => post<string>(`${USER}/unBindMail`),
};

/** The main account's people: sub-accounts, their menus and state, and join requests. */
export const memberApi = {
  page: (query: AffiliationQuery) => get<Page<Affiliation>>(`${USER}/getUserUserAffiliationInfoPage`, { params: query }),
  grantableMenus: () => get<GrantableMenu[]>(`${USER}/grantableMenus`),
  userMenus: (userId: Id) => get<string[]>(`${USER}/getUserMenus`, { params: { userId } }),
  grantMenus: (userId: Id, menuKeys: string[]) => post<string>(`${USER}/grantMenus`, { userId, menuKeys }),
  /** Replies with the new accounts' ids. */
  saveMany: (users: NewSubAccount[]) => post<Id[]>(`${USER}/saveMany`, { users }),
  /** 1 normal, 0 frozen. */
  changeStatus: (userId: Id, status: 0 | 1) => post<string>(`${USER}/changeStatus`, { userId, status }),
  resetPassword: (userId: Id, password: string) =>
    post<string>('/ptd-user/endpoint/user/resetChildUser', { userId, password }),
  joinRequests: () => get<JoinRequest[]>(`${USER}/joinRequests`),
  decideJoinRequest: (id: Id, approve: boolean) => post<string>(`${USER}/decideJoinRequest`, { id, approve }),
};

/** Every company on the platform, and what operators see of one: its members and its certification history. */
export const companyListApi = {
  page: (query: CompanyPageQuery) => get<Page<Company>>('/ptd-user/resource/company/page', { params: query }),
  /** One company's members, main account first; mobiles arrive masked. */
  members: (query: CompanyMembersQuery) => get<Page<CompanyMember>>('/ptd-user/resource/company/members', { params: query }),
  /** One company's submissions of every kind and state, newest first (the certification area's review page). */
  certifications: (query: CompanyCertificationsQuery) =>
    get<Page<CertificationRecord>>('/ptd-user/certification/review/page', { params: query }),
};
