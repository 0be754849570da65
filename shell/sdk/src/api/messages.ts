/** The texts of the error catalogue that the front end shows by itself. */
export const MESSAGES = {
  sessionExpired: '登录信息已失效,请重新登录',
  notFound: '您所请求的资源尚未找到, 请稍后重试!',
  serverBusy: '服务器繁忙，请稍后重试！',
  operationFailed: '操作失败，请稍后重试！',
  serverHiccup: '服务器开小差咯，请稍等！',
  accountAbnormal: '账号异常，请联系管理员',
  noPermission: '您没有访问权限，请联系管理员授权！',
  passwordChanged: '您已修改密码请重新登录',
  captchaFailed: '验证失败',
} as const;

/** Codes of the envelope with a meaning of their own. */
export const CODES = {
  ok: 200,
  okAlt: 2000,
  passThrough: 68012,
  sessionExpired: 401,
  notFound: 404,
  serverError: 500,
  businessErrorFloor: 10000,
  validation: 10001,
  accountAbnormal: 10002,
  noPermission: 10003,
  captchaFailed: 10008,
  /** The user belongs to no company (buying, declaring). */
  noCompany: 10009,
  /** The company is not certified; the message says what was refused. */
  notCertified: 10010,
} as const;

/** The catalogue's message for an envelope that is not a success. */
export function failureMessage(code: number, msg?: string | null): string {
  if (code === CODES.sessionExpired) return MESSAGES.sessionExpired;
  if (code === CODES.notFound) return MESSAGES.notFound;
  if (code === CODES.serverError) return msg || MESSAGES.serverBusy;
  if (code >= CODES.businessErrorFloor) return msg || MESSAGES.operationFailed;
  return MESSAGES.serverHiccup;
}
