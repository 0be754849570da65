/** 应用场景: the scenes of the home page (协同办公, 流程生产, 安全防护, 服务体系...). */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, MediaUpload, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type ApplicationScene, type ApplicationSceneForm } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentApplicationScene;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<ApplicationScene> = [
  { title: '图片', dataIndex: 'img', width: 90, render: (src?: string | null) => <Thumb src={src} /> },
  { title: '图标', dataIndex: 'icon', width: 70, render: (src?: string | null) => <Thumb src={src} square /> },
  { title: '场景名称', dataIndex: 'title', width: 140 },
  { title: '场景介绍', dataIndex: 'description', ellipsis: true },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

export default function Scenes() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="应用场景" description="首页「应用场景」展示的已发布场景" />
      <ContentList<ApplicationScene>
        queryKey={contentKeys.manageKind('applicationScene')}
        noun="场景"
        columns={COLUMNS}
        calls={manageApi.applicationScene}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按场景名称搜索"
      />
      <StandardEditor<ApplicationScene, ApplicationSceneForm, ApplicationSceneForm>
        queryKey={contentKeys.manageKind('applicationScene')}
        noun="场景"
        calls={manageApi.applicationScene}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1 }}
      >
        <Form.Item name="title" label="场景名称" rules={RULES.title}>
          <Input maxLength={fieldMax(FORM, 'title')} placeholder="如：协同办公" />
        </Form.Item>
        <Form.Item name="img" label="场景图片" rules={RULES.img}>
          <MediaUpload hint="建议 480×600" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="icon" label="场景图标" rules={RULES.icon}>
          <MediaUpload hint="建议 80×80" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="description" label="场景介绍" rules={RULES.description}>
          <Input.TextArea rows={3} maxLength={fieldMax(FORM, 'description')} showCount />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
