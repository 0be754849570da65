/**
 * 企业码: the company's code (copied with the spec's messages) and its QR
 * invitation for employees. They scan it (or open the link), log in or
 * register, and ask to join; the main account approves them on the members page.
 */
import { Button, Drawer, Flex, Image, Input, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { copyText, downloadFile, notify, useInvitation, type Schema } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { copyCompanyCode, COPY_TEXTS } from './copyCompanyCode';

/** The company code with its copy button: 复制成功！, 复制失败，请手动复制！ or 公司代码为空！. */
function CompanyCode({ code }: { code: string | null | undefined }) {
  const copy = async () => {
    const outcome = await copyCompanyCode(code, copyText);
    notify[outcome.level](outcome.text);
  };
  return (
    <Flex align="center" justify="space-between" gap={12} className="qr-drawer__company-code">
      <Typography.Text>
        企业码：
        <Typography.Text strong data-testid="company-code">
          {code?.trim() || '—'}
        </Typography.Text>
      </Typography.Text>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} aria-label="复制企业码">
        复制
      </Button>
    </Flex>
  );
}

function InvitationView({ invitation }: { invitation: Schema<'Invitation'> }) {
  const copy = async () => {
    if (await copyText(invitation.inviteUrl)) notify.success(COPY_TEXTS.copied);
    else notify.error(COPY_TEXTS.failed);
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
        <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label="复制链接">
          复制
        </Button>
      </Space.Compact>
      <Button type="primary" icon={<DownloadOutlined />} block onClick={() => downloadFile(invitation.qrCode, `${invitation.companyName}.png`)}>
        下载
      </Button>
    </Flex>
  );
}

export interface CompanyQrDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The current company's code (user details' companyInfo). */
  companyCode?: string | null;
}

export function CompanyQrDrawer({ open, onClose, companyCode }: CompanyQrDrawerProps) {
  const invitation = useInvitation(open);
  return (
    <Drawer title="企业码" open={open} onClose={onClose} size={380} className="qr-drawer">
      <CompanyCode code={companyCode} />
      <QueryView query={invitation}>{(data) => <InvitationView invitation={data} />}</QueryView>
    </Drawer>
  );
}
