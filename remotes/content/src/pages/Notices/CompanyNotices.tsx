/**
 * 公司公告与快讯: drafts and published items; 发布 stamps the publication time,
 * 撤回 takes an item back, 停用 hides it without unpublishing.
 */
import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Form, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import {
  companyNoticeApi,
  fieldMax,
  FORMS,
  formRules,
  notify,
  useCompanyNoticePage,
  type CompanyNotice,
  type CompanyNoticeForm,
  type CompanyNoticeType,
  type Id,
} from '@platform/sdk';
import { EmptyState, ErrorState, PageCard } from '@platform/sdk/ui';
import { EditorDrawer } from '../../components/EditorDrawer';
import { HtmlEditor } from '../../components/HtmlEditor';
import { MediaUpload } from '../../components/MediaUpload';
import { useRefresh } from '../../components/useRefresh';

const FORM = FORMS.contentCompanyNotice;
const RULES = formRules(FORM);
const PAGE_SIZE = 10;
const KIND = 'companyNotice';

const TYPES: Array<{ label: string; value: CompanyNoticeType }> = [
  { label: '公司公告', value: 'companyNotice' },
  { label: '公司快讯', value: 'companyExpress' },
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
        <MediaUpload />
      </Form.Item>
      <Form.Item name="msgText" label="公告内容" rules={RULES.msgText}>
        <HtmlEditor maxLength={fieldMax(FORM, 'msgText')} rows={12} />
      </Form.Item>
    </EditorDrawer>
  );
}

export function CompanyNotices() {
  const [pageNum, setPageNum] = useState(1);
  const [title, setTitle] = useState('');
  const [noticeType, setNoticeType] = useState<CompanyNoticeType | ''>('');
  const page = useCompanyNoticePage({ pageNum, pageSize: PAGE_SIZE, title, noticeType: noticeType || undefined });
  const refresh = useRefresh(KIND);
  const [editing, setEditing] = useState<CompanyNotice | 'new'>();
  const [busy, setBusy] = useState<Id>();
  // On a phone a pinned column would cover the others: the table just scrolls.
  const narrow = !Grid.useBreakpoint().md;

  const run = async (id: Id, action: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await action();
      notify.success(done);
      refresh();
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(undefined);
    }
  };

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
    {
      title: '操作',
      key: 'actions',
      fixed: narrow ? undefined : 'right',
      width: 260,
      render: (_, row) => (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            loading={busy === row.id}
            onClick={() =>
              void run(row.id, () => companyNoticeApi.setIssue(row.id, row.issueStatus === 1 ? 0 : 1), row.issueStatus === 1 ? '撤回成功' : '发布成功')
            }
          >
            {row.issueStatus === 1 ? '撤回' : '发布'}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() =>
              void run(row.id, () => companyNoticeApi.changeStatus(row.id, row.status === 1 ? 0 : 1), row.status === 1 ? '停用成功' : '启用成功')
            }
          >
            {row.status === 1 ? '停用' : '启用'}
          </Button>
          <Popconfirm
            title="确定要删除么?"
            okText="确定"
            cancelText="取消"
            onConfirm={() => run(row.id, () => companyNoticeApi.remove(row.id), '删除成功')}
            onCancel={() => notify.info('已取消删除')}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="公司公告与快讯"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增公告
        </Button>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="按公告标题搜索"
          allowClear
          maxLength={50}
          onSearch={(value) => {
            setTitle(value.trim());
            setPageNum(1);
          }}
          style={{ width: 240 }}
        />
        <Select
          value={noticeType}
          onChange={(value) => {
            setNoticeType(value);
            setPageNum(1);
          }}
          options={[{ label: '全部类型', value: '' }, ...TYPES]}
          style={{ width: 140 }}
          aria-label="公告类型"
        />
      </Flex>
      {page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : (
        <Table<CompanyNotice>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.rows ?? []}
          loading={page.isFetching}
          scroll={{ x: 1000, y: 600 }}
          locale={{ emptyText: <EmptyState /> }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPageNum,
          }}
        />
      )}
      <Editor editing={editing} onClose={() => setEditing(undefined)} />
    </PageCard>
  );
}
