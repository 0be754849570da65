/** 授权: the menus a sub-account may use. */
import { useEffect, useState } from 'react';
import { Modal, Typography } from 'antd';
import { notify, type Schema } from '@platform/sdk';
import { LoadingState, ErrorState } from '@platform/sdk/ui';
import { memberApi } from '../../api';
import { useGrantableMenus, useUserMenus } from '../../api/queries';
import { MenuChecklist } from './MenuChecklist';

export interface GrantMenusModalProps {
  /** The sub-account being granted; the dialog is open while there is one. */
  member: Schema<'Affiliation'> | undefined;
  onClose(): void;
}

/** 授权: the menus a sub-account may use, read afresh each time. */
export function GrantMenusModal({ member, onClose }: GrantMenusModalProps) {
  const menus = useGrantableMenus(member !== undefined);
  const granted = useUserMenus(member?.userId);
  const [keys, setKeys] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (granted.data) setKeys(granted.data);
  }, [granted.data]);

  const save = async () => {
    if (!member) return;
    setSaving(true);
    try {
      await memberApi.grantMenus(member.userId, keys);
      notify.success('保存成功');
      onClose();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  const failed = menus.error ?? granted.error;
  let body;
  if (failed) body = <ErrorState error={failed} onRetry={() => void Promise.all([menus.refetch(), granted.refetch()])} />;
  else if (!menus.data || !granted.data) body = <LoadingState rows={3} />;
  else body = <MenuChecklist menus={menus.data} value={keys} onChange={setKeys} />;

  return (
    <Modal
      title="授权"
      open={member !== undefined}
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存"
      okButtonProps={{ disabled: !menus.data || !granted.data }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        为子账号「{member?.realName || member?.userName}」选择可以使用的菜单
      </Typography.Paragraph>
      {body}
    </Modal>
  );
}
