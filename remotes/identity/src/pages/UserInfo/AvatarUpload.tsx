/** The user's avatar and its upload. */
import { useState } from 'react';
import { Avatar, Button, Flex, Spin, Typography, Upload } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { IMAGE_TYPES, imageProblem, notify, type Id } from '@platform/sdk';
import { accountApi } from '../../api';

export interface AvatarUploadProps {
  userId: Id;
  avatar?: string | null;
  onUploaded(): void;
}

/** The avatar; a click chooses a new image (checked here, then again by the server). */
export function AvatarUpload({ userId, avatar, onUploaded }: AvatarUploadProps) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await accountApi.uploadAvatar(userId, file);
      notify.success('上传成功');
      onUploaded();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical align="center" gap={8} style={{ width: 160 }}>
      <Upload
        accept={IMAGE_TYPES.join(',')}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          const problem = imageProblem(file);
          if (problem) notify.error(problem);
          else void upload(file);
          // The upload goes through the API client, not antd's own request.
          return false;
        }}
      >
        <Flex vertical align="center" gap={12} style={{ cursor: 'pointer' }}>
          <Spin spinning={uploading}>
            <Avatar size={96} src={avatar || undefined} icon={<UserOutlined />} alt="头像" />
          </Spin>
          <Button size="small" icon={<CameraOutlined />} loading={uploading}>
            更换头像
          </Button>
        </Flex>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        支持 JPG、PNG、GIF、WEBP，不超过 1MB
      </Typography.Text>
    </Flex>
  );
}
