/** The certification area's own texts of the spec (sections 5 and 8), in one place for the screens and their tests. */

export const CERTIFICATION_TEXTS = {
  /** A personal certification that went through (spec section 8). */
  personCertified: '认证成功',
  /** A company certification that went through (spec section 8). */
  companyCertified: '企业认证成功',
  /** A personal certification refused (an answer other than 200, spec section 8). */
  personFailed: '认证失败，请核实个人信息',
  /** The 18-character code whose last character does not match the others. */
  socialCodeCheckFailed: '统一社会信用代码校验失败，请核对后重新输入',
} as const;
