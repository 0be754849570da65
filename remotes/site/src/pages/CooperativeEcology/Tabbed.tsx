/** The tabs of the cooperative ecology page (合作优势, 合作权益), each showing its fixed points. */
import { useState } from 'react';
import type { Point } from './content';

/** Tabs of fixed points (合作优势, 合作权益). */
export function Tabbed({ label, tabs }: { label: string; tabs: Array<{ key: string; label: string; points: Point[] }> }) {
  const [active, setActive] = useState(tabs[0].key);
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <>
      <div className="pub-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            className="pub-tab"
            aria-selected={tab.key === active}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
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
