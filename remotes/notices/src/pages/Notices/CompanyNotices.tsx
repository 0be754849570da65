/**
 * 公司公告与快讯: drafts and published items; 发布 stamps the publication time,
 * 撤回 takes an item back, 停用 hides it without unpublishing.
 */
import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type CompanyNoticeType, type Schema } from '@platform/sdk';
import { EditorDrawer, HtmlEditor, ListPage, MediaUpload, SwitchAction, type ListFilter } from '@platform/sdk/ui';
import { companyNoticeApi } from '../../api';
import { noticeKeys, useRefresh } from '../../api/queries';

type CompanyNotice = Schema<'CompanyNotice'>;
type CompanyNoticeForm = Schema<'CompanyNoticeForm'>;

const FORM = FORMS.contentCompanyNotice;
const RULES = formRules(FORM);
const KIND = 'companyNotice';

const TYPES: Array<{ label: string; value: CompanyNoticeType }> = [
  { label: '公司公告', value: 'companyNotice' },
  { label: '公司快讯', value: 'companyExpress' },
];

const FILTERS: ListFilter[] = [
  { name: 'title', type: 'search', placeholder: '按公告标题搜索' },
  { name: 'noticeType', type: 'select', label: '公告类型', options: [{ label: '全部类型', value: '' }, ...TYPES], width: 140 },
];

function Editor({ editing, onClose }: { editing: CompanyNotice | 'new' | undefined; onClose(): void }) {
  const refresh = useRefresh(KIND);
  const row = editing === 'new' ? undefined : editing;
  const initialValues: Partial<CompanyNoticeForm> | undefined =
    editing === undefined
      ? undefined
      : row
        ? { noticeType: row.noticeType, title: row.title, msgText: row.msgText, coverImg: row.coverImg, issueStatus: row.issueStatus }
        : { noticeType: 'companyExpress', msgText: '', issueStatus: 0 };

  const submit = async (values: CompanyNoticeForm) => {
    const payload = { ...values, coverImg: values.coverImg || null, issueStatus: row?.issueStatus ?? 0 };
    if (row) await companyNoticeApi.update({ ...payload, id: row.id });
    else await companyNoticeApi.save(payload);
    refresh();
  };

  return (
    <EditorDrawer<CompanyNoticeForm>
      title={row ? '编辑公告' : '新增公告'}
      open={editing !== undefined}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      successText={row ? '修改成功' : '新增成功'}
      width={820}
    >
      <Form.Item name="noticeType" label="公告类型" rules={RULES.noticeType}>
        <Select options={TYPES} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="title" label="公告标题" rules={RULES.title}>
        <Input maxLength={fieldMax(FORM, 'title')} />
      </Form.Item>
      <Form.Item name="coverImg" label="封面" rules={RULES.coverImg} extra="公司快讯建议上传封面">
        <MediaUpload upload={companyNoticeApi.upload} />
      </Form.Item>
      <Form.Item name="msgText" label="公告内容" rules={RULES.msgText}>
        <HtmlEditor maxLength={fieldMax(FORM, 'msgText')} rows={12} upload={companyNoticeApi.upload} />
      </Form.Item>
    </EditorDrawer>
  );
}

export function CompanyNotices() {
  const refresh = useRefresh(KIND);
  const [editing, setEditing] = useState<CompanyNotice | 'new'>();

  const columns: TableColumnsType<CompanyNotice> = [
    { title: '公告标题', dataIndex: 'title' },
    { title: '类型', dataIndex: 'noticeTypeName', width: 110 },
    {
      title: '发布',
      dataIndex: 'issueStatus',
      width: 100,
      render: (value: number) => (value === 1 ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
    },
    { title: '启用', dataIndex: 'status', width: 90, render: (value: number) => (value === 1 ? '启用' : <Tag color="orange">停用</Tag>) },
    { title: '发布时间', dataIndex: 'auditTime', width: 180, render: (value?: string | null) => value || '—' },
  ];

  return (
    <ListPage<CompanyNotice>
      queryKey={noticeKeys.managePages(KIND)}
      load={companyNoticeApi.page}
      columns={columns}
      actions={{
        width: 260,
        fixed: true,
        render: (row, list) => (
          <Space size={4} wrap>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
            <SwitchAction
              row={row}
              list={list}
              on={row.issueStatus === 1}
              labels={['撤回', '发布']}
              done={['撤回成功', '发布成功']}
              change={() => companyNoticeApi.setIssue(row.id, row.issueStatus === 1 ? 0 : 1)}
            />
            <SwitchAction
              row={row}
              list={list}
              on={row.status === 1}
              labels={['停用', '启用']}
              done={['停用成功', '启用成功']}
              change={() => companyNoticeApi.changeStatus(row.id, row.status === 1 ? 0 : 1)}
            />
            <Button type="link" size="small" danger onClick={() => list.confirmDelete(() => companyNoticeApi.remove(row.id), '删除成功')}>
              删除
            </Button>
          </Space>
        ),
      }}
      filters={FILTERS}
      scroll={{ x: 1000, y: 600 }}
      card={{
        title: '公司公告与快讯',
        extra: (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增公告
          </Button>
        ),
      }}
      onChanged={refresh}
    >
      <Editor editing={editing} onClose={() => setEditing(undefined)} />
    </ListPage>
  );
}
