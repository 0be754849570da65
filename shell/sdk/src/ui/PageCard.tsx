/** The card that holds one section of a workbench page, with an optional title and extra actions. */
import type { CSSProperties, ReactNode } from 'react';
import { Card } from 'antd';

export interface PageCardProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  /** Padding of the body; tables read better edge to edge on phones. */
  bodyPadding?: number;
}

/** A section of a workbench page. */
export function PageCard({ title, extra, children, style, bodyPadding }: PageCardProps) {
  return (
    <Card
      title={title}
      extra={extra}
      variant="borderless"
      style={{ marginBottom: 16, ...style }}
      styles={bodyPadding === undefined ? undefined : { body: { padding: bodyPadding } }}
    >
      {children}
    </Card>
  );
}
