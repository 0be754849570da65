/** Form fields named after their entries in the form's rules file (the file the server checks too), given once for the whole form. */
import { createContext, useContext, type ReactNode } from 'react';
import { Form, Input, type FormItemProps, type FormRule, type InputProps } from 'antd';
import { fieldMax, formRules, type FormRulesFile } from '../forms';
import type { UploadMedia } from './content/media';

// The file comes from FieldRules, or FormModal / FormDrawer / ContentConsole's `rules`; each field takes its rules and longest length from it.

interface FieldRulesValue {
  rules?: FormRulesFile;
  /** Stores a picture or a video of the form's media fields (content consoles). */
  upload?: UploadMedia;
}

const FieldRulesContext = createContext<FieldRulesValue>({});

/** Gives the fields inside the form's rules file (and the upload of its media fields). */
export function FieldRules({ rules, upload, children }: FieldRulesValue & { children: ReactNode }) {
  const outer = useContext(FieldRulesContext);
  return <FieldRulesContext.Provider value={{ rules: rules ?? outer.rules, upload: upload ?? outer.upload }}>{children}</FieldRulesContext.Provider>;
}

// A file's antd rules, worked out once.
const made = new WeakMap<FormRulesFile, Record<string, FormRule[]>>();

/** The rules and longest length of the field `name`, from `file` or the form's file; the upload of the form's media fields. */
export function useFieldRules(name: string, file?: FormRulesFile): { rules: FormRule[] | undefined; max: number | undefined; upload?: UploadMedia } {
  const around = useContext(FieldRulesContext);
  const rules = file ?? around.rules;
  if (!rules) return { rules: undefined, max: undefined, upload: around.upload };
  let all = made.get(rules);
  if (!all) {
    all = formRules(rules);
    made.set(rules, all);
  }
  return { rules: all[name], max: fieldMax(rules, name), upload: around.upload };
}

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
  extra?: ReactNode;
  /** A text area of so many rows, with its count. */
  rows?: number;
  /** A text area that grows between these rows. */
  autoSize?: { minRows: number; maxRows: number };
  showCount?: boolean;
  allowClear?: boolean;
  inputMode?: InputProps['inputMode'];
  normalize?: FormItemProps['normalize'];
  /** Where the input stops short of the file's longest value (a mobile number's 11 digits). */
  maxLength?: number;
  /** The rules file, where the form gives none. */
  rules?: FormRulesFile;
}

/** A text input (or text area) with the rules of its entry in the form's rules file. */
export function TextField({ name, label, placeholder, extra, rows, autoSize, showCount, allowClear, inputMode, normalize, maxLength, rules: file }: TextFieldProps) {
  const { rules, max: fileMax } = useFieldRules(name, file);
  const max = maxLength ?? fileMax;
  const area = rows !== undefined || autoSize !== undefined;
  return (
    <Form.Item name={name} label={label} rules={rules} extra={extra} normalize={normalize}>
      {area ? (
        <Input.TextArea placeholder={placeholder} maxLength={max} rows={rows} autoSize={autoSize} showCount={showCount ?? rows !== undefined} />
      ) : (
        <Input placeholder={placeholder} maxLength={max} showCount={showCount} allowClear={allowClear} inputMode={inputMode} />
      )}
    </Form.Item>
  );
}
