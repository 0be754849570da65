/** 系统公告: notices every user reads (/noticeDetail?type=systemNotice). */
import { FORMS, type Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, HtmlField } from '@platform/sdk/ui';
import { companyNoticeApi, systemNoticeApi } from '../../api';
import { noticeKeys } from '../../api/queries';

const COLUMNS = contentColumns<Schema<'SystemNotice'>>([
  { title: '公告标题', dataIndex: 'title' },
  { title: '发布时间', dataIndex: 'auditTime', width: 180 },
]);

/** 系统公告 as its console takes it; its pictures are stored as company notices' are. */
const KIND = {
  queryKey: noticeKeys.manageKind('systemNotice'),
  calls: systemNoticeApi,
  rules: FORMS.contentSystemNotice,
  noun: '系统公告',
  upload: companyNoticeApi.upload,
};

export function SystemNotices() {
  return (
    <ContentConsole kind={KIND} columns={COLUMNS} list={{ search: '按公告标题搜索' }} editor={{ defaults: { msgText: '' }, width: 820 }}>
      <TextField name="title" label="公告标题" />
      <HtmlField name="msgText" label="公告内容" rows={12} />
    </ContentConsole>
  );
}
