/** The register form's look-ups of a mobile number and a company name already registered (checkCompanyNameAndUserExist), remembered per value. */

export const MOBILE_TAKEN = '该手机号已注册';
export const COMPANY_TAKEN = '企业名称已存在';

/** The server's answer: `userExist` for a mobile number, `companyExist` for a company name. */
export interface ExistAnswer {
  companyExist: boolean;
  userExist: boolean;
}

export type ExistLookup = (params: { mobile?: string; companyName?: string }) => Promise<ExistAnswer>;

export interface ExistenceChecks {
  /** What is known of a number without asking: true taken, false free, undefined not asked yet. */
  mobileTaken(mobile: string): boolean | undefined;
  companyTaken(companyName: string): boolean | undefined;
  /** Asks the server once per number; rejects when the look-up fails. */
  checkMobile(mobile: string): Promise<boolean>;
  checkCompany(companyName: string): Promise<boolean>;
}

/** Field errors for the form's rules: the text when the value is known to be taken. */
export function takenMessage(checks: ExistenceChecks, field: 'mobile' | 'companyName', value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  if (field === 'mobile') return checks.mobileTaken(text) ? MOBILE_TAKEN : undefined;
  return checks.companyTaken(text) ? COMPANY_TAKEN : undefined;
}

export function createExistenceChecks(lookup: ExistLookup): ExistenceChecks {
  const mobiles = new Map<string, Promise<boolean>>();
  const companies = new Map<string, Promise<boolean>>();
  const known = new Map<string, boolean>();

  const ask = (cache: Map<string, Promise<boolean>>, key: string, run: () => Promise<boolean>) => {
    const asked = cache.get(key);
    if (asked) return asked;
    const answer = run().then(
      (taken) => {
        known.set(key, taken);
        return taken;
      },
      (error: unknown) => {
        cache.delete(key); // A failed look-up is asked again next time.
        throw error;
      },
    );
    cache.set(key, answer);
    return answer;
  };

  return {
    mobileTaken: (mobile) => known.get(`m:${mobile.trim()}`),
    companyTaken: (companyName) => known.get(`c:${companyName.trim()}`),
    checkMobile: (mobile) => {
      const value = mobile.trim();
      return ask(mobiles, `m:${value}`, () => lookup({ mobile: value }).then((flags) => flags.userExist));
    },
    checkCompany: (companyName) => {
      const value = companyName.trim();
      return ask(companies, `c:${value}`, () => lookup({ companyName: value }).then((flags) => flags.companyExist));
    },
  };
}
