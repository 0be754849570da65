/** 企业详情 (企业列表 > 详情): one company's facts and state, its members and its certification history, for platform operators. */
import { useId, useState, type ReactNode } from 'react';
import { Descriptions, Drawer, Flex, Grid, List, Pagination, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { companyCertifiedLabel, maskMobile, reviewStatusLabel, useCompany, type Id, type Schema } from '@platform/sdk';
import { EmptyState, LoadingState, QueryView } from '@platform/sdk/ui';
import { COMPANY_DETAIL_PAGE_SIZE, useCompanyCertifications, useCompanyMembers } from '../../api/queries';
import { memberStatusColumn, memberTypeColumn } from '../../components/memberColumns';
import { memberName, submissionKindLabel, submissionStatusLabel } from './labels';

/** Labels stay on one line, even on a phone. */
const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

function text(value?: string | null): string {
  return value || '—';
}

/** A block of the drawer with its heading, named by it for assistive technology. */
function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} style={{ marginBottom: 24 }}>
      <Typography.Title level={5} id={headingId} style={{ marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function Facts({ company }: { company: Schema<'CompanyView'> }) {
  const review = reviewStatusLabel(company.reviewStatus, company.reviewStatusName);
  const certified = companyCertifiedLabel(company.certificated);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      styles={LABEL}
      items={[
        { key: 'name', label: '企业名称', span: { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }, children: company.companyName },
        { key: 'code', label: '企业码', children: text(company.companyCode) },
        { key: 'social', label: '统一社会信用代码', children: text(company.socialCode) },
        { key: 'linkman', label: '联系人', children: text(company.linkman) },
        { key: 'mobile', label: '联系电话', children: maskMobile(company.mobile) || '—' },
        { key: 'industry', label: '行业', children: text(company.industry) },
        { key: 'review', label: '审核状态', children: <Tag color={review.color}>{review.label}</Tag> },
        { key: 'certified', label: '认证', children: <Tag color={certified.color}>{certified.label}</Tag> },
        { key: 'created', label: '创建时间', children: text(company.createTime) },
        { key: 'certifiedTime', label: '认证时间', children: text(company.certifiedTime) },
        { key: 'product', label: '主营产品', span: { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }, children: text(company.mainProduct) },
        { key: 'address', label: '地址', span: { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }, children: text(company.companyAddress) },
      ]}
    />
  );
}

const MEMBER_COLUMNS: TableColumnsType<Schema<'CompanyMember'>> = [
  { title: '姓名', key: 'name', width: 110, render: (_, member) => memberName(member) },
  { title: '手机号', dataIndex: 'mobile', width: 130, render: (value?: string | null) => text(value) },
  memberTypeColumn(),
  memberStatusColumn(80),
  { title: '加入时间', dataIndex: 'joinTime', width: 170, render: (value?: string | null) => text(value) },
];

function Members({ companyId }: { companyId: Id }) {
  const [pageNum, setPageNum] = useState(1);
  const members = useCompanyMembers(companyId, pageNum);
  return (
    <QueryView query={members} isEmpty={(page) => page.total === 0} empty={<EmptyState description="暂无成员" />} loading={<LoadingState rows={3} />}>
      {(page) => (
        <Table<Schema<'CompanyMember'>>
          rowKey="userId"
          size="small"
          columns={MEMBER_COLUMNS}
          dataSource={page.rows}
          loading={members.isFetching}
          scroll={{ x: 590 }}
          pagination={{
            current: pageNum,
            pageSize: COMPANY_DETAIL_PAGE_SIZE,
            total: page.total,
            size: 'small',
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `共 ${total} 人`,
            onChange: setPageNum,
          }}
        />
      )}
    </QueryView>
  );
}

function Submission({ item }: { item: Schema<'ReviewItem'> }) {
  const status = submissionStatusLabel(item.status);
  return (
    <List.Item>
      <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>{submissionKindLabel(item.kind)}</Typography.Text>
          <Tag color={status.color}>{status.label}</Tag>
        </Flex>
        <Typography.Text type="secondary">提交时间：{text(item.createTime)}</Typography.Text>
        <Typography.Text type="secondary">审核时间：{text(item.reviewTime)}</Typography.Text>
        <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>审核意见：{text(item.reviewNote)}</Typography.Paragraph>
      </Flex>
    </List.Item>
  );
}

function Certifications({ companyId }: { companyId: Id }) {
  const [pageNum, setPageNum] = useState(1);
  const history = useCompanyCertifications(companyId, pageNum);
  return (
    <QueryView
      query={history}
      isEmpty={(page) => page.total === 0}
      empty={<EmptyState description="暂无认证记录" />}
      loading={<LoadingState rows={3} />}
    >
      {(page) => (
        <>
          <List<Schema<'ReviewItem'>>
            dataSource={page.rows}
            rowKey="id"
            loading={history.isFetching}
            renderItem={(item) => <Submission item={item} />}
          />
          {page.total > COMPANY_DETAIL_PAGE_SIZE ? (
            <Flex justify="flex-end" style={{ marginTop: 12 }}>
              <Pagination
                size="small"
                current={pageNum}
                pageSize={COMPANY_DETAIL_PAGE_SIZE}
                total={page.total}
                showSizeChanger={false}
                showTotal={(total) => `共 ${total} 条`}
                onChange={setPageNum}
              />
            </Flex>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

function Detail({ companyId }: { companyId: Id }) {
  const company = useCompany(companyId);
  return (
    <>
      <Section title="企业信息" testId="company-facts">
        <QueryView query={company} loading={<LoadingState rows={6} />}>
          {(facts) => <Facts company={facts} />}
        </QueryView>
      </Section>
      <Section title="企业成员" testId="company-members">
        <Members companyId={companyId} />
      </Section>
      <Section title="认证记录" testId="company-certifications">
        <Certifications companyId={companyId} />
      </Section>
    </>
  );
}

export interface CompanyDetailDrawerProps {
  /** The company opened from the list; none while the drawer is closed. */
  company: Schema<'CompanyView'> | undefined;
  onClose(): void;
}

export function CompanyDetailDrawer({ company, onClose }: CompanyDetailDrawerProps) {
  // Under 768 px (antd's md) the drawer takes the whole width.
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Drawer title="企业详情" open={company !== undefined} onClose={onClose} size={narrow ? '100%' : 720} destroyOnHidden>
      {company ? <Detail key={String(company.id)} companyId={company.id} /> : null}
    </Drawer>
  );
}
