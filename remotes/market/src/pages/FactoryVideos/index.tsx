/** 数字工厂视频: the videos of /viewOfFactory, with their view counts. */
import { useState } from 'react';
import { Form, Input, InputNumber, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, MediaUpload, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type FactoryVideo, type FactoryVideoForm } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentFactoryVideo;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<FactoryVideo> = [
  { title: '封面', dataIndex: 'coverImg', width: 90, render: (src?: string | null) => <Thumb src={src} /> },
  { title: '视频名称', dataIndex: 'name', width: 200 },
  { title: '标语', dataIndex: 'sloganTitle', ellipsis: true },
  { title: '时长', dataIndex: 'duration', width: 80 },
  { title: '播放次数', dataIndex: 'visitTimes', width: 100 },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

function VideoField() {
  const form = Form.useFormInstance<FactoryVideoForm>();
  return (
    <Form.Item name="sloganVideo" label="视频" rules={RULES.sloganVideo}>
      <MediaUpload kind="video" onDuration={(seconds) => form.setFieldValue('durationSeconds', seconds)} upload={manageApi.upload} />
    </Form.Item>
  );
}

export default function FactoryVideos() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="数字工厂视频" description="数字工厂页的视频；访客开始播放即计一次播放" />
      <ContentList<FactoryVideo>
        queryKey={contentKeys.manageKind('factoryVideo')}
        noun="视频"
        columns={COLUMNS}
        calls={manageApi.factoryVideo}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按视频名称搜索"
        scrollX={1000}
      />
      <StandardEditor<FactoryVideo, FactoryVideoForm, FactoryVideoForm>
        queryKey={contentKeys.manageKind('factoryVideo')}
        noun="视频"
        calls={manageApi.factoryVideo}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1, durationSeconds: 0 }}
        width={720}
      >
        <Form.Item name="name" label="视频名称" rules={RULES.name}>
          <Input maxLength={fieldMax(FORM, 'name')} />
        </Form.Item>
        <VideoField />
        <Form.Item name="durationSeconds" label="时长（秒）" extra="上传视频时自动读取">
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="coverImg" label="封面" rules={RULES.coverImg}>
          <MediaUpload hint="建议 640×360" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="sloganTitle" label="标语" rules={RULES.sloganTitle}>
          <Input maxLength={fieldMax(FORM, 'sloganTitle')} />
        </Form.Item>
        <Form.Item name="sloganText" label="介绍" rules={RULES.sloganText}>
          <Input.TextArea rows={3} maxLength={fieldMax(FORM, 'sloganText')} showCount />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
