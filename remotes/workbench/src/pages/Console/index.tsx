/** 工作台: greeting, company, and the user's services, to-dos and messages. */
import { Col, Row } from 'antd';
import { AppstoreOutlined, BellOutlined, CheckSquareOutlined } from '@ant-design/icons';
import { useAuth } from '@platform/sdk';
import { EmptyState, PageCard } from '@platform/sdk/ui';
import { CompanyCard } from './CompanyCard';
import { WelcomeCard } from './WelcomeCard';

const SECTIONS = [
  { key: 'services', icon: <AppstoreOutlined />, title: '我的服务' },
  { key: 'todos', icon: <CheckSquareOutlined />, title: '待办' },
  { key: 'messages', icon: <BellOutlined />, title: '消息' },
];

export default function Console() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <WelcomeCard user={user} />
      {user.companyId != null ? <CompanyCard /> : null}
      <Row gutter={16}>
        {SECTIONS.map((section) => (
          <Col key={section.key} xs={24} lg={8}>
            <PageCard
              title={
                <span>
                  {section.icon} {section.title}
                </span>
              }
            >
              <EmptyState />
            </PageCard>
          </Col>
        ))}
      </Row>
    </>
  );
}
