/** 共享专家: the experts of the public site (their phone shows to logged-in visitors only). */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, HtmlEditor, MediaUpload, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type Expert, type ExpertForm } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentExpert;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<Expert> = [
  { title: '照片', dataIndex: 'expertImg', width: 70, render: (src?: string | null) => <Thumb src={src} square /> },
  { title: '专家姓名', dataIndex: 'expertName', width: 120 },
  { title: '简介', dataIndex: 'profile', ellipsis: true },
  { title: '联系人', dataIndex: 'linkName', width: 100, render: (value?: string | null) => value || '—' },
  { title: '联系电话', dataIndex: 'linkPhone', width: 140, render: (value?: string | null) => value || '—' },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

export default function Experts() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="共享专家" description="专家页与解决方案页展示的已发布专家" />
      <ContentList<Expert>
        queryKey={contentKeys.manageKind('expert')}
        noun="专家"
        columns={COLUMNS}
        calls={manageApi.expert}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按专家姓名搜索"
        scrollX={1080}
      />
      <StandardEditor<Expert, ExpertForm, ExpertForm>
        queryKey={contentKeys.manageKind('expert')}
        noun="专家"
        calls={manageApi.expert}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1, professionalSkill: '' }}
        toPayload={(values) => ({ ...values, linkPhone: values.linkPhone || null, linkName: values.linkName || null })}
        width={760}
      >
        <Form.Item name="expertName" label="专家姓名" rules={RULES.expertName}>
          <Input maxLength={fieldMax(FORM, 'expertName')} />
        </Form.Item>
        <Form.Item name="expertImg" label="专家照片" rules={RULES.expertImg}>
          <MediaUpload hint="建议 360×420" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="profile" label="简介" rules={RULES.profile}>
          <Input.TextArea rows={3} maxLength={fieldMax(FORM, 'profile')} showCount />
        </Form.Item>
        <Form.Item name="professionalSkill" label="专业领域" rules={RULES.professionalSkill}>
          <HtmlEditor maxLength={fieldMax(FORM, 'professionalSkill')} rows={8} upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="linkName" label="联系人" rules={RULES.linkName}>
          <Input maxLength={fieldMax(FORM, 'linkName')} />
        </Form.Item>
        <Form.Item name="linkPhone" label="联系电话" rules={RULES.linkPhone} extra="访客看到的号码中间四位隐藏，登录后可见完整号码">
          <Input maxLength={fieldMax(FORM, 'linkPhone')} />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
