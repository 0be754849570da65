/**
 * 数据字典 (/operation/dictionaries): the operators' view of the purchase-term
 * dictionary (productTerm), switched-off entries too. An entry's label, order
 * and 启用/停用 are edited in a dialog; its value is shown only, because
 * orders keep it. A change shows on the purchase page at once.
 */
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Radio, Tag, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Body, Schema } from '@platform/sdk';
import { FormModal, ListScreen } from '@platform/sdk/ui';
import { dictionaryApi } from '../../api';
import { orderKeys } from '../../api/queries';

/** The dictionary this page keeps: purchase terms, values in years. */
const DICT_TYPE = 'productTerm';
/** The server's message for a label it refuses. */
const LABEL_MESSAGE = '请输入字典标签（不超过50个字）';

const STATUS_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];

type DictData = Schema<'DictData'>;

const COLUMNS: TableColumnsType<DictData> = [
  { title: '字典标签', dataIndex: 'dictLabel' },
  { title: '字典键值', dataIndex: 'dictValue', width: 110 },
  { title: '排序', dataIndex: 'dictSort', width: 90 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: number) => (status === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
  },
];

type EditValues = Omit<Body<'put', '/ptd-component/global/resource/data/type'>, 'id'>;

function EditModal({ entry, onClose }: { entry: DictData | undefined; onClose(): void }) {
  const queryClient = useQueryClient();
  return (
    <FormModal<EditValues>
      title="编辑字典数据"
      name="dictionary-entry"
      open={entry !== undefined}
      width={480}
      initialValues={entry ? { dictLabel: entry.dictLabel, dictSort: entry.dictSort, status: entry.status } : undefined}
      save={async (values) => {
        // The server answers 修改成功 (its document gives the text as the reply's description only).
        await dictionaryApi.update({ id: entry!.id, ...values });
        return '修改成功';
      }}
      onClose={onClose}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.dictionary(DICT_TYPE) });
        // The purchase page's terms, read again with the new label.
        void queryClient.invalidateQueries({ queryKey: orderKeys.terms });
      }}
    >
      <Form.Item label="字典键值" extra="键值已被订单引用，不可修改">
        <Typography.Text strong data-testid="dict-value">
          {entry?.dictValue}
        </Typography.Text>
      </Form.Item>
      <Form.Item
        name="dictLabel"
        label="字典标签"
        rules={[
          { required: true, whitespace: true, message: LABEL_MESSAGE },
          { max: 50, message: LABEL_MESSAGE },
        ]}
      >
        <Input placeholder="如 1年" maxLength={50} allowClear />
      </Form.Item>
      <Form.Item name="dictSort" label="排序" rules={[{ required: true, message: '请输入排序' }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} placeholder="数字越小越靠前" />
      </Form.Item>
      <Form.Item name="status" label="状态" rules={[{ required: true, message: '请选择状态' }]}>
        <Radio.Group options={STATUS_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}

export default function Dictionaries() {
  const [editing, setEditing] = useState<DictData>();
  return (
    <ListScreen<DictData>
      page={{ title: '数据字典', description: '购买期限（productTerm）：键值为年数，停用的期限不在购买页显示' }}
      queryKey={orderKeys.dictionary(DICT_TYPE)}
      load={async () => {
        const rows = await dictionaryApi.entries(DICT_TYPE);
        return { rows, total: rows.length };
      }}
      columns={COLUMNS}
      pageSize={50}
      emptyText={() => '暂无字典数据'}
      actions={{
        width: 90,
        render: (row) => (
          <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`编辑${row.dictLabel}`}>
            编辑
          </Button>
        ),
      }}
    >
      <EditModal entry={editing} onClose={() => setEditing(undefined)} />
    </ListScreen>
  );
}
