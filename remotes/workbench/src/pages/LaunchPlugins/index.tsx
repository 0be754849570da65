/**
 * 应用启动规则 (/operation/launchPlugins): the apps a launch rule can be
 * attached to, each with its enabled version or 内置规则. Choosing an app
 * shows its versions (newest first) with 启用 (enabling an older one is the
 * rollback), 停用 (asked first: the app opens by its built-in rule again) and
 * 上传新版本: a .wasm file with the permissions it may use, checked by the
 * server, whose refusal is shown as it comes.
 */
import { useEffect, useRef, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Flex, Form, Tag, Typography, Upload, type TableColumnsType, type UploadFile } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@platform/sdk';
import { FormModal, ListPage, PageCard, PageHeader } from '@platform/sdk/ui';
import { launchPluginApi } from '../../api';
import { workbenchKeys } from '../../api/queries';

/** An app a launch rule can be attached to, with its enabled version (none: the built-in rule). */
type PluginApp = Schema<'PluginApp'>;
/** A version of an app's launch rule: its sha256, granted permissions (log, sign) and size in bytes. */
type LaunchPlugin = Schema<'LaunchPlugin'>;

/** The host functions a plugin may be granted (plugins/README.md). */
const PERMISSIONS = [
  { value: 'log', label: '写日志' },
  { value: 'sign', label: '签名' },
];
const PERMISSION_LABEL: Record<string, string> = Object.fromEntries(PERMISSIONS.map((p) => [p.value, p.label]));
/** The server's limit on a module. */
const MAX_BYTES = 1024 * 1024;

function sizeText(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function RuleTag({ version }: { version?: number | null }) {
  return version ? <Tag color="processing">版本 {version}</Tag> : <Tag>内置规则</Tag>;
}

const APP_COLUMNS: TableColumnsType<PluginApp> = [
  {
    title: '应用',
    dataIndex: 'name',
    render: (name: string, row) => (
      <div style={{ minWidth: 0 }}>
        <div>{name}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.appKey}
        </Typography.Text>
      </div>
    ),
  },
  { title: '所属产品', dataIndex: 'productName', responsive: ['md'] },
  { title: '当前规则', dataIndex: 'enabledVersion', width: 110, render: (version?: number | null) => <RuleTag version={version} /> },
  { title: '版本数', dataIndex: 'versions', width: 80, responsive: ['sm'] },
];

const VERSION_COLUMNS: TableColumnsType<LaunchPlugin> = [
  { title: '版本', dataIndex: 'version', width: 70, render: (version: number) => `v${version}` },
  {
    title: 'SHA-256',
    dataIndex: 'sha256',
    width: 130,
    responsive: ['sm'],
    render: (sha: string) => (
      <Typography.Text code title={sha}>
        {sha.slice(0, 12)}
      </Typography.Text>
    ),
  },
  {
    title: '权限',
    dataIndex: 'permissions',
    render: (permissions: string[]) =>
      permissions.length ? (
        <Flex gap={4} wrap>
          {permissions.map((p) => (
            <Tag key={p}>{PERMISSION_LABEL[p] ?? p}</Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">无</Typography.Text>
      ),
  },
  { title: '大小', dataIndex: 'size', width: 90, responsive: ['md'], render: sizeText },
  {
    title: '状态',
    dataIndex: 'enabled',
    width: 90,
    // A partner's version waiting for review is decided in 应用审核 (enabling it here approves it too).
    render: (enabled: boolean, row) => (enabled ? <Tag color="success">已启用</Tag> : row.pending ? <Tag color="gold">待审核</Tag> : <Tag>未启用</Tag>),
  },
  { title: '上传时间', dataIndex: 'createTime', width: 170, responsive: ['lg'], render: (time?: string | null) => time ?? '—' },
];

interface UploadValues {
  file: UploadFile[];
  permissions: string[];
}

/** 上传新版本: the .wasm file and the permissions it is granted, posted as multipart. */
function UploadModal({ app, open, onClose, onSaved }: { app: PluginApp; open: boolean; onClose(): void; onSaved(): void }) {
  return (
    <FormModal<UploadValues>
      title={`上传新版本 · ${app.name}`}
      name="launch-plugin-upload"
      open={open}
      width={520}
      initialValues={{ file: [], permissions: [] }}
      save={async ({ file, permissions }) => {
        const plugin = await launchPluginApi.upload(app.appKey, permissions, file[0].originFileObj as Blob);
        return `上传成功，版本 ${plugin.version}（未启用）`;
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="file"
        label="插件文件"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        extra="WebAssembly 模块（.wasm），不超过1MB；上传后经校验与试运行，以未启用的新版本加入"
        rules={[
          {
            required: true,
            validator: async (_, files?: UploadFile[]) => {
              const file = files?.[0];
              if (!file) throw new Error('请选择插件文件');
              if (!file.name.toLowerCase().endsWith('.wasm')) throw new Error('请选择 .wasm 文件');
              if ((file.size ?? 0) > MAX_BYTES) throw new Error('插件大小不能超过1MB');
            },
          },
        ]}
      >
        <Upload accept=".wasm,application/wasm" maxCount={1} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="permissions" label="授予权限" extra="插件只能使用授予的主机函数；签名（hmac_sha256）以应用密钥签名">
        <Checkbox.Group options={PERMISSIONS} />
      </Form.Item>
    </FormModal>
  );
}

/** The versions of the chosen app's rule. */
function Versions({ app }: { app: PluginApp }) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: workbenchKeys.launchPlugins });

  return (
    <ListPage<LaunchPlugin>
      queryKey={workbenchKeys.launchPluginVersions(app.appKey)}
      load={async () => {
        const rows = await launchPluginApi.versions(app.appKey);
        return { rows, total: rows.length };
      }}
      columns={VERSION_COLUMNS}
      size="middle"
      pageSize={50}
      scroll={{ x: 'max-content' }}
      onChanged={refresh}
      emptyText={() => '暂无上传的规则版本，该应用按内置规则启动'}
      card={{
        title: (
          <span data-testid="plugin-versions-title">
            {app.name} 的规则版本
          </span>
        ),
        extra: (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            上传新版本
          </Button>
        ),
      }}
      actions={{
        width: 90,
        render: (row, list) =>
          row.enabled ? (
            <Button
              type="link"
              size="small"
              danger
              loading={list.busy(row)}
              onClick={() =>
                modal.confirm({
                  title: '提示',
                  content: `确定要停用版本 ${row.version} 吗？停用后该应用按内置规则启动。`,
                  okText: '确定',
                  cancelText: '取消',
                  okButtonProps: { danger: true },
                  onOk: () => list.run(row, () => launchPluginApi.disable(row.id), '停用成功'),
                })
              }
            >
              停用
            </Button>
          ) : (
            <Button type="link" size="small" loading={list.busy(row)} onClick={() => void list.run(row, () => launchPluginApi.enable(row.id), '启用成功')}>
              启用
            </Button>
          ),
      }}
    >
      <UploadModal app={app} open={uploading} onClose={() => setUploading(false)} onSaved={refresh} />
    </ListPage>
  );
}

export default function LaunchPlugins() {
  const [chosen, setChosen] = useState<PluginApp>();
  const chosenKey = chosen?.appKey;
  const versionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (chosenKey) versionsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [chosenKey]);

  return (
    <>
      <PageHeader title="应用启动规则" description="为应用上传 WebAssembly 启动规则；启用的版本决定应用如何打开，未启用任何版本时按内置规则" />
      <PageCard title="应用">
        <ListPage<PluginApp>
          queryKey={workbenchKeys.launchPluginApps}
          load={async () => {
            const rows = await launchPluginApi.apps();
            return { rows, total: rows.length };
          }}
          rowKey="appKey"
          columns={APP_COLUMNS}
          size="middle"
          pageSize={20}
          scroll={{ x: 'max-content' }}
          emptyText={() => '暂无可设置启动规则的应用'}
          actions={{
            width: 100,
            render: (row) => (
              <Button type={row.appKey === chosenKey ? 'primary' : 'link'} size="small" onClick={() => setChosen(row)}>
                管理版本
              </Button>
            ),
          }}
        />
      </PageCard>
      <div ref={versionsRef} style={{ marginTop: 16, scrollMarginTop: 16 }}>
        {chosen ? (
          <Versions key={chosen.appKey} app={chosen} />
        ) : (
          <PageCard>
            <Typography.Text type="secondary">选择一个应用的「管理版本」，查看并管理其启动规则版本</Typography.Text>
          </PageCard>
        )}
      </div>
    </>
  );
}
