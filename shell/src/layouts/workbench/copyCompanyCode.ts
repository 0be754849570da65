/** Copying the company code (企业码) from the workbench header's drawer: the spec's three answers (复制成功！, 复制失败，请手动复制！, 公司代码为空！). */

export const COPY_TEXTS = {
  copied: '复制成功！',
  failed: '复制失败，请手动复制！',
  empty: '公司代码为空！',
} as const;

export interface CopyOutcome {
  level: 'success' | 'error' | 'warning';
  text: string;
}

/**
 * Copies the code with `copy` (the SDK's copyText) and says how it went; an
 * empty code is not copied at all.
 */
export async function copyCompanyCode(code: string | null | undefined, copy: (text: string) => Promise<boolean>): Promise<CopyOutcome> {
  const text = (code ?? '').trim();
  if (!text) return { level: 'warning', text: COPY_TEXTS.empty };
  const copied = await copy(text).catch(() => false);
  return copied ? { level: 'success', text: COPY_TEXTS.copied } : { level: 'error', text: COPY_TEXTS.failed };
}
