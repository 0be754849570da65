/** A public page that is one centred card (an invitation, signing in to an app). */
import type { ReactNode } from 'react';
import { Card } from 'antd';
import './card-page.css';

export function CardPage({ children }: { children: ReactNode }) {
  return (
    <div className="card-page">
      <Card className="card-page__card" variant="borderless">
        {children}
      </Card>
    </div>
  );
}
