/** The console's 企业概况 card: name, 企业码, industry, contact and certification status of the current company. */
import { Descriptions, Tag } from 'antd';
import { certificationLabel, maskMobile, useCompany } from '@platform/sdk';
import { PageCard, QueryView } from '@platform/sdk/ui';

/** The current company at a glance. */
export function CompanyCard() {
  const company = useCompany();
  return (
    <PageCard title="企业概况">
      <QueryView query={company}>
        {(data) => {
          // One label per state everywhere: a rejected company reads 已驳回, not 未认证.
          const certified = certificationLabel(data.reviewStatus);
          return (
            <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
              <Descriptions.Item label="企业名称">{data.companyName}</Descriptions.Item>
              <Descriptions.Item label="企业码">{data.companyCode || '—'}</Descriptions.Item>
              <Descriptions.Item label="所属行业">{data.industry || '—'}</Descriptions.Item>
              <Descriptions.Item label="联系人">{data.linkman || '—'}</Descriptions.Item>
              <Descriptions.Item label="联系电话">{maskMobile(data.mobile) || '—'}</Descriptions.Item>
              <Descriptions.Item label="认证状态">
                <Tag color={certified.color}>{certified.label}</Tag>
              </Descriptions.Item>
            </Descriptions>
          );
        }}
      </QueryView>
    </PageCard>
  );
}
