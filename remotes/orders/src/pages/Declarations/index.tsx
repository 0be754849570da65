/**
 * 产品申报 (/operation/declarations): platform operators go through every
 * company's product declarations, read one whole (详情: the app and version
 * applied for, referrer, address, main products, remark) and move its follow
 * status (待跟进, 跟进中, 已完成, 已关闭) with a note of what was agreed.
 */
import { useState } from 'react';
import { Button, Descriptions, Form, Input, Select, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { fieldMax, FORMS, formRules, notify, type Query, type Schema } from '@platform/sdk';
import { FormDrawer, ListScreen } from '@platform/sdk/ui';
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

/** The follow-up's rules, the server's own (forms/declaration-follow.json). */
const FOLLOW_RULES = formRules(FORMS.declarationFollow);
const NOTE_MAX = fieldMax(FORMS.declarationFollow, 'followNote');

interface FollowValues {
  followStatus: number;
  followNote?: string;
}

/** A text of the declaration's snapshot of the app applied for (objectJson), if it has one. */
function applied(row: Declaration, key: 'applicationName' | 'versionName'): string | undefined {
  try {
    const value = row.objectJson ? (JSON.parse(row.objectJson) as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** 详情: the whole declaration, and its follow-up (status and note) saved in one go. */
function DeclarationDrawer({ row, steps, onClose, onSaved }: { row?: Declaration; steps: Step[]; onClose(): void; onSaved(): void }) {
  const item = (label: string, value?: string | null) => ({ key: label, label, children: value || '—' });
  return (
    <FormDrawer<FollowValues>
      open={!!row}
      title="产品申报详情"
      name="declaration-follow"
      width={520}
      initialValues={row ? { followStatus: row.followStatus, followNote: row.followNote ?? undefined } : undefined}
      onClose={onClose}
      onSaved={onSaved}
      save={async (values) => {
        if (!row) return;
        await declareApi.follow({ id: row.id, followStatus: values.followStatus, followNote: values.followNote?.trim() || undefined });
        return '修改成功';
      }}
      intro={
        row ? (
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginBottom: 16 }}
            items={[
              item('产品名称', row.productName),
              item('企业名称', row.companyName),
              item('平台类型', row.platformTypeName || row.platformType),
              item('申请应用', applied(row, 'applicationName') ?? row.applicationType),
              item('申请版本', applied(row, 'versionName')),
              item('推荐人', row.reference),
              item('联系人', row.contactPerson),
              item('联系电话', row.contactNumber),
              item('联系地址', row.contactAddress),
              item('主营产品', row.mainProduct),
              item('申请备注', row.applyRemark),
              item('申报时间', row.createTime),
              item('上次跟进', row.followTime),
            ]}
          />
        ) : null
      }
    >
      <Form.Item name="followStatus" label="跟进状态" rules={FOLLOW_RULES.followStatus}>
        <Select options={steps.map((step) => ({ label: step.label, value: Number(step.value) }))} />
      </Form.Item>
      <Form.Item name="followNote" label="跟进记录" rules={FOLLOW_RULES.followNote}>
        <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount placeholder="与企业沟通的结果、约定的下一步或关闭原因" />
      </Form.Item>
    </FormDrawer>
  );
}

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
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Declaration>();
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
      actions={{
        width: 90,
        render: (row) => (
          <Button type="link" size="small" onClick={() => setOpened(row)}>
            详情
          </Button>
        ),
      }}
      emptyText={() => '暂无产品申报'}
    >
      <DeclarationDrawer
        row={opened}
        steps={steps}
        onClose={() => setOpened(undefined)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: orderKeys.declarations })}
      />
    </ListScreen>
  );
}
