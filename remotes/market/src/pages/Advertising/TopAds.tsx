/** 顶部广告: the newest published ad shows above the navigation, with three hot products. */
import { ColorPicker, Form } from 'antd';
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, FlagField, TextField, MediaField } from '@platform/sdk/ui';
import { orDash, thumbColumn } from '../../components/columns';
import { KINDS, type EditorOf } from '../../components/kinds';

const COLUMNS = contentColumns<Schema<'TopAdvertising'>>(
  [
    thumbColumn('图片', 'topAdvertisingImg'),
    { title: '广告标题', dataIndex: 'title' },
    { title: '链接', dataIndex: 'link', width: 220, ellipsis: true, render: orDash },
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
  ],
  { sort: false, created: true },
);

/** The colour picker hands over an object; the server keeps #rrggbb. */
function hex(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'toHexString' in value) return (value as { toHexString(): string }).toHexString().slice(0, 7);
  return undefined;
}

const EDITOR: EditorOf<'topAdvertising'> = {
  defaults: { colorValue: '#0b2a5b', titleStatus: 1 },
  toPayload: (values) => ({ ...values, link: values.link || null, colorValue: hex(values.colorValue) ?? null }),
  width: 720,
  sortable: false,
};

export function TopAds() {
  return (
    <ContentConsole kind={KINDS.topAdvertising} columns={COLUMNS} list={{ search: '按广告标题搜索', scrollX: 1000 }} editor={EDITOR}>
      <TextField name="title" label="广告标题" />
      <MediaField name="topAdvertisingImg" label="广告图片" hint="建议 1920×480，文字居左" />
      <TextField name="link" label="链接" extra="网站内的页面（如 /noticeDetail?type=companyExpress）或外部地址" />
      <Form.Item name="colorValue" label="底色" getValueFromEvent={(color: unknown) => hex(color)}>
        <ColorPicker showText disabledAlpha />
      </Form.Item>
      <FlagField name="titleStatus" label="显示标题" extra="在图片上显示广告标题" />
    </ContentConsole>
  );
}
