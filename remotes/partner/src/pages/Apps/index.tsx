/**
 * 应用接入 (/partnerCenter/apps, partners): the partner's apps with their
 * state. 新增应用 registers one (its appKey and appSecret are shown once);
 * each row has 详情 (fields, versions, launch rule, usage), 编辑 and
 * 提交审核 (draft, rejected or offline), 测试启动 (opens it as a company's
 * user would, in a new tab), 启动规则 (picks a .wasm rule and uploads it),
 * 下架 (published) and 重置密钥, the last two asked first.
 */
import { useState } from 'react';
import { App, Button, Dropdown, Flex, Grid, Modal, Typography, type TableColumnsType } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Id, type Query, type Schema } from '@platform/sdk';
import { type ListContext, ListScreen, SecretModal, type ShownSecret } from '@platform/sdk/ui';
import { appApi } from '../../api';
import { partnerKeys } from '../../api/queries';
import { AppDetailDrawer, AppName } from '../../components/AppDetailDrawer';
import { AppFormDrawer } from '../../components/AppFormDrawer';
import { launchable } from '../../components/rules';
import { useRuleUpload } from '../../components/useRuleUpload';
import { APP_STATUS, APP_STATUS_OPTIONS, AppStatusTag, feeName, isEditable, launchModeName } from '../../components/status';

export const APP_TEXTS = {
  offlineConfirm: '下架后新企业将无法购买或添加该应用，已开通的企业在到期前仍可使用。确定下架吗？',
  rotateConfirm: '重置后旧密钥立即失效，确定重置吗？',
} as const;

type PartnerApp = Schema<'PartnerApp'>;

const COLUMNS: TableColumnsType<PartnerApp> = [
  { title: '应用', key: 'app', render: (_, app) => <AppName app={app} /> },
  { title: '分类', dataIndex: 'categoryName', width: 120, responsive: ['md'], render: (name: string) => name || '—' },
  { title: '启动方式', dataIndex: 'internal', width: 100, responsive: ['lg'], render: launchModeName },
  { title: '收费', dataIndex: 'isFree', width: 70, responsive: ['sm'], render: feeName },
  {
    title: '状态',
    dataIndex: 'status',
    width: 170,
    render: (status: number, app) => <AppStatusTag status={status} name={app.statusName} reason={app.reason} rulePending={app.rulePending} />,
  },
  { title: '更新时间', dataIndex: 'updateTime', width: 170, responsive: ['lg'], render: (time?: string | null) => time || '—' },
];

interface RowHandlers {
  detail(app: PartnerApp): void;
  edit(app: PartnerApp): void;
  testLaunch(app: PartnerApp): void;
  launching: Id | undefined;
  plugin(app: PartnerApp): void;
  /** The app whose rule is being uploaded. */
  uploadingRule: Id | undefined;
  rotate(app: PartnerApp): void;
}

function Actions({ app, list, narrow, on }: { app: PartnerApp; list: ListContext<PartnerApp>; narrow: boolean; on: RowHandlers }) {
  const { modal } = App.useApp();
  const editable = isEditable(app.status);
  const published = app.status === APP_STATUS.published;

  const offline = () =>
    modal.confirm({
      title: '提示',
      content: APP_TEXTS.offlineConfirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => list.run(app, () => appApi.offline(app.id), '下架成功'),
    });

  const more = [
    { key: 'plugin', label: '启动规则', run: () => on.plugin(app) },
    ...(published ? [{ key: 'offline', label: '下架', danger: true, run: offline }] : []),
    { key: 'rotate', label: '重置密钥', danger: true, run: () => on.rotate(app) },
  ];

  return (
    <Flex gap={4} wrap>
      <Button type="link" size="small" onClick={() => on.detail(app)}>
        详情
      </Button>
      {editable ? (
        <Button type="link" size="small" onClick={() => on.edit(app)}>
          编辑
        </Button>
      ) : null}
      <Button type="link" size="small" loading={on.launching === app.id} onClick={() => on.testLaunch(app)}>
        测试启动
      </Button>
      {editable ? (
        <Button type="link" size="small" loading={list.busy(app)} onClick={() => void list.run(app, () => appApi.submit(app.id), '提交成功')}>
          提交审核
        </Button>
      ) : null}
      {narrow ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map(({ key, label, danger }) => ({ key, label, danger })),
            onClick: ({ key }) => more.find((item) => item.key === key)?.run(),
          }}
        >
          <Button type="link" size="small" loading={(published && list.busy(app)) || on.uploadingRule === app.id}>
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        more.map(({ key, label, danger, run }) => (
          <Button
            key={key}
            type="link"
            size="small"
            danger={danger}
            loading={(key === 'offline' && list.busy(app)) || (key === 'plugin' && on.uploadingRule === app.id)}
            onClick={run}
          >
            {label}
          </Button>
        ))
      )}
    </Flex>
  );
}

export default function Apps() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = Grid.useBreakpoint().md === false;
  const [detail, setDetail] = useState<Id>();
  const [editor, setEditor] = useState<{ open: boolean; app?: PartnerApp }>({ open: false });
  const [secret, setSecret] = useState<ShownSecret>();
  const [launching, setLaunching] = useState<Id>();
  const [blocked, setBlocked] = useState<{ name: string; url: string }>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.apps });
  const rule = useRuleUpload(() => void refresh());

  const testLaunch = async (app: PartnerApp) => {
    if (launching !== undefined) return;
    setLaunching(app.id);
    try {
      const { url } = await appApi.testLaunch(app.id);
      if (!launchable(url)) {
        notify.error('应用的启动地址无效，请检查服务地址');
        return;
      }
      const tab = window.open(url, '_blank');
      if (tab) tab.opener = null;
      else setBlocked({ name: app.name, url });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setLaunching(undefined);
    }
  };

  const rotate = (app: PartnerApp) =>
    modal.confirm({
      title: '提示',
      content: APP_TEXTS.rotateConfirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { appSecret } = await appApi.rotateSecret(app.id);
          notify.success('重置成功');
          setSecret({ title: `新的应用密钥 · ${app.name}`, appKey: app.appKey, appSecret });
        } catch {
          // The API client has shown the server's reason.
        }
      },
    });

  const handlers: RowHandlers = {
    detail: (app) => setDetail(app.id),
    edit: (app) => setEditor({ open: true, app }),
    testLaunch: (app) => void testLaunch(app),
    launching,
    plugin: rule.pick,
    uploadingRule: rule.uploading,
    rotate,
  };

  return (
    <ListScreen<PartnerApp, Query<'get', '/ptd-open-platform/partner/app/page'>>
      page={{
        title: '应用接入',
        description: '登记应用并提交审核，审核通过后应用上架到平台市场；应用密钥仅在创建或重置时显示一次',
        extra: (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true })}>
            新增应用
          </Button>
        ),
      }}
      queryKey={partnerKeys.appPages}
      load={appApi.page}
      columns={COLUMNS}
      onChanged={() => void refresh()}
      filters={[{ name: 'status', type: 'select', label: '状态', options: APP_STATUS_OPTIONS }]}
      actions={{
        width: narrow ? 230 : 420,
        fixed: true,
        render: (app, list) => <Actions app={app} list={list} narrow={narrow} on={handlers} />,
      }}
      emptyText={(query) => (query.status !== undefined ? '没有符合条件的应用' : '暂无应用，点击「新增应用」接入第一个应用')}
    >
      <AppDetailDrawer id={detail} withStats onClose={() => setDetail(undefined)} />
      <AppFormDrawer
        open={editor.open}
        app={editor.app}
        onClose={() => setEditor({ open: false })}
        onSaved={() => void refresh()}
        onRegistered={(keys) => setSecret({ title: '应用已创建', appKey: keys.appKey, appSecret: keys.appSecret })}
      />
      {rule.input}
      <SecretModal shown={secret} onClose={() => setSecret(undefined)} />
      <Modal title="测试启动" open={blocked !== undefined} onCancel={() => setBlocked(undefined)} footer={null} destroyOnHidden>
        {blocked ? (
          <Typography.Paragraph>
            浏览器阻止了新窗口，请点击链接打开应用：
            <a href={blocked.url} target="_blank" rel="noopener noreferrer" onClick={() => setBlocked(undefined)}>
              打开{blocked.name}
            </a>
          </Typography.Paragraph>
        ) : null}
      </Modal>
    </ListScreen>
  );
}
