/** 顶部广告: the newest published ad shows above the navigation, with three hot products. */
import { useState } from 'react';
import { ColorPicker, Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, FlagField, MediaUpload, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type TopAdvertising, type TopAdvertisingForm } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentTopAdvertising;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<TopAdvertising> = [
  { title: '图片', dataIndex: 'topAdvertisingImg', width: 90, render: (src: string) => <Thumb src={src} /> },
  { title: '广告标题', dataIndex: 'title' },
  { title: '链接', dataIndex: 'link', width: 220, ellipsis: true, render: (value?: string | null) => value || '—' },
  {
    title: '底色',
    dataIndex: 'colorValue',
    width: 110,
    render: (value: string) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <span style={{ width: 14, height: 14, borderRadius: 3, background: value }} />
        {value}
      </span>
    ),
  },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
  { title: '创建时间', dataIndex: 'createTime', width: 180 },
];

/** The colour picker hands over an object; the server keeps #rrggbb. */
function hex(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'toHexString' in value) return (value as { toHexString(): string }).toHexString().slice(0, 7);
  return undefined;
}

export function TopAds() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <ContentList<TopAdvertising>
        queryKey={contentKeys.manageKind('topAdvertising')}
        noun="广告"
        columns={COLUMNS}
        calls={manageApi.topAdvertising}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按广告标题搜索"
        scrollX={1000}
      />
      <StandardEditor<TopAdvertising, TopAdvertisingForm, TopAdvertisingForm>
        queryKey={contentKeys.manageKind('topAdvertising')}
        noun="广告"
        calls={manageApi.topAdvertising}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ colorValue: '#0b2a5b', titleStatus: 1, status: 1 }}
        toPayload={(values) => ({ ...values, link: values.link || null, colorValue: hex(values.colorValue) ?? null })}
        width={720}
      >
        <Form.Item name="title" label="广告标题" rules={RULES.title}>
          <Input maxLength={fieldMax(FORM, 'title')} />
        </Form.Item>
        <Form.Item name="topAdvertisingImg" label="广告图片" rules={RULES.topAdvertisingImg}>
          <MediaUpload hint="建议 1920×480，文字居左" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="link" label="链接" rules={RULES.link} extra="网站内的页面（如 /noticeDetail?type=companyExpress）或外部地址">
          <Input maxLength={fieldMax(FORM, 'link')} />
        </Form.Item>
        <Form.Item name="colorValue" label="底色" getValueFromEvent={(color: unknown) => hex(color)}>
          <ColorPicker showText disabledAlpha />
        </Form.Item>
        <FlagField name="titleStatus" label="显示标题" extra="在图片上显示广告标题" />
        <StatusField />
      </StandardEditor>
    </>
  );
}
