/** The welcome a company's main account gets right after registering (?welcome=1): what certification opens, and 去认证 or 稍后再说. */
import { Button, Modal, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { certificationPath, type Schema } from '@platform/sdk';

export function NewcomerDialog({ user }: { user: Schema<'UserDetails'> }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const to = certificationPath(user.certificationStatus);
  const open = params.get('welcome') === '1' && to !== undefined;
  // The address loses ?welcome so a reload or a way back does not greet again.
  const close = () => setParams((p) => { p.delete('welcome'); return p; }, { replace: true });
  return (
    <Modal
      title="欢迎加入工业互联网平台"
      open={open}
      onCancel={close}
      footer={[
        <Button key="later" onClick={close}>
          稍后再说
        </Button>,
        <Button key="certify" type="primary" onClick={() => navigate(to ?? '/home/console', { replace: true })}>
          去认证
        </Button>,
      ]}
      width={420}
    >
      <Typography.Paragraph>
        「{user.companyName}」已创建，您是企业主账号。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        完成企业认证后，即可购买产品、申报产品、开通电子签章与签署合同。认证约需 1 个工作日审核。
      </Typography.Paragraph>
    </Modal>
  );
}
