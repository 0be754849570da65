/**
 * 企业信息 tab: logo, name, certification state and the company's facts. The
 * main account edits them, after confirming that a reviewed company goes
 * back to review.
 */
import { useState } from 'react';
import { App, Button, Descriptions, Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { reviewStatusLabel, useAuth, useCompany, type Schema } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { RegionCascader } from '../../components/RegionCascader';
import { CertificationButton } from './CertificationButton';
import { CompanyEditDrawer } from './CompanyEditDrawer';
import { CompanyLogo } from './CompanyLogo';

export const REVIEW_AGAIN = '修改企业信息将重新审核该企业, 是否继续?';

function Facts({ company, isMain }: { company: Schema<'CompanyView'>; isMain: boolean }) {
  const review = reviewStatusLabel(company.reviewStatus, company.reviewStatusName);
  return (
    <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="middle">
      <Descriptions.Item label="企业名称">{company.companyName}</Descriptions.Item>
      <Descriptions.Item label="企业码">{company.companyCode || '—'}</Descriptions.Item>
      <Descriptions.Item label="统一社会信用代码">{company.socialCode || '—'}</Descriptions.Item>
      <Descriptions.Item label="所属行业">{company.industry || '—'}</Descriptions.Item>
      <Descriptions.Item label="联系人">{company.linkman || '—'}</Descriptions.Item>
      <Descriptions.Item label="联系电话">{company.mobile || '—'}</Descriptions.Item>
      <Descriptions.Item label="审核状态">{review.label}</Descriptions.Item>
      <Descriptions.Item label="审核时间">{company.reviewTime || '—'}</Descriptions.Item>
      <Descriptions.Item label="主营业务" span={{ xs: 1, sm: 1, md: 2 }}>
        {company.mainProduct || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="所在地区" span={{ xs: 1, sm: 1, md: 2 }}>
        <RegionCascader company={company} canEdit={isMain} />
      </Descriptions.Item>
      <Descriptions.Item label="企业地址" span={{ xs: 1, sm: 1, md: 2 }}>
        {company.companyAddress || '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

function Profile({ company }: { company: Schema<'CompanyView'> }) {
  const { user } = useAuth();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const isMain = user?.userType === 0;

  const edit = () => {
    // A company never submitted stays unreviewed: nothing to warn about.
    if (!company.reviewStatus) {
      setEditing(true);
      return;
    }
    modal.confirm({ title: '提示', content: REVIEW_AGAIN, okText: '继续', cancelText: '取消', onOk: () => setEditing(true) });
  };

  return (
    <>
      <Flex gap={16} align="flex-start" wrap style={{ marginBottom: 24 }}>
        <CompanyLogo company={company} canUpload={isMain} />
        <Flex vertical gap={8} align="flex-start" style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {company.companyName}
          </Typography.Title>
          <Typography.Text type="secondary">
            {company.certifiedTime ? `认证时间：${company.certifiedTime}` : `创建时间：${company.createTime || '—'}`}
          </Typography.Text>
          <CertificationButton company={company} />
        </Flex>
        {isMain ? (
          <Button icon={<EditOutlined />} onClick={edit}>
            编辑
          </Button>
        ) : null}
      </Flex>
      <Facts company={company} isMain={isMain} />
      {isMain ? <CompanyEditDrawer company={company} open={editing} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

export function CompanyProfile() {
  const company = useCompany();
  return <QueryView query={company}>{(data) => <Profile company={data} />}</QueryView>;
}
