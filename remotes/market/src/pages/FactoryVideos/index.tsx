/** 数字工厂视频: the videos of /viewOfFactory, with their view counts. */
import { Form, InputNumber } from 'antd';
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, MediaField } from '@platform/sdk/ui';
import { thumbColumn } from '../../components/columns';
import { KINDS, type EditorOf } from '../../components/kinds';

const HEADER = { title: '数字工厂视频', description: '数字工厂页的视频；访客开始播放即计一次播放' };

const COLUMNS = contentColumns<Schema<'FactoryVideo'>>([
  thumbColumn('封面', 'coverImg'),
  { title: '视频名称', dataIndex: 'name', width: 200 },
  { title: '标语', dataIndex: 'sloganTitle', ellipsis: true },
  { title: '时长', dataIndex: 'duration', width: 80 },
  { title: '播放次数', dataIndex: 'visitTimes', width: 100 },
]);

function VideoField() {
  const form = Form.useFormInstance<Schema<'FactoryVideoForm'>>();
  return (
    <MediaField name="sloganVideo" label="视频" kind="video" onDuration={(seconds) => form.setFieldValue('durationSeconds', seconds)} />
  );
}

const EDITOR: EditorOf<'factoryVideo'> = { defaults: { durationSeconds: 0 }, width: 720 };

export default function FactoryVideos() {
  return (
    <ContentConsole kind={KINDS.factoryVideo} header={HEADER} columns={COLUMNS} list={{ search: '按视频名称搜索', scrollX: 1000 }} editor={EDITOR}>
      <TextField name="name" label="视频名称" />
      <VideoField />
      <Form.Item name="durationSeconds" label="时长（秒）" extra="上传视频时自动读取">
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <MediaField name="coverImg" label="封面" hint="建议 640×360" />
      <TextField name="sloganTitle" label="标语" />
      <TextField name="sloganText" label="介绍" rows={3} />
    </ContentConsole>
  );
}
