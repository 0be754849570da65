/** 服务平台: the platforms of the navigation panel, the plat/{id} pages and the footer's links. */
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, MediaField } from '@platform/sdk/ui';
import { orDash, thumbColumn } from '../../components/columns';
import { KINDS, type EditorOf } from '../../components/kinds';

const HEADER = { title: '服务平台', description: '导航「解决方案」面板、服务平台页与页脚相关链接中展示' };

const COLUMNS = contentColumns<Schema<'ServicePlatform'>>([
  thumbColumn('图标', 'logoImage', true),
  { title: '平台名称', dataIndex: 'servicePlatformName', width: 200 },
  { title: '平台地址', dataIndex: 'serverUrl', width: 220, ellipsis: true, render: orDash },
  { title: '平台介绍', dataIndex: 'description', ellipsis: true },
]);

const EDITOR: EditorOf<'servicePlatform'> = { toPayload: (values) => ({ ...values, serverUrl: values.serverUrl || null }) };

export default function ServicePlatforms() {
  return (
    <ContentConsole kind={KINDS.servicePlatform} header={HEADER} columns={COLUMNS} list={{ search: '按平台名称搜索', scrollX: 1080 }} editor={EDITOR}>
      <TextField name="servicePlatformName" label="平台名称" />
      <MediaField name="logoImage" label="平台图标" hint="建议 160×160" />
      <TextField name="serverUrl" label="平台地址" placeholder="https://" />
      <TextField name="description" label="平台介绍" rows={3} />
    </ContentConsole>
  );
}
