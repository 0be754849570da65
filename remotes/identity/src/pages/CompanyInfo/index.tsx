/** 企业信息: the current company, read-only. */
import { Avatar, Descriptions, Flex, Tag, Typography } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import {
  companyCertifiedLabel,
  maskMobile,
  reviewStatusLabel,
  useCompany,
  type Company,
} from '@platform/sdk';
import { PageCard, PageHeader, QueryView } from '@platform/sdk/ui';

function CompanyProfile({ company }: { company: Company }) {
  const review = reviewStatusLabel(company.reviewStatus, company.reviewStatusName);
  const certified = companyCertifiedLabel(company.certificated);
  return (
    <>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 24 }}>
        <Avatar shape="square" size={64} src={company.logo || undefined} icon={<BankOutlined />} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {company.companyName}
          </Typography.Title>
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <Tag color={certified.color}>{certified.label}</Tag>
            {review.label === certified.label ? null : <Tag color={review.color}>{review.label}</Tag>}
          </Flex>
        </div>
      </Flex>
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="middle">
        <Descriptions.Item label="企业名称">{company.companyName}</Descriptions.Item>
        <Descriptions.Item label="企业码">{company.companyCode || '—'}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{company.socialCode || '—'}</Descriptions.Item>
        <Descriptions.Item label="所属行业">{company.industry || '—'}</Descriptions.Item>
        <Descriptions.Item label="联系人">{company.linkman || '—'}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{maskMobile(company.mobile) || '—'}</Descriptions.Item>
        <Descriptions.Item label="审核状态">{review.label}</Descriptions.Item>
        <Descriptions.Item label="审核时间">{company.reviewTime || '—'}</Descriptions.Item>
        <Descriptions.Item label="认证时间">{company.certifiedTime || '—'}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{company.createTime || '—'}</Descriptions.Item>
        <Descriptions.Item label="主营业务" span={2}>
          {company.mainProduct || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="企业地址" span={2}>
          {company.companyAddress || '—'}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

export default function CompanyInfo() {
  const company = useCompany();
  return (
    <>
      <PageHeader title="企业信息" description="企业的基本信息与认证状态" />
      <PageCard>
        <QueryView query={company}>
          {(data) => <CompanyProfile company={data} />}
        </QueryView>
      </PageCard>
    </>
  );
}
