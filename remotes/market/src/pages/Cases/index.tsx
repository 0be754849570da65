/** 合作案例: the cases of the home page's 数字工厂 block (the first four show). */
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, MediaField, TextField } from '@platform/sdk/ui';
import { thumbColumn } from '../../components/columns';
import { KINDS } from '../../components/kinds';

const HEADER = { title: '合作案例', description: '首页「数字工厂」展示排序最前的4个已发布案例' };

const COLUMNS = contentColumns<Schema<'CooperationCase'>>([
  thumbColumn('图片', 'img'),
  { title: '案例标题', dataIndex: 'title', width: 220 },
  { title: '案例介绍', dataIndex: 'description', ellipsis: true },
]);

export default function Cases() {
  return (
    <ContentConsole kind={KINDS.case} header={HEADER} columns={COLUMNS} list={{ search: '按案例标题搜索' }}>
      <TextField name="title" label="案例标题" placeholder="请输入案例标题" />
      <MediaField name="img" label="案例图片" hint="建议 640×360" />
      <TextField name="description" label="案例介绍" rows={4} />
    </ContentConsole>
  );
}
