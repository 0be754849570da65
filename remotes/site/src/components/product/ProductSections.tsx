/** The sections of a product detail page, shared by both templates. */
import { useState } from 'react';
import { formatAmount, notify, SITE_LIMITS, type Schema } from '@platform/sdk';
import { useFrontProducts } from '../../api/queries';
import { ConsultLink } from '../ConsultLink';
import { Picture } from '../Picture';
import { ProductCard } from '../ProductCard';
import { RichText } from '../RichText';
import { Section } from '../Section';
import { Block } from '../states';
import { TabList } from '../TabList';
import { nextBatch } from './batches';
import { Card } from '../Card';

type ProductDetail = Schema<'ProductDetail'>;

/** Whether sanitised HTML says anything (more than empty paragraphs). */
function hasText(html: string | null | undefined): boolean {
  return !!html && html.replace(/<[^>]*>/g, '').trim().length > 0;
}

/** An intro item's picture, or its video when multimediaType is 1. */
function Media({ item }: { item: Schema<'ProductProfile'> }) {
  if (item.multimediaType === 1 && item.multimediaUrl) {
    return <video className="pd-media" src={item.multimediaUrl} controls preload="metadata" playsInline aria-label={item.title} />;
  }
  return <Picture src={item.multimediaUrl} alt={item.title} className="pd-media" />;
}

/** 产品介绍 as alternating rows (template 1). */
export function IntroRows({ product }: { product: ProductDetail }) {
  // The description alone (a partner's app has no pictured rows) is an introduction too.
  if (product.productProfileList.length === 0 && !hasText(product.description)) return null;
  return (
    <Section title="产品介绍" id="intro">
      <RichText html={product.description} className="pd-description" />
      <div className="pd-intro">
        {product.productProfileList.map((item, i) => (
          <div key={item.id} className={`pd-intro__row${i % 2 ? ' pd-intro__row--reverse' : ''}`}>
            <Media item={item} />
            <div className="pd-intro__text">
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** 产品介绍 as tabs beside the media (template 2). */
export function IntroTabs({ product }: { product: ProductDetail }) {
  const [active, setActive] = useState(0);
  const items = product.productProfileList;
  if (items.length === 0) {
    return hasText(product.description) ? (
      <Section title="产品介绍" id="intro">
        <RichText html={product.description} className="pd-description" />
      </Section>
    ) : null;
  }
  const current = items[Math.min(active, items.length - 1)];
  return (
    <Section title="产品介绍" id="intro">
      <RichText html={product.description} className="pd-description" />
      <div className="pd-introtabs">
        <TabList
          label="产品介绍"
          className="pd-introtabs__list"
          tabClassName="pd-introtabs__tab"
          items={items}
          active={active}
          onSelect={setActive}
          keyOf={(item) => item.id}
          render={(item) => (
            <>
              <strong>{item.title}</strong>
              <span>{item.description}</span>
            </>
          )}
        />
        <div className="pd-introtabs__media" role="tabpanel">
          <Media key={current.id} item={current} />
        </div>
      </div>
    </Section>
  );
}

export function Functions({ product }: { product: ProductDetail }) {
  if (product.productFunctionList.length === 0) return null;
  return (
    <Section title="产品功能" muted id="functions">
      <div className="pub-grid pub-grid--4">
        {product.productFunctionList.map((item) => (
          <div key={item.id} className="pd-function">
            <Picture src={item.functionIcon} alt="" className="pd-function__icon" />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** 产品优势: three on template 1, four on template 2. */
export function Advantages({ product, template }: { product: ProductDetail; template: 1 | 2 }) {
  const shown = product.productAdvantageList.slice(0, SITE_LIMITS.advantagesByTemplate[template]);
  if (shown.length === 0) return null;
  return (
    <Section title="产品优势" id="advantages">
      <div className={`pub-grid pub-grid--${template === 2 ? 4 : 3}`} data-testid="product-advantages">
        {shown.map((item, i) => (
          <div key={item.id} className="pd-advantage">
            <span className="pd-advantage__number">{String(i + 1).padStart(2, '0')}</span>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** 应用场景: up to three. */
export function Scenes({ product }: { product: ProductDetail }) {
  const scenes = (product.productSceneList.length > 0 ? product.productSceneList : product.sceneList).slice(0, SITE_LIMITS.scenes);
  if (scenes.length === 0) return null;
  return (
    <Section title="应用场景" muted id="scenes">
      <div className="pub-grid pub-grid--3">
        {scenes.map((item) => (
          <Card key={item.id} img={item.multimediaUrl} title={item.title} text={item.description} />
        ))}
      </div>
    </Section>
  );
}

/** The versions of the product's services, with their price and what each includes. */
export function Versions({ product }: { product: ProductDetail }) {
  const versions = product.productDomainList.flatMap((domain) =>
    domain.productVersionVoList.map((version) => ({ domain, version })),
  );
  if (versions.length === 0) return null;
  return (
    <Section title="产品版本" id="versions">
      <div className="pub-grid pub-grid--3">
        {versions.map(({ domain, version }) => (
          <div key={version.id} className="pd-version">
            <p className="pd-version__domain">{domain.name}</p>
            <h3>{version.name}</h3>
            <p className="pd-version__price">
              {version.versionPrice > 0 ? (
                <>
                  ¥<strong>{formatAmount(version.versionPriceStr)}</strong>
                  <span>/年</span>
                </>
              ) : (
                <strong>免费</strong>
              )}
            </p>
            <ul>
              {version.productVersionFunctionVos.map((fn, i) => (
                <li key={fn.id ?? i}>{fn.functionDesc}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** 推荐产品: the recommended products other than this one, a row at a time; 换一批 shows the next row. */
export function Recommended({ product }: { product: ProductDetail }) {
  const recommended = useFrontProducts('recommend');
  const [start, setStart] = useState(0);
  const size = SITE_LIMITS.productCardsPerRow;
  const others = (recommended.data ?? []).filter((row) => row.id !== product.id);

  const another = () => {
    const next = nextBatch(start, others.length, size);
    setStart(next.start);
    if (next.message) notify.info(next.message);
  };

  return (
    <Section
      title="推荐产品"
      muted
      id="recommended"
      extra={
        others.length > 0 ? (
          <button type="button" className="pub-btn pub-btn--ghost" onClick={another}>
            换一批
          </button>
        ) : null
      }
    >
      <Block query={recommended} isEmpty={() => others.length === 0} empty="暂无推荐产品">
        {() => (
          <div className="pub-grid pub-grid--3" aria-live="polite">
            {others.slice(start, start + size).map((row) => (
              <ProductCard key={row.id} product={row} />
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}

/** The closing band with 立即咨询. */
export function ConsultBand({ product }: { product: ProductDetail }) {
  return (
    <div className="pd-consult">
      <div className="pub-container pd-consult__inner">
        <div>
          <h2>想了解{product.name}如何落地到您的企业？</h2>
          <p>专业顾问一对一解答，为您推荐合适的版本与实施方案</p>
        </div>
        <ConsultLink about={product.name} />
      </div>
    </div>
  );
}
