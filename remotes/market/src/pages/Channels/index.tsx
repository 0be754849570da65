/** 栏目管理: the channels of the public top navigation. */
import { FORMS, type Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField } from '@platform/sdk/ui';
import { KINDS } from '../../components/kinds';

const FORM = FORMS.contentChannel;

const HEADER = { title: '栏目管理', description: '网站顶部导航的栏目，按排序从左到右展示' };

const COLUMNS = contentColumns<Schema<'ChannelAdmin'>>(
  [
    { title: '栏目名称', dataIndex: 'name', width: 160 },
    { title: '栏目地址', dataIndex: 'path', width: 240 },
  ],
  { created: true },
);

export default function Channels() {
  return (
    <ContentConsole kind={KINDS.channel} header={HEADER} columns={COLUMNS} list={{ search: '按栏目名称搜索' }}>
      <TextField name="name" label="栏目名称" placeholder="如：产品市场" />
      <TextField
        rules={FORM}
        name="path"
        label="栏目地址"
        placeholder="/product"
        extra="网站内的页面（如 /product）或以 http(s):// 开头的外部地址"
      />
    </ContentConsole>
  );
}
