/** 企业列表 (platform operators): every company on the platform, paged. */
import { useState } from 'react';
import { Input, Table, Tag, type TableColumnsType } from 'antd';
import {
  companyCertifiedLabel,
  maskMobile,
  reviewStatusLabel,
  useCompanyPage,
  type Company,
} from '@platform/sdk';
import { EmptyState, ErrorState, PageCard, PageHeader } from '@platform/sdk/ui';

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<Company> = [
  { title: '企业名称', dataIndex: 'companyName', fixed: 'left', width: 200 },
  { title: '企业码', dataIndex: 'companyCode', width: 120, render: (value?: string | null) => value || '—' },
  { title: '统一社会信用代码', dataIndex: 'socialCode', width: 190, render: (value?: string | null) => value || '—' },
  { title: '联系人', dataIndex: 'linkman', width: 100, render: (value?: string | null) => value || '—' },
  { title: '联系电话', dataIndex: 'mobile', width: 130, render: (value?: string | null) => maskMobile(value) || '—' },
  {
    title: '审核状态',
    dataIndex: 'reviewStatus',
    width: 110,
    render: (_, company) => {
      const review = reviewStatusLabel(company.reviewStatus, company.reviewStatusName);
      return <Tag color={review.color}>{review.label}</Tag>;
    },
  },
  {
    title: '认证',
    dataIndex: 'certificated',
    width: 90,
    render: (_, company) => {
      const certified = companyCertifiedLabel(company.certificated);
      return <Tag color={certified.color}>{certified.label}</Tag>;
    },
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170 },
];

export default function Companies() {
  const [pageNum, setPageNum] = useState(1);
  const [companyName, setCompanyName] = useState('');
  const companies = useCompanyPage({ pageNum, pageSize: PAGE_SIZE, companyName });

  const search = (value: string) => {
    setCompanyName(value.trim());
    setPageNum(1);
  };

  return (
    <>
      <PageHeader title="企业列表" description="平台上的全部企业" />
      <PageCard
        title="企业"
        extra={
          <Input.Search placeholder="按企业名称搜索" allowClear maxLength={50} onSearch={search} style={{ width: 240 }} />
        }
      >
        {companies.isError ? (
          <ErrorState error={companies.error} onRetry={() => void companies.refetch()} retrying={companies.isFetching} />
        ) : (
          <Table<Company>
            rowKey="id"
            columns={COLUMNS}
            dataSource={companies.data?.rows ?? []}
            loading={companies.isFetching}
            scroll={{ x: 1110, y: 600 }}
            locale={{ emptyText: <EmptyState description={companyName ? '没有找到该名称的企业' : '暂无数据'} /> }}
            pagination={{
              current: pageNum,
              pageSize: PAGE_SIZE,
              total: companies.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 家企业`,
              onChange: setPageNum,
            }}
          />
        )}
      </PageCard>
    </>
  );
}
