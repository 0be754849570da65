/** The console's welcome card: greeting, avatar, company, certification status and account type, with 去认证 when due. */
import { Avatar, Button, Flex, Space, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import {
  certificationLabel,
  hasRole,
  isCertified,
  PLATFORM_NAME,
  ROLES,
  userTypeLabel,
  type Schema,
} from '@platform/sdk';
import { PageCard } from '@platform/sdk/ui';
import { greetingFor } from './greeting';

/** Greeting, company and where the company stands with certification. */
export function WelcomeCard({ user }: { user: Schema<'UserDetails'> }) {
  const navigate = useNavigate();
  const name = user.realName || user.nickName || user.userName;
  const certification = certificationLabel(user.certificationStatus);
  const companyName = user.companyInfo?.companyName ?? user.companyName;
  // Platform staff work for the platform, not for a company to certify.
  const staff = hasRole(user, ROLES.operator);

  return (
    <PageCard>
      <Flex gap={16} align="center" wrap>
        <Avatar size={56} src={user.avatar || undefined} icon={<UserOutlined />} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {greetingFor(new Date())}，{name}
          </Typography.Title>
          {staff ? (
            <Space size={[8, 4]} wrap style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">{PLATFORM_NAME}</Typography.Text>
              <Tag color="purple">平台运营</Tag>
            </Space>
          ) : (
            <Space size={[8, 4]} wrap style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">{companyName || '您还没有企业'}</Typography.Text>
              <Tag color={certification.color} data-testid="certification-status">
                {certification.label}
              </Tag>
              <Tag color={user.userType === 0 ? 'blue' : 'default'}>{userTypeLabel(user.userType, user.userTypeName)}</Tag>
            </Space>
          )}
        </div>
        {staff || isCertified(user.certificationStatus) ? null : (
          <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => navigate('/certification')}>
            去认证
          </Button>
        )}
      </Flex>
    </PageCard>
  );
}
