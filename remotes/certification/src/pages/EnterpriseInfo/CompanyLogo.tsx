/**
 * The company logo. The main account clicks it to upload a new one (jpg, png
 * or jpeg up to 10 MB); anyone else is told to ask the main account.
 */
import { useState } from 'react';
import { Avatar, Spin, Typography, Upload } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { imageProblem, LOGO_IMAGE, notify, queryKeys, type Schema } from '@platform/sdk';
import { companyApi } from '../../api';

export const ASK_MAIN_ACCOUNT = '请联系企业主账号上传logo';

function Logo({ company }: { company: Schema<'CompanyView'> }) {
  return <Avatar shape="square" size={80} src={company.logo || undefined} icon={<BankOutlined />} alt="企业logo" />;
}

export function CompanyLogo({ company, canUpload }: { company: Schema<'CompanyView'>; canUpload: boolean }) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  if (!canUpload) {
    return (
      <button type="button" className="co-logo" onClick={() => notify.warning(ASK_MAIN_ACCOUNT)} aria-label="企业logo">
        <Logo company={company} />
      </button>
    );
  }

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await companyApi.uploadLogo(company.id, file);
      notify.success('上传成功');
      await queryClient.invalidateQueries({ queryKey: queryKeys.company() });
    } catch {
      // The API client has shown the reason.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Upload
      accept={LOGO_IMAGE.types.join(',')}
      showUploadList={false}
      disabled={uploading}
      beforeUpload={(file) => {
        const problem = imageProblem(file, LOGO_IMAGE);
        if (problem) notify.error(problem);
        else void upload(file);
        return false;
      }}
    >
      {/* antd's wrapper is the button that opens the file picker. */}
      <span className="co-logo">
        <Spin spinning={uploading}>
          <Logo company={company} />
        </Spin>
        <Typography.Text type="secondary" className="co-logo__hint">
          点击更换
        </Typography.Text>
      </span>
    </Upload>
  );
}
