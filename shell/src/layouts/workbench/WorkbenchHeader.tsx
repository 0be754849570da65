/** The workbench header: brand, sidebar toggle, company code, the message bell and the user menu. */
import { useState } from 'react';
import { Avatar, Badge, Button, Dropdown, Flex, Tag, type MenuProps } from 'antd';
import {
  BellOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QrcodeOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { maskMobile, useAuth, useUnreadCount, type UserDetails } from '@platform/sdk';
import { Brand } from '../../components/Brand';
import { CompanyQrDrawer } from './CompanyQrDrawer';

/** A main account with a company shows its 企业码, with which employees join. */
function CompanyCodeBadge({ user }: { user: UserDetails }) {
  const [open, setOpen] = useState(false);
  if (user.userType !== 0 || user.companyId == null) return null;
  return (
    <>
      <Tag
        color="blue"
        icon={<QrcodeOutlined />}
        className="wb-header__company-code"
        role="button"
        tabIndex={0}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') setOpen(true);
        }}
      >
        企业码
      </Tag>
      <CompanyQrDrawer open={open} onClose={() => setOpen(false)} companyCode={user.companyInfo?.companyCode} />
    </>
  );
}

/** The message centre's page. */
const MESSAGES_PATH = '/userCenter/message';

/** The bell: the unread count (polled every 30 s) over a link to the message centre. */
function MessageBell() {
  const { data: unread = 0 } = useUnreadCount();
  return (
    <Link
      to={MESSAGES_PATH}
      className="wb-header__bell"
      // The name holds the number the badge shows, as a screen reader user hears what others see.
      aria-label={unread > 0 ? `消息 ${unread > 99 ? '99+' : unread}` : '消息'}
      title="消息中心"
    >
      <Badge count={unread} size="small" overflowCount={99}>
        <BellOutlined className="wb-header__bell-icon" />
      </Badge>
    </Link>
  );
}

function UserMenu({ user, compact }: { user: UserDetails; compact: boolean }) {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const items: MenuProps['items'] = [
    // The user centre's own redirect picks its first page.
    { key: '/userCenter', icon: <UserOutlined />, label: '个人中心' },
    ...((user.companyCount ?? 0) > 1 ? [{ key: '/changeCompany', icon: <SwapOutlined />, label: '切换企业' }] : []),
    { key: '/front', icon: <HomeOutlined />, label: '首页' },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'logout') void logout();
    else navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
      <Button type="text" className="wb-header__user" aria-label={compact ? '用户菜单' : `用户菜单 ${maskMobile(user.mobile) || user.userName}`}>
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
        <MessageBell />
        <UserMenu user={user} compact={isMobile} />
      </Flex>
    </header>
  );
}
