/**
 * Picture fields of the partner forms (a logo, an app's icon, publicity
 * pictures): a file is checked here first (jpg or png; a logo up to 10 MB,
 * others up to 1 MB, as the server checks) and stored through the partner
 * upload, whose address the form keeps. Usable as antd form controls.
 */
import { useRef, useState } from 'react';
import { Button, Spin, Typography, Upload } from 'antd';
import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { notify } from '@platform/sdk';
import { applicationApi, type PictureKind } from '../api';
import { PICTURE_LIMITS, pictureProblem } from './rules';
import './partner.css';

const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** Checks and stores one file; undefined when refused (the reason was shown). */
async function store(file: File, kind: PictureKind): Promise<string | undefined> {
  const problem = pictureProblem(file, kind);
  if (problem) {
    notify.error(problem);
    return undefined;
  }
  try {
    return await applicationApi.upload(file, kind);
  } catch {
    // The API client has shown the server's reason.
    return undefined;
  }
}

export interface PictureUploadProps {
  value?: string | null;
  onChange?(url: string | undefined): void;
  kind: PictureKind;
  /** What the picture is: 企业标志, 应用图标. */
  label: string;
  id?: string;
  /** The picker button's test id. */
  testId?: string;
}

/** One picture. */
export function PictureUpload({ value, onChange, kind, label, id, testId }: PictureUploadProps) {
  const [uploading, setUploading] = useState(false);
  const send = async (file: File) => {
    setUploading(true);
    const url = await store(file, kind);
    setUploading(false);
    if (url) {
      onChange?.(url);
      notify.success('上传成功');
    }
  };
  return (
    <div>
      <div className="pt-pictures">
        {value ? (
          <div className="pt-picture">
            <img src={value} alt={label} />
          </div>
        ) : null}
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void send(file);
            // The file goes through the API client, not antd's own request.
            return false;
          }}
        >
          <button
            type="button"
            className="pt-picture-add"
            id={id}
            disabled={uploading}
            aria-label={value ? `更换${label}` : `上传${label}`}
            data-testid={testId}
          >
            {uploading ? <LoadingOutlined /> : <PlusOutlined />}
            <span>{value ? '更换' : '上传'}</span>
          </button>
        </Upload>
      </div>
      <Typography.Text type="secondary" className="pt-hint">
        {PICTURE_LIMITS[kind].hint}
      </Typography.Text>
    </div>
  );
}

export interface PictureListUploadProps {
  value?: string[] | null;
  onChange?(urls: string[]): void;
  kind: PictureKind;
  /** What the pictures are: 宣传图片. */
  label: string;
  max: number;
  id?: string;
  /** The picker button's test id. */
  testId?: string;
}

/** Several pictures, up to `max`; each can be removed. */
export function PictureListUpload({ value, onChange, kind, label, max, id, testId }: PictureListUploadProps) {
  const [uploading, setUploading] = useState(0);
  const urls = value ?? [];
  // Several files picked at once finish one by one: each adds to the newest list.
  const latest = useRef(urls);
  latest.current = urls;

  const send = async (file: File) => {
    setUploading((n) => n + 1);
    const url = await store(file, kind);
    setUploading((n) => n - 1);
    if (!url) return;
    if (latest.current.length >= max) {
      notify.error(`${label}最多${max}张`);
      return;
    }
    const next = [...latest.current, url];
    latest.current = next;
    onChange?.(next);
  };

  return (
    <div>
      <div className="pt-pictures">
        {urls.map((url, i) => (
          <div key={`${url}-${i}`} className="pt-picture">
            <img src={url} alt={`${label}${i + 1}`} />
            <Button
              className="pt-picture__remove"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`移除${label}${i + 1}`}
              onClick={() => onChange?.(urls.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        {urls.length + uploading < max ? (
          <Upload
            accept={ACCEPT}
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <button type="button" className="pt-picture-add" id={id} aria-label={`上传${label}`} data-testid={testId}>
              <PlusOutlined />
              <span>上传</span>
            </button>
          </Upload>
        ) : null}
        {uploading > 0 ? (
          <div className="pt-picture-add" aria-busy>
            <Spin size="small" />
          </div>
        ) : null}
      </div>
      <Typography.Text type="secondary" className="pt-hint">
        {PICTURE_LIMITS[kind].hint}，最多{max}张（已上传 {urls.length} 张）
      </Typography.Text>
    </div>
  );
}
