/**
 * Shown to a user who belongs to several companies but has none selected.
 * Picking a company needs the company switch of the user centre, which opens
 * later; until then the page says where the user stands.
 */
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useAuth } from '@platform/sdk';
import { SITE } from '../../site';

export function ChangeCompanyPage() {
  const { user, logout } = useAuth();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          选择企业
        </Typography.Title>
        <Result
          status="info"
          title={`您已加入 ${user?.companyCount ?? 0} 家企业`}
          subTitle={`企业切换功能即将开放，如需帮助请拨打 ${SITE.hotline}（${SITE.hotlineHours}）`}
          extra={<Button onClick={() => void logout()}>退出登录</Button>}
        />
      </Card>
    </Flex>
  );
}
