/** Shapes of the platform's HTTP API (every reply is an envelope). */

/** Ids are 64-bit on the server and arrive either as numbers below 2^53 or as strings. */
export type Id = string | number;

export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface LoginForm {
  username: string;
  password: string;
}

export interface LoginResult {
  userId: Id;
  token: string;
}

export interface CompanyBrief {
  id: Id;
  companyName: string;
  companyCode?: string | null;
  companySimpleName?: string | null;
  reviewStatus?: number | null;
  reviewStatusName?: string | null;
  certificated?: number | null;
}

/** 0 主账号, 1 子账号; null when the user belongs to no company. */
export type UserType = 0 | 1 | null;

/** null/0 none, 1 under review, 2 certified, 3 rejected. */
export type CertificationStatus = 0 | 1 | 2 | 3 | null;

export interface UserDetails {
  userId: Id;
  userName: string;
  realName?: string | null;
  nickName?: string | null;
  avatar?: string | null;
  mobile?: string | null;
  email?: string | null;
  idCard?: string | null;
  createTime?: string | null;
  userType: UserType;
  userTypeName?: string | null;
  /** 1 normal, 0 frozen. */
  status: number | null;
  statusName?: string | null;
  companyId?: Id | null;
  companyName?: string | null;
  certificationStatus: CertificationStatus;
  certificationStatusName?: string | null;
  certificated?: number | null;
  userCertification?: number | null;
  primaryAccount?: boolean;
  companyCount?: number | null;
  companyInfo?: CompanyBrief | null;
  deptInfo?: { id: Id; deptName: string } | null;
  postInfoVo?: { id: Id; postName: string } | null;
  roles?: string[];
  permissions?: string[];
}

export interface MenuMeta {
  title: string;
  icon?: string | null;
  affix?: boolean;
  noCache?: boolean;
  breadcrumb?: boolean;
  activeMenu?: string | null;
}

/** A node of the server-driven menu tree (`authRoleTree`). */
export interface MenuNode {
  id: Id;
  /** Absolute for top-level nodes ('/home'), relative for children ('console'), or an external link. */
  path: string;
  name?: string | null;
  /** 'Layout' for a section, '<remote>/<Page>' for a page. */
  component?: string | null;
  parentId?: Id | null;
  children?: MenuNode[] | null;
  hidden?: boolean;
  redirect?: string | null;
  alwaysShow?: boolean;
  meta: MenuMeta;
}

/** One federated remote as announced by the server's manifest. */
export interface RemoteManifestEntry {
  name: string;
  entry: string;
}

export interface Company {
  id: Id;
  companyName: string;
  companyCode?: string | null;
  socialCode?: string | null;
  industry?: string | null;
  linkman?: string | null;
  mobile?: string | null;
  mainProduct?: string | null;
  companyAddress?: string | null;
  logo?: string | null;
  /** 0 none, 1 under review, 2 approved. */
  reviewStatus?: number | null;
  reviewStatusName?: string | null;
  reviewTime?: string | null;
  certificated?: number | null;
  certifiedTime?: string | null;
  createTime?: string | null;
}

export interface CompanyPageQuery extends PageQuery {
  companyName?: string;
}

/** A member of the current company (`getUserDict`); mobile arrives masked. */
export interface CompanyMember {
  userId: Id;
  userName: string;
  realName?: string | null;
  mobile?: string | null;
  userType: UserType;
  userTypeName?: string | null;
  status: number | null;
  statusName?: string | null;
  deptName?: string | null;
  postName?: string | null;
  createTime?: string | null;
}

/** A channel of the public top navigation. */
export interface FrontChannel {
  id: Id;
  name: string;
  path: string;
}
