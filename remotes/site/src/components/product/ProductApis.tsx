/**
 * The product page's API section: the open APIs its apps publish, each with its gateway address,
 * price and document (cleaned HTML from the server). Shown only when there are some: a product
 * without APIs, or a list that failed to load, leaves the page as it was.
 */
import type { Schema } from '@platform/sdk';
import { useProductApis } from '../../api/queries';
import { RichText } from '../RichText';
import { Section } from '../Section';

function price(points: number): string {
  return points > 0 ? `${points.toLocaleString('en-US')} 积分/次` : '免费';
}

function Api({ api, open }: { api: Schema<'PublicApi'>; open: boolean }) {
  return (
    <details className="pd-api" open={open}>
      <summary className="pd-api__head">
        <span className="pd-api__name">{api.name}</span>
        <span className="pd-api__endpoint">
          <span className={`pd-api__method pd-api__method--${api.method.toLowerCase()}`}>{api.method}</span>
          <code>{api.path}</code>
        </span>
        <span className="pd-api__price">{price(api.price)}</span>
      </summary>
      <div className="pd-api__body">
        {api.docHtml.trim() ? <RichText html={api.docHtml} className="pd-api__doc" /> : <p className="pd-api__none">暂无接口文档</p>}
      </div>
    </details>
  );
}

export function ProductApis({ product }: { product: Schema<'ProductDetail'> }) {
  const apis = useProductApis(product.id);
  if (!apis.data || apis.data.length === 0) return null;
  return (
    <Section title="API" id="apis" lead="开通本产品的企业可在工作台「开放平台 › 接口凭证」创建凭证，签名后经平台网关调用以下接口，按次扣除积分">
      <div className="pd-apis" data-testid="product-apis">
        {apis.data.map((api, i) => (
          <Api key={api.apiCode} api={api} open={i === 0} />
        ))}
      </div>
    </Section>
  );
}
