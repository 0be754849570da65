/** 服务平台: the platforms of the navigation panel, the plat/{id} pages and the footer's links. */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, MediaUpload, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type ServicePlatform, type ServicePlatformForm } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentServicePlatform;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<ServicePlatform> = [
  { title: '图标', dataIndex: 'logoImage', width: 70, render: (src?: string | null) => <Thumb src={src} square /> },
  { title: '平台名称', dataIndex: 'servicePlatformName', width: 200 },
  { title: '平台地址', dataIndex: 'serverUrl', width: 220, ellipsis: true, render: (url?: string | null) => url || '—' },
  { title: '平台介绍', dataIndex: 'description', ellipsis: true },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

export default function ServicePlatforms() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="服务平台" description="导航「解决方案」面板、服务平台页与页脚相关链接中展示" />
      <ContentList<ServicePlatform>
        queryKey={contentKeys.manageKind('servicePlatform')}
        noun="服务平台"
        columns={COLUMNS}
        calls={manageApi.servicePlatform}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按平台名称搜索"
        scrollX={1080}
      />
      <StandardEditor<ServicePlatform, ServicePlatformForm, ServicePlatformForm>
        queryKey={contentKeys.manageKind('servicePlatform')}
        noun="服务平台"
        calls={manageApi.servicePlatform}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1 }}
        toPayload={(values) => ({ ...values, serverUrl: values.serverUrl || null })}
      >
        <Form.Item name="servicePlatformName" label="平台名称" rules={RULES.servicePlatformName}>
          <Input maxLength={fieldMax(FORM, 'servicePlatformName')} />
        </Form.Item>
        <Form.Item name="logoImage" label="平台图标" rules={RULES.logoImage}>
          <MediaUpload hint="建议 160×160" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="serverUrl" label="平台地址" rules={RULES.serverUrl}>
          <Input placeholder="https://" maxLength={fieldMax(FORM, 'serverUrl')} />
        </Form.Item>
        <Form.Item name="description" label="平台介绍" rules={RULES.description}>
          <Input.TextArea rows={3} maxLength={fieldMax(FORM, 'description')} showCount />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
