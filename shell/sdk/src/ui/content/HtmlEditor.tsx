/**
 * The rich-text field of notices, help documents, expert skills, agreements
 * and descriptions: a visual editor (TipTap) that writes HTML, with a toolbar
 * for headings, emphasis, lists, links and pictures, and a preview in the
 * site's reading style. The server still sanitises what is saved. Pictures go
 * through the upload call it is given. Heavy (TipTap): the SDK exports it
 * lazily (./LazyHtmlEditor), so it loads only when an editor opens.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Button, Input, Segmented, Space, Tooltip, Typography } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { notify } from '../../api/notify';
import { mediaProblem, type UploadMedia } from './media';
import './HtmlEditor.css';

/** The preview page: the site's reading style around the HTML. */
function previewDocument(html: string): string {
  const style =
    'body{margin:0;padding:12px 16px;font:15px/1.8 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1d2129}' +
    'img,video{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #e5e6eb;padding:6px 10px}';
  return `<!doctype html><meta charset="utf-8"><style>${style}</style>${html || '<p style="color:#646a73">暂无内容</p>'}`;
}

/** An empty editor's HTML is an empty paragraph: to the form that is no content. */
export function editorHtml(html: string): string {
  return /^<p>(<br\s*\/?>)?<\/p>$/.test(html.trim()) ? '' : html;
}

/** Only web and mail addresses become links. */
export function linkAddress(text: string): string | undefined {
  const address = text.trim();
  if (!address) return undefined;
  if (/^(https?:\/\/|mailto:)/i.test(address)) return address;
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(address)) return `https://${address}`;
  return undefined;
}

interface ToolProps {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick(): void;
}

/** One toolbar button: an icon with its Chinese name (tooltip and accessible name). */
function Tool({ title, icon, active, disabled, loading, onClick }: ToolProps) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={active}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function Toolbar({ editor, upload }: { editor: Editor; upload: UploadMedia }) {
  const { modal } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const editLink = () => {
    let typed: string = editor.getAttributes('link').href ?? '';
    modal.confirm({
      title: '插入链接',
      icon: null,
      content: (
        <Input
          defaultValue={typed}
          placeholder="https://"
          aria-label="链接地址"
          autoFocus
          onChange={(event) => {
            typed = event.target.value;
          }}
        />
      ),
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        if (!typed.trim()) {
          chain().extendMarkRange('link').unsetLink().run();
          return;
        }
        const href = linkAddress(typed);
        if (!href) {
          notify.error('请输入以 http:// 或 https:// 开头的链接地址');
          return Promise.reject(new Error('bad address'));
        }
        chain().extendMarkRange('link').setLink({ href }).run();
        return undefined;
      },
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
        const stored = await upload(file);
        chain().setImage({ src: stored.url, alt: '' }).run();
      } catch {
        // The API client has shown the reason.
      } finally {
        setUploading(false);
      }
    };
    input.click();
  };

  return (
    <Space size={2} wrap role="toolbar" aria-label="格式">
      <Tooltip title="二级标题">
        <Button size="small" type={state.h2 ? 'primary' : 'text'} ghost={state.h2} aria-pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </Button>
      </Tooltip>
      <Tooltip title="三级标题">
        <Button size="small" type={state.h3 ? 'primary' : 'text'} ghost={state.h3} aria-pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </Button>
      </Tooltip>
      <Tool title="加粗" icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool title="斜体" icon={<ItalicOutlined />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool title="下划线" icon={<UnderlineOutlined />} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <Tool title="无序列表" icon={<UnorderedListOutlined />} active={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <Tool title="有序列表" icon={<OrderedListOutlined />} active={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      <Tool title="链接" icon={<LinkOutlined />} active={state.link} onClick={editLink} />
      <Tool title="插入图片" icon={<PictureOutlined />} loading={uploading} onClick={insertImage} />
      <Tool title="撤销" icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <Tool title="重做" icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </Space>
  );
}

export interface HtmlEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Stores an inserted picture: the area's upload call (manage/upload, companyNotice/upload...). */
  upload: UploadMedia;
  /** The visible height, in lines of text. */
  rows?: number;
  /** The longest HTML the field takes (the server's limit). */
  maxLength?: number;
  placeholder?: string;
  /** Set by Form.Item: the label points at the editable area. */
  id?: string;
  'aria-label'?: string;
}

export default function HtmlEditor({
  value = '',
  onChange,
  upload,
  rows = 12,
  maxLength,
  placeholder = '请输入内容',
  id,
  'aria-label': ariaLabel,
}: HtmlEditorProps) {
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  // What the editor last reported, so a value coming back from the form is not set again.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'html-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel ?? placeholder,
        ...(id ? { id } : {}),
        style: `min-height:${rows * 24}px`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current.getHTML());
      reported.current = html;
      onChange?.(html);
    },
  });

  // A value set from outside (the form filled for editing, or reset).
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const length = value.length;
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
        {mode === 'edit' && editor ? <Toolbar editor={editor} upload={upload} /> : null}
      </div>
      <div hidden={mode !== 'edit'} className="html-editor__body">
        {!value ? <div className="html-editor__placeholder">{placeholder}</div> : null}
        <EditorContent editor={editor} />
      </div>
      {mode === 'preview' ? (
        // Not yet cleaned by the server: shown in a sandboxed frame, where no script runs.
        <iframe className="html-editor__preview" sandbox="" title="内容预览" srcDoc={previewDocument(value)} />
      ) : null}
      {maxLength ? (
        <Typography.Text type={length > maxLength ? 'danger' : 'secondary'} className="html-editor__count">
          {length} / {maxLength}
        </Typography.Text>
      ) : null}
    </div>
  );
}
