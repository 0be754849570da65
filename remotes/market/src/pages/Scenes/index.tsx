/** 应用场景: the scenes of the home page (协同办公, 流程生产, 安全防护, 服务体系...). */
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, MediaField } from '@platform/sdk/ui';
import { thumbColumn } from '../../components/columns';
import { KINDS } from '../../components/kinds';

const HEADER = { title: '应用场景', description: '首页「应用场景」展示的已发布场景' };

const COLUMNS = contentColumns<Schema<'ApplicationScene'>>([
  thumbColumn('图片', 'img'),
  thumbColumn('图标', 'icon', true),
  { title: '场景名称', dataIndex: 'title', width: 140 },
  { title: '场景介绍', dataIndex: 'description', ellipsis: true },
]);

export default function Scenes() {
  return (
    <ContentConsole kind={KINDS.applicationScene} header={HEADER} columns={COLUMNS} list={{ search: '按场景名称搜索' }}>
      <TextField name="title" label="场景名称" placeholder="如：协同办公" />
      <MediaField name="img" label="场景图片" hint="建议 480×600" />
      <MediaField name="icon" label="场景图标" hint="建议 80×80" />
      <TextField name="description" label="场景介绍" rows={3} />
    </ContentConsole>
  );
}
