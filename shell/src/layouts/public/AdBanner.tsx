/** The closable ad above the top navigation (getLastTopAdvertising). */
import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { isExternalLink, useTopAdvertising, type Id } from '@platform/sdk';

const CLOSED_KEY = 'topAdClosed';

/** A closed ad stays closed for the visit; a newer ad shows again. */
function closedAdId(): string | null {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}

function rememberClosed(id: Id) {
  try {
    window.sessionStorage.setItem(CLOSED_KEY, String(id));
  } catch {
    // Without storage the ad is closed until the next page load.
  }
}

export function AdBanner() {
  const query = useTopAdvertising();
  const ad = query.data;
  const [closed, setClosed] = useState(closedAdId);
  // The strip's place is kept while the ad loads, so the page does not move down when it comes;
  // a visitor who closed one this visit most likely gets the same one, so nothing is kept for them.
  if (query.isPending && closed === null) return <div className="adbar adbar--pending" aria-hidden="true" />;
  if (!ad || closed === String(ad.id)) return null;

  const picture = (
    <>
      <img className="adbar__img" src={ad.topAdvertisingImg} alt={ad.title} />
      {ad.titleStatus === 1 ? <span className="adbar__title">{ad.title}</span> : null}
    </>
  );
  let body = <div className="adbar__link">{picture}</div>;
  if (ad.link && isExternalLink(ad.link)) {
    body = (
      <a className="adbar__link" href={ad.link} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    );
  } else if (ad.link) {
    body = (
      <Link className="adbar__link" to={ad.link}>
        {picture}
      </Link>
    );
  }

  return (
    <div className="adbar" style={{ background: ad.colorValue }} role="region" aria-label="广告">
      {body}
      <button
        type="button"
        className="adbar__close"
        aria-label="关闭广告"
        onClick={() => {
          rememberClosed(ad.id);
          setClosed(String(ad.id));
        }}
      >
        <CloseOutlined />
      </button>
    </div>
  );
}
