/** The workbench sidebar's icons, looked up by the icon names the menu tree sends. */
import type { ReactNode } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Menu icons by their antd name in kebab form, as the menu tree sends them. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  team: <TeamOutlined />,
  bank: <BankOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
  shop: <ShopOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  audit: <AuditOutlined />,
  'safety-certificate': <SafetyCertificateOutlined />,
  'file-text': <FileTextOutlined />,
  message: <MessageOutlined />,
  api: <ApiOutlined />,
  appstore: <AppstoreOutlined />,
};

/** A top-level item always has an icon (the collapsed sidebar shows only icons); a nested one only when given. */
export function menuIcon(name: string | null | undefined, topLevel: boolean): ReactNode {
  if (name && ICONS[name]) return ICONS[name];
  return topLevel ? <AppstoreOutlined /> : undefined;
}
