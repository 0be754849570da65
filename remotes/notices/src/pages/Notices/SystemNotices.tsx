/** 系统公告: notices every user reads (/noticeDetail?type=systemNotice). */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, HtmlEditor, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { companyNoticeApi, systemNoticeApi, type SystemNotice, type SystemNoticeForm } from '../../api';
import { noticeKeys } from '../../api/queries';

const FORM = FORMS.contentSystemNotice;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<SystemNotice> = [
  { title: '公告标题', dataIndex: 'title' },
  { title: '发布时间', dataIndex: 'auditTime', width: 180 },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

export function SystemNotices() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <ContentList<SystemNotice>
        queryKey={noticeKeys.manageKind('systemNotice')}
        noun="系统公告"
        columns={COLUMNS}
        calls={systemNoticeApi}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按公告标题搜索"
      />
      <StandardEditor<SystemNotice, SystemNoticeForm, SystemNoticeForm>
        queryKey={noticeKeys.manageKind('systemNotice')}
        noun="系统公告"
        calls={systemNoticeApi}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1, msgText: '' }}
        width={820}
      >
        <Form.Item name="title" label="公告标题" rules={RULES.title}>
          <Input maxLength={fieldMax(FORM, 'title')} />
        </Form.Item>
        <Form.Item name="msgText" label="公告内容" rules={RULES.msgText}>
          <HtmlEditor maxLength={fieldMax(FORM, 'msgText')} rows={12} upload={companyNoticeApi.upload} />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
