import { Avatar, Button, Dropdown, Flex, Popover, Tag, Typography } from 'antd';
import {
  HomeOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QrcodeOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { maskMobile, useAuth, type UserDetails } from '@platform/sdk';
import { Brand } from '../../components/Brand';

/** A main account with a company shows its 企业码, with which employees join. */
function CompanyCodeBadge({ user }: { user: UserDetails }) {
  if (user.userType !== 0 || user.companyId == null) return null;
  const code = user.companyInfo?.companyCode;
  return (
    <Popover
      title="企业码"
      content={
        <div style={{ maxWidth: 240 }}>
          <Typography.Paragraph copyable={code ? { text: code } : false} style={{ marginBottom: 4, fontSize: 18 }}>
            {code || '暂无企业码'}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{user.companyInfo?.companyName ?? user.companyName}</Typography.Text>
        </div>
      }
    >
      <Tag color="blue" icon={<QrcodeOutlined />} className="wb-header__company-code">
        企业码
      </Tag>
    </Popover>
  );
}

function UserMenu({ user, compact }: { user: UserDetails; compact: boolean }) {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const items = [
    { key: 'front', icon: <HomeOutlined />, label: '首页' },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'front') navigate('/front');
    else if (key === 'logout') void logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
      <Button type="text" className="wb-header__user" aria-label="用户菜单">
        <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined />} />
        {compact ? null : <span className="wb-header__mobile">{maskMobile(user.mobile) || user.userName}</span>}
      </Button>
    </Dropdown>
  );
}

export interface WorkbenchHeaderProps {
  user: UserDetails;
  isMobile: boolean;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
}

export function WorkbenchHeader({ user, isMobile, sidebarOpened, onToggleSidebar }: WorkbenchHeaderProps) {
  const folded = isMobile || !sidebarOpened;
  return (
    <header className="wb-header">
      <Flex align="center" gap={isMobile ? 4 : 16} style={{ minWidth: 0 }}>
        <Brand to="/home" compact={isMobile} />
        <Button
          type="text"
          icon={folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleSidebar}
          aria-label={isMobile ? '打开菜单' : folded ? '展开侧边栏' : '收起侧边栏'}
          aria-expanded={!folded}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <CompanyCodeBadge user={user} />
        <UserMenu user={user} compact={isMobile} />
      </Flex>
    </header>
  );
}
