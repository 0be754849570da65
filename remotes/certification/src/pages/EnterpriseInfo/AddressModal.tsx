/** 新增收货地址 / 编辑收货地址, in a dialog; a refused save keeps what was typed. */
import { Form, Input } from 'antd';
import { fieldMax, FORMS, formRules } from '@platform/sdk';
import { FormModal } from '@platform/sdk/ui';
import { addressApi, type AddressForm, type ReceivingAddress } from '../../api';

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
  const save = async (values: AddressForm) => {
    if (address) return addressApi.update(address.id, values);
    await addressApi.add(values);
    return '新增成功';
  };

  return (
    <FormModal<AddressForm>
      title={address ? '编辑收货地址' : '新增收货地址'}
      name="address"
      open={open}
      initialValues={address ? { linkName: address.linkName, mobile: address.mobile ?? '', detailAddress: address.detailAddress } : undefined}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
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
    </FormModal>
  );
}
