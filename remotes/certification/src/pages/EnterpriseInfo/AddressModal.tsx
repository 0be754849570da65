/** 新增收货地址 / 编辑收货地址, in a dialog; a refused save keeps what was typed. */
import { FORMS, type Schema } from '@platform/sdk';
import { FormModal, TextField } from '@platform/sdk/ui';
import { addressApi, type AddressForm } from '../../api';

const FORM = FORMS.address;

export interface AddressModalProps {
  open: boolean;
  /** The address being edited; none to add one. */
  address?: Schema<'Address'>;
  onClose(): void;
  onSaved(): void;
}

export function AddressModal({ open, address, onClose, onSaved }: AddressModalProps) {
  const save = async (values: AddressForm) => {
    if (address) {
      await addressApi.update(address.id, values);
      return '修改成功';
    }
    await addressApi.add(values);
    return '新增成功';
  };

  return (
    <FormModal<AddressForm>
      title={address ? '编辑收货地址' : '新增收货地址'}
      name="address"
      rules={FORM}
      open={open}
      initialValues={address ? { linkName: address.linkName, mobile: address.mobile ?? '', detailAddress: address.detailAddress } : undefined}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextField name="linkName" label="收货人" placeholder="请输入收货人" allowClear />
      <TextField name="mobile" label="手机号" placeholder="请输入手机号" inputMode="numeric" allowClear />
      <TextField name="detailAddress" label="收货地址" placeholder="请输入收货地址" autoSize={{ minRows: 3, maxRows: 5 }} showCount />
    </FormModal>
  );
}
