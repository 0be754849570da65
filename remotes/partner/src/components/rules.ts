/** Plain checks of the partner forms, the same the server makes: pictures and rule files before upload, versions' prices and functions, where a test launch may go. */
import type { PictureKind } from '../api/types';

/** What the partner upload takes of each kind, and its messages. */
export const PICTURE_LIMITS: Record<PictureKind, { maxBytes: number; tooLarge: string; hint: string }> = {
  logo: { maxBytes: 10 * 1024 * 1024, tooLarge: '图片大小不能超过10MB', hint: '仅支持 JPG、PNG 格式，不超过10MB' },
  publicity: { maxBytes: 1024 * 1024, tooLarge: '上传图片大小不能超过 1MB!', hint: '仅支持 JPG、PNG 格式，每张不超过1MB' },
};
export const PICTURE_UNSUPPORTED = '格式不支持!';

/** Why a picture may not be uploaded (jpg or png within its kind's size), or undefined when it may. */
export function pictureProblem(file: { name: string; type: string; size: number }, kind: PictureKind): string | undefined {
  const typed = file.type ? ['image/jpeg', 'image/png'].includes(file.type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!typed) return PICTURE_UNSUPPORTED;
  if (file.size > PICTURE_LIMITS[kind].maxBytes) return PICTURE_LIMITS[kind].tooLarge;
  return undefined;
}

/** The server's limits on an app's versions. */
export const VERSION_LIMITS = { versions: 5, functions: 10, functionLength: 50, nameLength: 20, maxPrice: 10_000_000 } as const;

export const VERSION_MESSAGES = {
  name: `请输入版本名称（不超过${VERSION_LIMITS.nameLength}个字）`,
  price: '请输入正确的价格（最多两位小数）',
  pricePositive: '收费应用的版本价格须大于0',
  functions: `每个版本最多${VERSION_LIMITS.functions}项功能，每项不超过${VERSION_LIMITS.functionLength}个字`,
  noVersion: '请至少添加一个版本',
  usage: '使用时长为1到120个月',
} as const;

/** Text typed one item a line (a version's functions, redirect URIs): trimmed, blank lines left out. */
export function nonEmptyLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Why a version's functions are refused, or undefined. */
export function functionsProblem(text: string | null | undefined): string | undefined {
  const items = nonEmptyLines(text);
  if (items.length > VERSION_LIMITS.functions || items.some((item) => Array.from(item).length > VERSION_LIMITS.functionLength)) {
    return VERSION_MESSAGES.functions;
  }
  return undefined;
}

/** Why a paid version's price (yuan, two decimals at most, above 0) is refused, or undefined. */
export function priceProblem(price: number | null | undefined): string | undefined {
  if (price === null || price === undefined || !Number.isFinite(price)) return VERSION_MESSAGES.price;
  if (price <= 0) return VERSION_MESSAGES.pricePositive;
  const fen = price * 100;
  if (price > VERSION_LIMITS.maxPrice || Math.abs(Math.round(fen) - fen) > 1e-6) return VERSION_MESSAGES.price;
  return undefined;
}

/** Where a test launch may send the browser: an http(s) address or a path of this site. */
export function launchable(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'));
}

/** The server's limit on a launch rule module. */
export const RULE_MAX_BYTES = 1024 * 1024;

/** Why a launch rule file is refused before upload (a .wasm module up to 1 MB), or undefined. */
export function ruleFileProblem(file: { name: string; size: number }): string | undefined {
  if (!file.name.toLowerCase().endsWith('.wasm')) return '请选择 .wasm 文件';
  if (file.size > RULE_MAX_BYTES) return '插件大小不能超过1MB';
  return undefined;
}
