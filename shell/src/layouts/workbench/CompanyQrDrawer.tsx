/**
 * 企业码: the company's QR invitation for employees. They scan it (or open
 * the link), log in or register, and ask to join; the main account approves
 * them on the members page.
 */
import { Button, Drawer, Flex, Image, Input, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { copyText, downloadFile, notify, useInvitation, type Invitation } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';

const COPIED = '复制成功！';
const COPY_FAILED = '复制失败，请手动复制！';

function InvitationView({ invitation }: { invitation: Invitation }) {
  const copy = async () => {
    if (await copyText(invitation.inviteUrl)) notify.success(COPIED);
    else notify.error(COPY_FAILED);
  };
  return (
    <Flex vertical align="center" gap={16}>
      <Typography.Title level={5} style={{ margin: 0, textAlign: 'center' }}>
        {invitation.companyName}
      </Typography.Title>
      <div className="qr-drawer__code">
        <Image src={invitation.qrCode} alt="企业邀请二维码" width={220} height={220} preview={false} />
      </div>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        员工扫码并登录后，即可申请加入企业
        {invitation.expireTime ? <br /> : null}
        {invitation.expireTime ? `有效期至 ${invitation.expireTime}` : null}
      </Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={invitation.inviteUrl} readOnly aria-label="邀请链接" />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          复制
        </Button>
      </Space.Compact>
      <Button type="primary" icon={<DownloadOutlined />} block onClick={() => downloadFile(invitation.qrCode, `${invitation.companyName}.png`)}>
        下载
      </Button>
    </Flex>
  );
}

export function CompanyQrDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invitation = useInvitation(open);
  return (
    <Drawer title="企业码" open={open} onClose={onClose} size={380} className="qr-drawer">
      <QueryView query={invitation}>{(data) => <InvitationView invitation={data} />}</QueryView>
    </Drawer>
  );
}
