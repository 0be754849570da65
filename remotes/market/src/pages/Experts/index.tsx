/** 共享专家: the experts of the public site (their phone shows to logged-in visitors only). */
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, MediaField, HtmlField } from '@platform/sdk/ui';
import { orDash, thumbColumn } from '../../components/columns';
import { KINDS, type EditorOf } from '../../components/kinds';

const HEADER = { title: '共享专家', description: '专家页与解决方案页展示的已发布专家' };

const COLUMNS = contentColumns<Schema<'Expert'>>([
  thumbColumn('照片', 'expertImg', true),
  { title: '专家姓名', dataIndex: 'expertName', width: 120 },
  { title: '简介', dataIndex: 'profile', ellipsis: true },
  { title: '联系人', dataIndex: 'linkName', width: 100, render: orDash },
  { title: '联系电话', dataIndex: 'linkPhone', width: 140, render: orDash },
]);

const EDITOR: EditorOf<'expert'> = {
  defaults: { professionalSkill: '' },
  toPayload: (values) => ({ ...values, linkPhone: values.linkPhone || null, linkName: values.linkName || null }),
  width: 760,
};

export default function Experts() {
  return (
    <ContentConsole kind={KINDS.expert} header={HEADER} columns={COLUMNS} list={{ search: '按专家姓名搜索', scrollX: 1080 }} editor={EDITOR}>
      <TextField name="expertName" label="专家姓名" />
      <MediaField name="expertImg" label="专家照片" hint="建议 360×420" />
      <TextField name="profile" label="简介" rows={3} />
      <HtmlField name="professionalSkill" label="专业领域" rows={8} />
      <TextField name="linkName" label="联系人" />
      <TextField name="linkPhone" label="联系电话" extra="访客看到的号码中间四位隐藏，登录后可见完整号码" />
    </ContentConsole>
  );
}
