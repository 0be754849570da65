/**
 * The spec's texts that the screens had not shown: each is in the
 * built bundle of the part of the front end the spec puts it in. Reads dist/
 * (build first); esbuild writes non-ASCII characters as \uXXXX escapes, so
 * the bundles are decoded before they are searched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DIST = path.resolve(__dirname, '../../dist');

/** Where a text lives: the shell (with the SDK it provides) or a remote's build folder. */
type Part = 'shell' | 'certification' | 'identity' | 'site';

const TEXTS: Array<{ text: string; part: Part; where: string }> = [
  { text: '认证成功', part: 'certification', where: 'personal certification went through' },
  { text: '企业认证成功', part: 'certification', where: 'company certification went through' },
  { text: '认证失败，请核实个人信息', part: 'certification', where: 'personal certification refused' },
  { text: '请输入法人姓名', part: 'shell', where: 'the older (short) company form asks for the legal person (forms/company-review.json)' },
  { text: '请填写正确的手机号', part: 'shell', where: 'the company review form (forms/company-review.json)' },
  { text: '手机号不能为空', part: 'shell', where: 'the company review form (forms/company-review.json)' },
  { text: '获取验证码', part: 'shell', where: 'the code button (SDK)' },
  { text: '已发送验证码', part: 'shell', where: 'the code button countdown, 已发送验证码{n}s (SDK)' },
  { text: '重新获取验证码', part: 'shell', where: 'the code button after the countdown (SDK)' },
  { text: '短信发送成功', part: 'identity', where: 'the phone drawer' },
  { text: '密码和确认密码不一致', part: 'shell', where: 'the password drawer (forms/change-password.json)' },
  { text: '删除失败', part: 'shell', where: 'a refused delete in any list (SDK ListPage)' },
  { text: '没有更多了！', part: 'site', where: '换一批 with one batch only' },
  { text: '已切换到到第一批！', part: 'site', where: '换一批 after the last batch' },
  { text: '复制成功！', part: 'shell', where: 'copying the company code' },
  { text: '复制失败，请手动复制！', part: 'shell', where: 'copying the company code' },
  { text: '公司代码为空！', part: 'shell', where: 'copying the company code' },
];

/** Every .js file under a folder, recursively. */
function scripts(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

const decoded = new Map<Part, string>();

/** The decoded text of every script of a part of the build. */
function bundleOf(part: Part): string {
  const known = decoded.get(part);
  if (known !== undefined) return known;
  const files = part === 'shell' ? scripts(path.join(DIST, 'assets')) : scripts(path.join(DIST, 'remotes', part));
  const text = files
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  decoded.set(part, text);
  return text;
}

test('the front end is built', () => {
  expect(scripts(path.join(DIST, 'assets')).length, 'run npm run build first').toBeGreaterThan(0);
});

for (const { text, part, where } of TEXTS) {
  test(`${text} is in the ${part} bundle (${where})`, () => {
    expect(bundleOf(part).includes(text), `${text} missing from dist for ${part}: ${where}`).toBe(true);
  });
}
