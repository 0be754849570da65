/** The tabs of the cooperative ecology page (合作优势, 合作权益), each showing its fixed points. */
import { useState } from 'react';
import { TabList } from '../../components/TabList';
import type { PointTab } from './content';

/** Tabs of fixed points (合作优势, 合作权益). */
export function Tabbed({ label, tabs }: { label: string; tabs: PointTab[] }) {
  const [active, setActive] = useState(0);
  const current = tabs[active];
  return (
    <>
      <TabList label={label} items={tabs} active={active} onSelect={setActive} keyOf={(tab) => tab.key} render={(tab) => tab.label} />
      <div role="tabpanel" aria-label={current.label} className={`pub-grid pub-grid--${current.points.length === 2 ? 2 : 3}`}>
        {current.points.map((point) => (
          <div key={point.title} className="eco-point">
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </div>
        ))}
      </div>
    </>
  );
}
