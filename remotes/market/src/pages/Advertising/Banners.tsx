/** 轮播图: the banners of each channel's page (首页, 产品市场...), turning every 3 s. */
import { AutoComplete, Form } from 'antd';
import { fieldMax, FORMS, formRules, useFrontChannels, type Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, MediaField } from '@platform/sdk/ui';
import { orDash, thumbColumn } from '../../components/columns';
import { KINDS, type EditorOf } from '../../components/kinds';

const FORM = FORMS.contentBanner;
const RULES = formRules(FORM);

const COLUMNS = contentColumns<Schema<'Banner'>>([
  thumbColumn('图片', 'bannerImg'),
  { title: '所属栏目', dataIndex: 'channelName', width: 120 },
  { title: '主标题', dataIndex: 'firstLevelTitle', width: 180 },
  { title: '副标题', dataIndex: 'secondLevelTitle', ellipsis: true },
  { title: '链接', dataIndex: 'link', width: 160, ellipsis: true, render: orDash },
]);

function ChannelInput(props: { value?: string; onChange?: (value: string) => void }) {
  const channels = useFrontChannels().data ?? [];
  return (
    <AutoComplete
      {...props}
      options={[...channels.map((channel) => ({ value: channel.name })), { value: '合作伙伴' }, { value: '帮助中心' }]}
      placeholder="如：首页"
      maxLength={fieldMax(FORM, 'channelName')}
    />
  );
}

const EDITOR: EditorOf<'banner'> = { defaults: { channelName: '首页' }, toPayload: (values) => ({ ...values, link: values.link || null }), width: 720 };

export function Banners() {
  return (
    <ContentConsole kind={KINDS.banner} columns={COLUMNS} list={{ search: '按标题搜索', scrollX: 1100 }} editor={EDITOR}>
      <Form.Item name="channelName" label="所属栏目" rules={RULES.channelName} extra="轮播图展示在该栏目的页面顶部">
        <ChannelInput />
      </Form.Item>
      <MediaField name="bannerImg" label="轮播图片" hint="建议 1920×480，标题绘制在图片左侧" />
      {/* The site draws no text over the picture (its titles are designed into it): the form says what the titles do. */}
      <TextField name="firstLevelTitle" label="主标题" extra="不在页面上显示：作为图片的替代文字供读屏软件与搜索引擎读取，请与图片中绘制的标题一致" />
      <TextField name="secondLevelTitle" label="副标题" extra="同主标题，作为图片替代文字的一部分" />
      <TextField name="content" label="说明文字" extra="显示在图片下方区域" rows={2} />
      <TextField name="link" label="链接" placeholder="/product" />
    </ContentConsole>
  );
}
