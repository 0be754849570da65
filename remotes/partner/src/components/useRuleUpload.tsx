/**
 * 启动规则: picks a WebAssembly module (.wasm, up to 1 MB) for one of the
 * partner's apps and sends it as multipart `id` and `file`. The server checks
 * it and dry-runs it; its refusal is shown as it comes, its acceptance as
 * 启动规则已生效（版本 N），试运行结果：… or, once the app has gone to review,
 * 启动规则已提交审核（版本 N）… (the app's detail keeps showing both).
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { notify, type Id, type Schema } from '@platform/sdk';
import { appApi } from '../api';
import { ruleFileProblem } from './rules';

export function ruleAccepted(rule: Schema<'RuleVersion'>): string {
  if (rule.pending) return `启动规则已提交审核（版本 ${rule.version}），审核通过前仍按当前规则启动；试运行结果：${rule.dryRun}`;
  return `启动规则已生效（版本 ${rule.version}），试运行结果：${rule.dryRun}`;
}

/** `pick(app)` opens the file picker (call it from a click); `input` goes once into the page. */
export function useRuleUpload(onSaved: () => void) {
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<Schema<'PartnerApp'> | undefined>(undefined);
  const [uploading, setUploading] = useState<Id>();

  const pick = (app: Schema<'PartnerApp'>) => {
    if (uploading !== undefined || !input.current) return;
    target.current = app;
    // The same file chosen again is a new choice.
    input.current.value = '';
    input.current.click();
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const app = target.current;
    if (!file || !app) return;
    const problem = ruleFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setUploading(app.id);
    try {
      notify.success(ruleAccepted(await appApi.plugin(app.id, file)));
      onSaved();
    } catch {
      // The API client has shown the server's reason (插件不能导入 …, 插件试运行失败 …).
    } finally {
      setUploading(undefined);
    }
  };

  const element = (
    <input ref={input} type="file" accept=".wasm,application/wasm" hidden tabIndex={-1} aria-hidden onChange={(event) => void chosen(event)} data-testid="partner-rule-file" />
  );
  return { pick, uploading, input: element };
}
