/**
 * An image or video field of a content console: uploads through the area's
 * upload call and holds the stored address. Usable as an antd form control
 * (value / onChange).
 */
import { useState } from 'react';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Upload, Typography } from 'antd';
import { notify } from '../../api/notify';
import { MEDIA_RULES, mediaProblem, videoSeconds, type MediaKind, type UploadMedia } from './media';
import './content.css';

export interface MediaUploadProps {
  value?: string | null;
  onChange?: (url: string | undefined) => void;
  /** Stores the file: the area's upload call (manage/upload, companyNotice/upload...). */
  upload: UploadMedia;
  kind?: MediaKind;
  /** A video's length in seconds, read before it is uploaded. */
  onDuration?: (seconds: number) => void;
  /** Shown beside the button, e.g. 建议尺寸 1920×480. */
  hint?: string;
}

export function MediaUpload({ value, onChange, upload, kind = 'image', onDuration, hint }: MediaUploadProps) {
  const [uploading, setUploading] = useState(false);
  const rule = MEDIA_RULES[kind];

  const store = async (file: File) => {
    const problem = mediaProblem(kind, file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setUploading(true);
    try {
      if (kind === 'video' && onDuration) {
        const seconds = await videoSeconds(file);
        if (seconds !== undefined) onDuration(seconds);
      }
      const stored = await upload(file);
      onChange?.(stored.url);
      notify.success('上传成功');
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="media-upload">
      {value ? (
        <div className={`media-upload__preview media-upload__preview--${kind}`}>
          {kind === 'video' ? <video src={value} controls preload="metadata" /> : <img src={value} alt="预览" />}
        </div>
      ) : null}
      <Flex gap={8} wrap align="center">
        <Upload
          accept={rule.accept}
          showUploadList={false}
          beforeUpload={(file) => {
            void store(file);
            return false;
          }}
        >
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
            {value ? `更换${rule.label}` : `上传${rule.label}`}
          </Button>
        </Upload>
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)} aria-label={`移除${rule.label}`}>
            移除
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint ?? `${rule.accept.replaceAll('.', '').replaceAll(',', '、')}，不超过${rule.maxBytes / 1024 / 1024}MB`}
        </Typography.Text>
      </Flex>
    </div>
  );
}
