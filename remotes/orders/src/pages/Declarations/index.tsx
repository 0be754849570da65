/**
 * 产品申报 (/operation/declarations): platform operators go through every
 * company's product declarations and move each one's follow status
 * (待跟进, 跟进中, 已完成, 已关闭).
 */
import { useState } from 'react';
import { Select, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Query, type Schema } from '@platform/sdk';
import { ListScreen } from '@platform/sdk/ui';
import { declareApi } from '../../api';
import { orderKeys, useEnumDict } from '../../api/queries';

/** EnumFollowProgress, until the dictionary has loaded. */
const FOLLOW_PROGRESS = [
  { value: '0', label: '待跟进' },
  { value: '1', label: '跟进中' },
  { value: '2', label: '已完成' },
  { value: '3', label: '已关闭' },
];

type Declaration = Schema<'Declaration'>;

const COLUMNS: TableColumnsType<Declaration> = [
  { title: '产品名称', dataIndex: 'productName' },
  { title: '企业名称', dataIndex: 'companyName', responsive: ['sm'] },
  {
    title: '平台类型',
    dataIndex: 'platformTypeName',
    width: 140,
    responsive: ['lg'],
    render: (value: string | null | undefined, row) => value || row.platformType || '—',
  },
  { title: '联系人', dataIndex: 'contactPerson', width: 100, responsive: ['md'], render: (value?: string | null) => value || '—' },
  { title: '联系电话', dataIndex: 'contactNumber', width: 130, responsive: ['md'], render: (value?: string | null) => value || '—' },
  { title: '申报时间', dataIndex: 'createTime', width: 170, responsive: ['lg'] },
];

type Step = (typeof FOLLOW_PROGRESS)[number];

/** The follow status of a row, changed in place: PUT followStatus, 修改成功, the list read again. */
function FollowSelect({ row, steps }: { row: Declaration; steps: Step[] }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const change = async (followStatus: number) => {
    setSaving(true);
    try {
      // The server answers 修改成功 (its document gives the text as the reply's description only).
      await declareApi.follow({ id: row.id, followStatus });
      notify.success('修改成功');
      await queryClient.invalidateQueries({ queryKey: orderKeys.declarations });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select
      size="small"
      aria-label={`${row.productName}的跟进状态`}
      value={row.followStatus}
      loading={saving}
      disabled={saving}
      style={{ width: 104 }}
      options={steps.map((step) => ({ label: step.label, value: Number(step.value) }))}
      onChange={(followStatus: number) => void change(followStatus)}
    />
  );
}

export default function Declarations() {
  const progress = useEnumDict('EnumFollowProgress');
  const steps = progress.data ?? FOLLOW_PROGRESS;
  const columns: TableColumnsType<Declaration> = [
    ...COLUMNS,
    { title: '跟进状态', key: 'followStatus', width: 130, render: (_, row) => <FollowSelect row={row} steps={steps} /> },
  ];

  return (
    <ListScreen<Declaration, Query<'get', '/ptd-industry/manage/productDeclare/page'>>
      page={{ title: '产品申报', description: '企业提交的产品申报；与企业联系后请及时更新跟进状态' }}
      queryKey={orderKeys.declarations}
      load={declareApi.managePage}
      columns={columns}
      filters={[
        {
          name: 'followStatus',
          type: 'select',
          label: '跟进状态',
          options: [{ label: '全部状态', value: '' }, ...steps.map((step) => ({ label: step.label, value: Number(step.value) }))],
        },
      ]}
      emptyText={() => '暂无产品申报'}
    />
  );
}
