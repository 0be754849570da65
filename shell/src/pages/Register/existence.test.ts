/** Unit tests of the register form's look-ups: a taken number or company name becomes that field's error, each value is asked once. */
import { expect, test } from '@playwright/test';
import { COMPANY_TAKEN, createExistenceChecks, MOBILE_TAKEN, takenMessage, type ExistLookup } from './existence';

function fakeServer(takenMobiles: string[], takenCompanies: string[]) {
  const asked: Array<{ mobile?: string; companyName?: string }> = [];
  const lookup: ExistLookup = async (params) => {
    asked.push(params);
    return {
      userExist: params.mobile !== undefined && takenMobiles.includes(params.mobile),
      companyExist: params.companyName !== undefined && takenCompanies.includes(params.companyName),
    };
  };
  return { asked, lookup };
}

test('a registered number and an existing company name become field errors once the server answered', async () => {
  const server = fakeServer(['13800000001'], ['演示科技有限公司']);
  const checks = createExistenceChecks(server.lookup);

  expect(takenMessage(checks, 'mobile', '13800000001')).toBeUndefined();
  expect(await checks.checkMobile('13800000001')).toBe(true);
  expect(takenMessage(checks, 'mobile', '13800000001')).toBe(MOBILE_TAKEN);
  expect(await checks.checkMobile('13900001234')).toBe(false);
  expect(takenMessage(checks, 'mobile', '13900001234')).toBeUndefined();

  expect(await checks.checkCompany(' 演示科技有限公司 ')).toBe(true);
  expect(takenMessage(checks, 'companyName', '演示科技有限公司')).toBe(COMPANY_TAKEN);
  expect(takenMessage(checks, 'companyName', '新星机械制造有限公司')).toBeUndefined();
  expect(server.asked).toEqual([{ mobile: '13800000001' }, { mobile: '13900001234' }, { companyName: '演示科技有限公司' }]);
});

test('each value is asked once, and a failed look-up is asked again', async () => {
  const server = fakeServer([], []);
  let fail = true;
  const checks = createExistenceChecks(async (params) => {
    if (fail) throw new Error('服务器繁忙，请稍后重试！');
    return server.lookup(params);
  });
  await expect(checks.checkMobile('13900001234')).rejects.toThrow();
  expect(checks.mobileTaken('13900001234')).toBeUndefined();
  fail = false;
  await Promise.all([checks.checkMobile('13900001234'), checks.checkMobile('13900001234')]);
  expect(await checks.checkMobile('13900001234')).toBe(false);
  expect(server.asked).toEqual([{ mobile: '13900001234' }]);
});
