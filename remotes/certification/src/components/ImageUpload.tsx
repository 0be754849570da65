/**
 * One certification image (a licence, a side of an ID card) as a form field:
 * a click picks the file, which is checked here (JPEG or PNG, under 1 MB) and
 * then stored by the server, which answers with the key the form submits.
 */
import { useState } from 'react';
import { Spin, Typography, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CERTIFICATION_IMAGE, imageProblem, notify } from '@platform/sdk';
import './company.css';

/** A stored image: its key for the form and its address to show it. */
export interface StoredImage {
  key: string;
  url: string;
  /** The server's text (营业执照上传成功!). */
  message?: string;
}

export interface ImageUploadProps {
  /** The stored key (set by Form.Item). */
  value?: string;
  onChange?(key: string): void;
  /** What the image is: 营业执照, 身份证人像面... */
  label: string;
  /** Stores the file. */
  upload(file: File): Promise<StoredImage>;
  /** An image stored before (a resubmission's): shown while the field still holds its key. */
  initial?: { key: string; url: string };
  id?: string;
}

export function ImageUpload({ value, onChange, label, upload, initial, id }: ImageUploadProps) {
  const [shown, setShown] = useState<{ key?: string; url?: string }>({});
  const [uploading, setUploading] = useState(false);
  let url: string | undefined;
  if (value && shown.key === value) url = shown.url;
  else if (value && initial?.key === value) url = initial.url;

  const send = async (file: File) => {
    setUploading(true);
    try {
      const stored = await upload(file);
      setShown({ key: stored.key, url: stored.url });
      onChange?.(stored.key);
      notify.success(stored.message || '上传成功');
    } catch {
      // The API client has shown the reason (格式不支持!, 上传图片大小不能超过 1MB!).
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <Upload
        accept={CERTIFICATION_IMAGE.types.join(',')}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          const problem = imageProblem(file, CERTIFICATION_IMAGE);
          if (problem) notify.error(problem);
          else void send(file);
          // The file goes through the API client, not antd's own request.
          return false;
        }}
      >
        {/* antd's wrapper is the button (it opens the file picker): this is its face. */}
        <div className="co-upload" id={id} data-testid={`upload-${label}`}>
          {url ? (
            <img src={url} alt={label} />
          ) : (
            <>
              <PlusOutlined className="co-upload__icon" />
              <span>上传{label}</span>
            </>
          )}
          {uploading ? (
            <div className="co-upload__busy">
              <Spin />
            </div>
          ) : null}
        </div>
      </Upload>
      <Typography.Text type="secondary" className="co-upload__hint">
        {url ? '点击图片可重新上传；' : ''}仅支持 JPG、PNG 格式，小于 1MB
      </Typography.Text>
    </div>
  );
}
