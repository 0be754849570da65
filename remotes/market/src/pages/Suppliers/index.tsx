/** 合作伙伴: the partner suppliers of the cooperation and partner pages. */
import { Form } from 'antd';
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, MediaField } from '@platform/sdk/ui';
import { MediaListUpload } from '../../components/MediaListUpload';
import { thumbColumn } from '../../components/columns';
import { KINDS } from '../../components/kinds';

const HEADER = { title: '合作伙伴', description: '合作生态页展示前10个已发布伙伴，合作伙伴页展示全部' };

const COLUMNS = contentColumns<Schema<'Supplier'>>([
  thumbColumn('标志', 'logo'),
  { title: '合作伙伴名称', dataIndex: 'supplierName', width: 220 },
  { title: '介绍', dataIndex: 'introduction', ellipsis: true },
  { title: '宣传图', dataIndex: 'publicityImgArr', width: 90, render: (images: string[]) => `${images.length} 张` },
]);

export default function Suppliers() {
  return (
    <ContentConsole kind={KINDS.supplier} header={HEADER} columns={COLUMNS} list={{ scrollX: 1000 }} editor={{ defaults: { publicityImgArr: [] }, width: 720 }}>
      <TextField name="supplierName" label="合作伙伴名称" />
      <MediaField name="logo" label="标志" hint="建议 320×120" />
      <TextField name="introduction" label="介绍" rows={4} />
      <Form.Item name="publicityImgArr" label="宣传图" extra="合作伙伴页轮播展示，建议 640×400">
        <MediaListUpload />
      </Form.Item>
    </ContentConsole>
  );
}
