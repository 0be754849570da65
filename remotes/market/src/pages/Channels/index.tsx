/** 栏目管理: the channels of the public top navigation. */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type ChannelAdmin, type ChannelForm } from '../../api';
import { contentKeys } from '../../api/queries';

const FORM = FORMS.contentChannel;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<ChannelAdmin> = [
  { title: '栏目名称', dataIndex: 'name', width: 160 },
  { title: '栏目地址', dataIndex: 'path', width: 240 },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
  { title: '创建时间', dataIndex: 'createTime', width: 180 },
];

export default function Channels() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="栏目管理" description="网站顶部导航的栏目，按排序从左到右展示" />
      <ContentList<ChannelAdmin>
        queryKey={contentKeys.manageKind('channel')}
        noun="栏目"
        columns={COLUMNS}
        calls={manageApi.channel}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按栏目名称搜索"
      />
      <StandardEditor<ChannelAdmin, ChannelForm, ChannelForm>
        queryKey={contentKeys.manageKind('channel')}
        noun="栏目"
        calls={manageApi.channel}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1 }}
      >
        <Form.Item name="name" label="栏目名称" rules={RULES.name}>
          <Input placeholder="如：产品市场" maxLength={fieldMax(FORM, 'name')} />
        </Form.Item>
        <Form.Item name="path" label="栏目地址" rules={RULES.path} extra="网站内的页面（如 /product）或以 http(s):// 开头的外部地址">
          <Input placeholder="/product" maxLength={fieldMax(FORM, 'path')} />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
