/**
 * The HTML field of notices, help documents, expert skills and descriptions:
 * the source with a small toolbar, and a preview. The server sanitises what is
 * saved; the preview shows it in the site's reading style, in a sandboxed frame.
 */
import { useRef, useState } from 'react';
import { Button, Input, Segmented, Space, Tooltip, type GetRef } from 'antd';
import { notify } from '@platform/sdk';
import { manageApi } from '../api';
import { mediaProblem } from './media';
import './console.css';

interface Wrap {
  label: string;
  title: string;
  before: string;
  after: string;
}

const WRAPS: Wrap[] = [
  { label: 'H3', title: '小标题', before: '<h3>', after: '</h3>' },
  { label: 'P', title: '段落', before: '<p>', after: '</p>' },
  { label: 'B', title: '加粗', before: '<strong>', after: '</strong>' },
  { label: '列表', title: '列表', before: '<ul>\n  <li>', after: '</li>\n</ul>' },
  { label: '链接', title: '链接', before: '<a href="https://">', after: '</a>' },
];

/** The preview page: the site's reading style around the HTML. */
function previewDocument(html: string): string {
  const style =
    'body{margin:0;padding:12px 16px;font:15px/1.8 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1d2129}' +
    'img,video{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #e5e6eb;padding:6px 10px}';
  return `<!doctype html><meta charset="utf-8"><style>${style}</style>${html || '<p style="color:#86909c">暂无内容</p>'}`;
}

export interface HtmlEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function HtmlEditor({ value = '', onChange, rows = 12, maxLength, placeholder = '请输入内容（HTML）' }: HtmlEditorProps) {
  const area = useRef<GetRef<typeof Input.TextArea>>(null);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [uploading, setUploading] = useState(false);

  /** Puts tags around the selection (or inserts them at the cursor). */
  const insert = (before: string, after = '') => {
    const el = area.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end);
    onChange?.(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, end + before.length);
    });
  };

  const insertImage = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.jpg,.jpeg,.png,.gif,.webp';
    input.onchange = async () => {
      const file = input.files?.[0];
      if (!file) return;
      const problem = mediaProblem('image', file);
      if (problem) {
        notify.error(problem);
        return;
      }
      setUploading(true);
      try {
        const stored = await manageApi.upload(file);
        insert(`<p><img src="${stored.url}" alt="" /></p>`);
      } catch {
        // The API client has shown the reason.
      } finally {
        setUploading(false);
      }
    };
    input.click();
  };

  return (
    <div className="html-editor">
      <div className="html-editor__bar">
        <Segmented
          size="small"
          value={mode}
          onChange={(next) => setMode(next as 'edit' | 'preview')}
          options={[
            { label: '编辑', value: 'edit' },
            { label: '预览', value: 'preview' },
          ]}
        />
        {mode === 'edit' ? (
          <Space size={4} wrap>
            {WRAPS.map((wrap) => (
              <Tooltip key={wrap.label} title={wrap.title}>
                <Button size="small" onClick={() => insert(wrap.before, wrap.after)}>
                  {wrap.label}
                </Button>
              </Tooltip>
            ))}
            <Button size="small" loading={uploading} onClick={insertImage}>
              图片
            </Button>
          </Space>
        ) : null}
      </div>
      {mode === 'edit' ? (
        <Input.TextArea
          ref={area}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          className="html-editor__source"
          aria-label="内容（HTML）"
        />
      ) : (
        // Not yet cleaned by the server: shown in a sandboxed frame, where no script runs.
        <iframe className="html-editor__preview" sandbox="" title="内容预览" srcDoc={previewDocument(value)} />
      )}
    </div>
  );
}
