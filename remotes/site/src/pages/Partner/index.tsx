/** /partner: the partners' pictures turning every 5 s, then each partner with its expandable introduction. */
import { useEffect, useRef, useState } from 'react';
import { SITE_LIMITS, type Schema } from '@platform/sdk';
import { useSupplierPage } from '../../api/queries';
import { Carousel } from '../../components/Carousel';
import { PageHero } from '../../components/PageHero';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block } from '../../components/states';
import './partner.css';

/** Whether a clamped paragraph hides part of its text (checked again when the width changes). */
function useOverflows(text: string) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return { ref, overflows };
}

function PartnerItem({ partner }: { partner: Schema<'Supplier'> }) {
  const [expanded, setExpanded] = useState(false);
  const { ref, overflows } = useOverflows(partner.introduction);
  return (
    <article className="partner">
      <Picture src={partner.logo} alt={partner.supplierName} className="partner__logo" />
      <div className="partner__body">
        <h3>{partner.supplierName}</h3>
        <p ref={ref} className={expanded ? undefined : 'pub-clamp-2'}>
          {partner.introduction || '暂无介绍'}
        </p>
        {overflows || expanded ? (
          <button type="button" className="partner__toggle" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? '收起' : '展开'}
          </button>
        ) : null}
      </div>
    </article>
  );
}

export default function Partner() {
  const partners = useSupplierPage({ pageNum: 1, pageSize: SITE_LIMITS.partnersOnPartnerPage });
  const pictures = (partners.data?.rows ?? []).flatMap((partner) =>
    partner.publicityImgArr.map((src) => ({ src, partner })),
  );
  return (
    <div className="pub-page">
      {pictures.length > 0 ? (
        <Carousel
          label="合作伙伴风采"
          className="partner-carousel"
          intervalMs={SITE_LIMITS.partnerIntervalMs}
          slides={pictures.map((picture, i) => (
            <div key={`${picture.src}-${i}`} className="pub-container partner-slide">
              <Picture src={picture.src} alt={picture.partner.supplierName} className="partner-slide__img" eager={i === 0} />
              <div className="partner-slide__text">
                <h2>{picture.partner.supplierName}</h2>
                <p>{picture.partner.introduction}</p>
              </div>
            </div>
          ))}
        />
      ) : (
        <PageHero title="合作伙伴" lead="与优秀伙伴携手，共建工业互联网生态" />
      )}
      <Section title="合作伙伴" lead="平台认证的软件服务商、智能硬件商与解决方案商">
        <Block query={partners} isEmpty={(page) => page.rows.length === 0} empty="暂无合作伙伴" rows={6}>
          {(page) => (
            <div className="pub-grid pub-grid--2">
              {page.rows.map((partner) => (
                <PartnerItem key={partner.id} partner={partner} />
              ))}
            </div>
          )}
        </Block>
      </Section>
    </div>
  );
}
