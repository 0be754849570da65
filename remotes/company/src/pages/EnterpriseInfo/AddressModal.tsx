/** 新增收货地址 / 编辑收货地址, in a dialog; a refused save keeps what was typed. */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { addressApi, fieldMax, FORMS, formRules, notify, type AddressForm, type ReceivingAddress } from '@platform/sdk';

const FORM = FORMS.address;
const RULES = formRules(FORM);

export interface AddressModalProps {
  open: boolean;
  /** The address being edited; none to add one. */
  address?: ReceivingAddress;
  onClose(): void;
  onSaved(): void;
}

export function AddressModal({ open, address, onClose, onSaved }: AddressModalProps) {
  const [form] = Form.useForm<AddressForm>();
  const [saving, setSaving] = useState(false);

  const save = async (values: AddressForm) => {
    setSaving(true);
    try {
      if (address) notify.success(await addressApi.update(address.id, values));
      else {
        await addressApi.add(values);
        notify.success('新增成功');
      }
      onSaved();
      onClose();
    } catch {
      // The API client has shown the reason; the dialog stays open with the values.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={address ? '编辑收货地址' : '新增收货地址'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<AddressForm>
        form={form}
        name="address"
        layout="vertical"
        preserve={false}
        initialValues={address ? { linkName: address.linkName, mobile: address.mobile ?? '', detailAddress: address.detailAddress } : undefined}
        onFinish={save}
        autoComplete="off"
      >
        <Form.Item name="linkName" label="收货人" rules={RULES.linkName}>
          <Input placeholder="请输入收货人" maxLength={fieldMax(FORM, 'linkName')} allowClear />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={RULES.mobile}>
          <Input placeholder="请输入手机号" maxLength={fieldMax(FORM, 'mobile')} inputMode="numeric" allowClear />
        </Form.Item>
        <Form.Item name="detailAddress" label="收货地址" rules={RULES.detailAddress}>
          <Input.TextArea
            placeholder="请输入收货地址"
            maxLength={fieldMax(FORM, 'detailAddress')}
            showCount
            autoSize={{ minRows: 3, maxRows: 5 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
