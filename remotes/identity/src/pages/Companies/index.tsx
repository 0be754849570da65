/** 企业列表 (platform operators): every company on the platform, paged, searched by name and review state; 详情 opens one company's facts, members and certification history; 导出Excel downloads what the search finds. */
import { useState } from 'react';
import { Button, Grid, Input, Select, Tag, type TableColumnsType } from 'antd';
import { companyCertifiedLabel, maskMobile, reviewStatusLabel, type Query, type Schema } from '@platform/sdk';
import { ExportButton, ListPage, PageHeader } from '@platform/sdk/ui';
import { companyListApi } from '../../api';
import { identityKeys } from '../../api/queries';
import { CompanyDetailDrawer } from './CompanyDetailDrawer';

type Company = Schema<'CompanyView'>;
type CompanyQuery = Query<'get', '/ptd-user/resource/company/page'>;
type CompanyFilters = Query<'get', '/ptd-user/resource/company/export'>;

/** The review states under the names the server gives them in the 审核状态 column; '' is all. */
const REVIEW_OPTIONS = [
  { label: '全部状态', value: '' },
  { label: '未认证', value: 0 },
  { label: '审核中', value: 1 },
  { label: '已认证', value: 2 },
  { label: '已驳回', value: 3 },
];

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
  const [opened, setOpened] = useState<Company>();
  const [companyName, setCompanyName] = useState('');
  const [reviewStatus, setReviewStatus] = useState<number | ''>('');
  // A phone's card head has no room for three controls beside its title: they go above the cards, wrapping.
  const narrow = Grid.useBreakpoint().md === false;

  // The list and its export take the same filters: they are kept here rather than inside the list.
  const filters: CompanyFilters = { companyName: companyName || undefined, reviewStatus: reviewStatus === '' ? undefined : reviewStatus };

  return (
    <>
      <PageHeader title="企业列表" description="平台上的全部企业" />
      <ListPage<Company, CompanyQuery>
        queryKey={identityKeys.companyPages}
        load={companyListApi.page}
        query={filters}
        columns={COLUMNS}
        actions={{
          width: 80,
          fixed: true,
          render: (company) => (
            <Button type="link" size="small" aria-label={`查看详情 ${company.companyName}`} onClick={() => setOpened(company)}>
              详情
            </Button>
          ),
        }}
        extraFilters={
          <>
            <Input.Search
              placeholder="按企业名称搜索"
              allowClear
              maxLength={50}
              onSearch={(value) => setCompanyName(value.trim())}
              style={{ width: 240 }}
            />
            <Select value={reviewStatus} onChange={setReviewStatus} options={REVIEW_OPTIONS} aria-label="审核状态" style={{ width: 130 }} />
            <ExportButton fileName="企业列表.xlsx" download={(onProgress) => companyListApi.export(filters, onProgress)} />
          </>
        }
        card={{ title: '企业' }}
        filtersInCard={!narrow}
        scroll={{ x: 1190, y: 600 }}
        totalText={(total) => `共 ${total} 家企业`}
        emptyText={(query) => {
          if (query.companyName) return '没有找到该名称的企业';
          return query.reviewStatus === undefined ? '暂无数据' : '没有符合条件的企业';
        }}
      />
      <CompanyDetailDrawer company={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
