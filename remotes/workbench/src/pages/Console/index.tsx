/**
 * 工作台 (/home/console): greeting and company, the company's services (or
 * with ?type=ai its AI view), recommended products, help documents, notices,
 * to-dos and messages, the expiring products dialog, and the welcome after registering.
 */
import { Col, Row } from 'antd';
import { useAuth } from '@platform/sdk';
import '../../components/console.css';
import './inbox.css';
import { CompanyCard } from './CompanyCard';
import { ExpiringDialog } from './ExpiringDialog';
import { HelpDocsCard } from './HelpDocsCard';
import { MessagesCard } from './MessagesCard';
import { NewcomerDialog } from './NewcomerDialog';
import { NoticesCard } from './NoticesCard';
import { RecommendCarousel } from './RecommendCarousel';
import { ServicesCard } from './ServicesCard';
import { TodosCard } from './TodosCard';
import { WelcomeCard } from './WelcomeCard';

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
          <TodosCard />
          <MessagesCard />
        </Col>
      </Row>
      {user.companyId != null ? <ExpiringDialog user={user} /> : null}
      {user.companyId != null ? <NewcomerDialog user={user} /> : null}
    </>
  );
}
