/** 产品分类: the categories of the product store (anchors of /product). */
import type { Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField } from '@platform/sdk/ui';
import { KINDS } from '../../components/kinds';

const COLUMNS = contentColumns<Schema<'ProductCategory'>>([{ title: '分类名称', dataIndex: 'name' }], { created: true });

export function Categories() {
  return (
    <ContentConsole kind={KINDS.productCategory} columns={COLUMNS} list={{ search: '按分类名称搜索', scrollX: 720 }}>
      <TextField name="name" label="分类名称" />
    </ContentConsole>
  );
}
