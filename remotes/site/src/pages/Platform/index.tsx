/** plat/{id}: a service platform, with the way to its own site and the other platforms. */
import { Link, useParams } from 'react-router-dom';
import { platformPath, useServicePlatforms } from '@platform/sdk';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block, Empty } from '../../components/states';
import './platform.css';

export default function Platform() {
  const { id = '' } = useParams();
  const platforms = useServicePlatforms();
  return (
    <div className="pub-page">
      <Block query={platforms} rows={6}>
        {(rows) => {
          const platform = rows.find((row) => String(row.id) === id);
          const others = rows.filter((row) => String(row.id) !== id);
          return (
            <>
              <div className="plat-hero">
                <div className="pub-container plat-hero__inner">
                  {platform ? (
                    <>
                      <Picture src={platform.logoImage} alt="" className="plat-hero__logo" eager />
                      <div>
                        <p className="plat-hero__eyebrow">服务平台</p>
                        <h1>{platform.servicePlatformName}</h1>
                        <p className="plat-hero__text">{platform.description}</p>
                        {platform.serverUrl ? (
                          <a href={platform.serverUrl} target="_blank" rel="noopener noreferrer" className="pub-btn pub-btn--primary">
                            访问平台
                          </a>
                        ) : (
                          <span className="pub-tag pub-tag--gray">平台建设中</span>
                        )}
                      </div>
                    </>
                  ) : (
                    <Empty text="该服务平台不存在或已下线" />
                  )}
                </div>
              </div>
              {others.length > 0 ? (
                <Section title="更多服务平台" muted>
                  <div className="pub-grid pub-grid--3">
                    {others.map((row) => (
                      <Link key={row.id} to={platformPath(row.id)} className="plat-card">
                        <Picture src={row.logoImage} alt="" className="plat-card__logo" />
                        <span>
                          <strong>{row.servicePlatformName}</strong>
                          <span className="pub-clamp-2">{row.description}</span>
                        </span>
                      </Link>
                    ))}
                  </div>
                </Section>
              ) : null}
            </>
          );
        }}
      </Block>
    </div>
  );
}
