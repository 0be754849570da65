/** Small form fields the content consoles share: 排序 and 发布 of an item. */
import { Form, InputNumber, Switch } from 'antd';

/** 排序: smaller first. */
export function SortField() {
  return (
    <Form.Item name="sort" label="排序" extra="数字越小越靠前">
      <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
    </Form.Item>
  );
}

/** A 0/1 flag shown as a switch. */
export function FlagField({ name, label, extra }: { name: string; label: string; extra?: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      valuePropName="checked"
      getValueFromEvent={(checked: boolean) => (checked ? 1 : 0)}
      getValueProps={(value: number | undefined) => ({ checked: value === 1 })}
    >
      <Switch />
    </Form.Item>
  );
}

/** 发布状态 of a new or edited item. */
export function StatusField() {
  return <FlagField name="status" label="发布" extra="开启后立即在网站展示" />;
}
