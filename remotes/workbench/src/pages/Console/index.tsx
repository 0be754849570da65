/**
 * 工作台 (/home/console): greeting and company, the company's services (or
 * with ?type=ai its AI view), recommended products, help documents, notices,
 * to-dos and messages, the expiring products dialog, the welcome after registering,
 * and the purchase left to certify the company, once certified. Operators see
 * their work queue first; one without a company sees no customer cards.
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
import { isOperator, OperatorQueue } from './OperatorQueue';
import { PurchaseIntentAlert } from './PurchaseIntentAlert';
import { RecommendCarousel } from './RecommendCarousel';
import { ServicesCard } from './ServicesCard';
import { TodosCard } from './TodosCard';
import { WelcomeCard } from './WelcomeCard';

export default function Console() {
  const { user, menus } = useAuth();
  if (!user) return null;
  const operator = isOperator(menus);
  // An operator without a company has no services to open or products to buy.
  const customer = user.companyId != null || !operator;
  return (
    <>
      <PurchaseIntentAlert user={user} />
      <WelcomeCard user={user} />
      {operator ? <OperatorQueue /> : null}
      {user.companyId != null ? <CompanyCard /> : null}
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          {customer ? <ServicesCard user={user} /> : null}
          {customer ? <RecommendCarousel /> : null}
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
