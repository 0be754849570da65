/**
 * 工作台 (/home/console): greeting and company, the company's services (or
 * with ?type=ai its AI view), recommended products, help documents, notices,
 * to-dos and messages, and the expiring products dialog.
 */
import { Col, Row } from 'antd';
import { BellOutlined, CheckSquareOutlined } from '@ant-design/icons';
import { useAuth } from '@platform/sdk';
import { EmptyState, PageCard } from '@platform/sdk/ui';
import '../../components/console.css';
import { CompanyCard } from './CompanyCard';
import { ExpiringDialog } from './ExpiringDialog';
import { HelpDocsCard } from './HelpDocsCard';
import { NoticesCard } from './NoticesCard';
import { RecommendCarousel } from './RecommendCarousel';
import { ServicesCard } from './ServicesCard';
import { WelcomeCard } from './WelcomeCard';

/** Blocks whose source is not served yet: their empty state says so. */
const PENDING = [
  { key: 'todos', icon: <CheckSquareOutlined />, title: '待办', empty: '暂无待办' },
  { key: 'messages', icon: <BellOutlined />, title: '消息', empty: '暂无消息' },
];

export default function Console() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <WelcomeCard user={user} />
      {user.companyId != null ? <CompanyCard /> : null}
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <ServicesCard user={user} />
          <RecommendCarousel />
          <HelpDocsCard />
        </Col>
        <Col xs={24} xl={8}>
          <NoticesCard />
          {PENDING.map((block) => (
            <PageCard
              key={block.key}
              title={
                <span>
                  {block.icon} {block.title}
                </span>
              }
            >
              <EmptyState description={block.empty} />
            </PageCard>
          ))}
        </Col>
      </Row>
      {user.companyId != null ? <ExpiringDialog user={user} /> : null}
    </>
  );
}
