/** The picture, video and rich-text fields of a content console's form, with their rules from the form's rules file and its upload call. */
import { Form } from 'antd';
import { useFieldRules } from '../FieldRules';
import { HtmlEditor } from './LazyHtmlEditor';
import type { MediaKind } from './media';
import { MediaUpload } from './MediaUpload';

export interface MediaFieldProps {
  name: string;
  label: string;
  /** Beside the button: 建议 640×360. */
  hint?: string;
  extra?: string;
  kind?: MediaKind;
  /** A video's length in seconds, read before it is uploaded. */
  onDuration?: (seconds: number) => void;
}

/** A picture (or a video) stored through the console's upload call. */
export function MediaField({ name, label, hint, extra, kind, onDuration }: MediaFieldProps) {
  const { rules, upload } = useFieldRules(name);
  if (!upload) throw new Error('MediaField needs the upload call of its form (ContentConsole kind.upload)');
  return (
    <Form.Item name={name} label={label} rules={rules} extra={extra}>
      <MediaUpload hint={hint} kind={kind} onDuration={onDuration} upload={upload} />
    </Form.Item>
  );
}

/** Rich text of so many rows; its pictures go through the console's upload call. */
export function HtmlField({ name, label, rows }: { name: string; label: string; rows: number }) {
  const { rules, max, upload } = useFieldRules(name);
  if (!upload) throw new Error('HtmlField needs the upload call of its form (ContentConsole kind.upload)');
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <HtmlEditor maxLength={max} rows={rows} upload={upload} />
    </Form.Item>
  );
}
