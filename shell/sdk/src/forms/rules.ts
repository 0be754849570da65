/**
 * Form rules shared with the server: each form's rules and messages live in
 * `forms/<name>.json` (see forms/README.md). This turns a file into antd Form
 * rules that check a value exactly as the server does, in the same order, so
 * the first message a person sees is the one the server would answer.
 */
import type { FormRule } from 'antd';

/** A character class a value must contain (`mustContain`). */
export type CharacterClass = 'digit' | 'letter' | 'symbol';

/** The rule of one field, as written in a rules file. */
export interface FieldRule {
  required?: string;
  min?: number;
  max?: number;
  lengthMessage?: string;
  pattern?: string;
  patternMessage?: string;
  noChinese?: string;
  mustContain?: readonly string[];
  mustContainMessage?: string;
  /** Another field this one must equal (password confirmation). */
  sameAs?: string;
  sameAsMessage?: string;
  /** The message when the value looks like a mobile number (nothing but digits). */
  notMobile?: string;
  /**
   * The message for one of the 10,000 most common passwords. Checked by the
   * server only: the list stays out of the page's JavaScript.
   */
  notCommon?: string;
}

/** A list of values in a rules file (`lists`): how many it may hold, and the rule of each value. */
export interface ListRule {
  max?: number;
  maxMessage?: string;
  each?: FieldRule;
}

/** A rules file: `{ form, fields }`, and `lists` where the form has lists of values. */
export interface FormRulesFile<F extends string = string> {
  form: string;
  fields: { readonly [K in F]: FieldRule };
  lists?: { readonly [name: string]: ListRule };
}

/** The server's texts when a file gives none. */
const BAD_REQUEST = '请求参数格式错误';
const NOT_SAME = '两次输入不一致';

/** Chinese characters: the CJK blocks the server counts (unified, extension A, compatibility). */
const CHINESE = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

const CLASS_TESTS: Record<string, (text: string) => boolean> = {
  digit: (text) => /[0-9]/.test(text),
  letter: (text) => /[A-Za-z]/.test(text),
  // Anything that is neither an ASCII letter nor a digit counts as a symbol.
  symbol: (text) => /[^A-Za-z0-9]/.test(text),
};

/** Length in characters, not UTF-16 units, as the server counts. */
function length(text: string): number {
  return Array.from(text).length;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The message of the first rule a value breaks, or undefined when it passes.
 * Strings are trimmed first, as the server trims every string it receives.
 * `other` is the value of the `sameAs` field, when the rule has one.
 */
export function checkField(rule: FieldRule, value: unknown, other?: unknown): string | undefined {
  if (isBlank(value)) return rule.required;
  const text = typeof value === 'string' ? value.trim() : String(value);
  const chars = length(text);
  if ((rule.min !== undefined && chars < rule.min) || (rule.max !== undefined && chars > rule.max)) {
    return rule.lengthMessage ?? `不能超过${rule.max ?? 0}个字`;
  }
  if (rule.noChinese && CHINESE.test(text)) return rule.noChinese;
  if (rule.mustContain?.some((name) => !(CLASS_TESTS[name] ?? CLASS_TESTS.symbol)(text))) {
    return rule.mustContainMessage ?? BAD_REQUEST;
  }
  if (rule.pattern && !new RegExp(rule.pattern).test(text)) return rule.patternMessage ?? BAD_REQUEST;
  if (rule.notMobile && /^\+?\d+$/.test(text)) return rule.notMobile;
  if (rule.sameAs && !isBlank(other) && text !== String(other).trim()) return rule.sameAsMessage ?? NOT_SAME;
  return undefined;
}

/**
 * The message of the first rule a list of values breaks, or undefined when it passes: the count,
 * then each value in turn, as the server checks a file's `lists` (`kernel::validate`).
 */
export function checkList(rule: ListRule, values: readonly unknown[] | null | undefined): string | undefined {
  if (!values) return undefined;
  if (rule.max !== undefined && values.length > rule.max) return rule.maxMessage ?? `最多${rule.max}项`;
  if (!rule.each) return undefined;
  for (const value of values) {
    const message = checkField(rule.each, value);
    if (message) return message;
  }
  return undefined;
}

/** antd rules for one field: the required mark, then one validator for everything else. */
function antdRules(rule: FieldRule): FormRule[] {
  const rules: FormRule[] = [];
  // Required means not blank: a typed value after trimming, or any chosen one (a number from a radio or a select).
  if (rule.required) {
    const message = rule.required;
    rules.push({ required: true, message, validator: (_, value) => (isBlank(value) ? Promise.reject(new Error(message)) : Promise.resolve()) });
  }
  const rest: FieldRule = { ...rule, required: undefined };
  rules.push(({ getFieldValue }) => ({
    validator(_, value) {
      if (isBlank(value)) return Promise.resolve();
      const message = checkField(rest, value, rule.sameAs ? getFieldValue(rule.sameAs) : undefined);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  }));
  return rules;
}

/** Additions to a file's rules that depend on the screen (a field required only when shown). */
export type RuleOverrides<F extends string> = { readonly [K in F]?: Partial<FieldRule> };

export type FormRules<F extends string> = { readonly [K in F]: FormRule[] };

/**
 * The antd rules of every field of a rules file:
 * `const rules = formRules(FORMS.register); <Form.Item name="mobile" rules={rules.mobile}>`.
 */
export function formRules<F extends string>(file: FormRulesFile<F>, overrides?: RuleOverrides<F>): FormRules<F> {
  const entries = (Object.keys(file.fields) as F[]).map((name) => {
    const rule: FieldRule = { ...file.fields[name], ...overrides?.[name] };
    return [name, antdRules(rule)] as const;
  });
  return Object.fromEntries(entries) as FormRules<F>;
}

/**
 * The antd rules of a list of values of a rules file (a tags select, lines split into an array):
 * `<Form.Item name="ipAllow" rules={listRules(FORMS.openCredential, 'ipAllow')}>`.
 */
export function listRules(file: FormRulesFile, name: string): FormRule[] {
  const rule = file.lists?.[name];
  if (!rule) throw new Error(`${file.form} has no list ${name}`);
  return [
    {
      validator(_, values: unknown[] | undefined) {
        const message = checkList(rule, values);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}

/** The longest value a field accepts, for the input's maxLength. */
export function fieldMax<F extends string>(file: FormRulesFile<F>, name: F): number | undefined {
  return file.fields[name].max;
}

/** The field a confirmation copies, for Form.Item `dependencies`: checked again when it changes. */
export function fieldDependencies<F extends string>(file: FormRulesFile<F>, name: F): string[] {
  const other = file.fields[name].sameAs;
  return other ? [other] : [];
}
