/**
 * 产品购买 (/product/purchase?productId): the product's versions as cards and
 * the purchase terms; the total is the price times the years (at least 0.01);
 * 立即支付 creates the order and goes to its pay page. Buying needs a login
 * and a certified company (the SDK's guard asks otherwise). An app the company
 * already holds is renewed: the page says until when it runs and until when
 * the purchase extends it. The version and term chosen are kept in the
 * address (choice.ts), so login and certification come back to them.
 */
import { useState } from 'react';
import { CheckCircleFilled, CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Result, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkField, forgetPurchase, formatYuan, FORMS, notify, type Schema } from '@platform/sdk';
import { ErrorState, LoadingState, useCertificationGuard } from '@platform/sdk/ui';
import { orderApi } from '../../api';
import { useHeldApps, useProduct, useProductTerms } from '../../api/queries';
import { purchaseTotal, yuanOf } from '../../components/money';
import { ProductHeader } from '../../components/ProductHeader';
import { dayOf, renewedEnd, shanghaiNow } from '../../components/renewal';
import { chosenTerm, chosenVersion, withChoice } from './choice';
import '../../components/orders.css';

const RULES = FORMS.buyOrder.fields;

/** A version: `versionPrice` in fen, `versionPriceStr` in yuan; isShow false means already applied, not selectable. */
type ProductVersion = Schema<'ProductVersion'>;

function VersionCard({
  version,
  selected,
  onSelect,
}: {
  version: ProductVersion;
  selected: boolean;
  onSelect: () => void;
}) {
  const offered = version.isShow;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={version.name}
      disabled={!offered}
      className={`od-version${selected ? ' od-version--selected' : ''}`}
      onClick={onSelect}
    >
      {selected ? <CheckCircleFilled className="od-version__check" /> : null}
      <span className="od-version__name">
        {version.name}
        {offered ? null : (
          <Tag style={{ marginLeft: 8 }} color="default">
            暂不可选
          </Tag>
        )}
      </span>
      <span className="od-version__price">
        {formatYuan(version.versionPriceStr)}
        <small>/年</small>
      </span>
      {version.productVersionFunctionVos.length > 0 ? (
        <ul className="od-version__functions">
          {version.productVersionFunctionVos.map((item) => (
            <li key={item.id}>
              <CheckOutlined />
              <span>{item.functionDesc}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </button>
  );
}

/** 已开通: the company holds an app of this product; buying extends it (from its end while it runs). */
function RenewalNote({ domainIds, term }: { domainIds: number[]; term: number | undefined }) {
  const held = useHeldApps();
  const app = held.data?.find((one) => one.productDomainId != null && domainIds.includes(one.productDomainId) && one.endTime);
  if (!app?.endTime) return null;
  const now = shanghaiNow();
  const running = app.endTime > now;
  const until = term ? renewedEnd(app.endTime, term, now) : undefined;
  const what = running ? `已开通「${app.productDomainName}」，有效期至${dayOf(app.endTime)}` : `「${app.productDomainName}」已于${dayOf(app.endTime)}到期`;
  const then = until ? `，本次购买将${running ? '续期' : '重新开通'}至${dayOf(until)}` : `，选择购买期限后将${running ? '在到期日后续期' : '自今日起重新开通'}`;
  return <Alert type="info" showIcon data-testid="renewal-note" style={{ marginBottom: 16 }} message={`${what}${then}。`} />;
}

function PurchaseForm({ product }: { product: Schema<'ProductDetail'> }) {
  const navigate = useNavigate();
  const guard = useCertificationGuard();
  const terms = useProductTerms();
  const [params, setParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);

  const domains = product.productDomainList.filter((domain) => domain.productVersionVoList.length > 0);
  const termOptions = (terms.data ?? []).map((item) => ({ label: item.dictLabel, value: Number(item.dictValue) }));
  const version = chosenVersion(domains.flatMap((domain) => domain.productVersionVoList), params.get('versionId'));
  const term = chosenTerm(termOptions.map((option) => option.value), params.get('term'));
  const total = purchaseTotal(version?.versionPrice, term);
  // Replacing the address: 返回 still leaves the page rather than stepping through the choices.
  const choose = (name: 'versionId' | 'term', value: number) => setParams((search) => withChoice(search, name, value), { replace: true });

  const pay = async () => {
    const problem =
      checkField(RULES.productId, product.id) ?? checkField(RULES.versionId, version?.id) ?? checkField(RULES.term, term);
    if (problem) {
      notify.warning(problem);
      return;
    }
    setSubmitting(true);
    try {
      if (!(await guard.ensureCertified('buy'))) return;
      const orderId = await orderApi.buy({ productId: product.id, versionId: version!.id, term: term! });
      // Bought: the console need not offer a purchase remembered before certifying any more.
      forgetPurchase();
      navigate(`/product/orderPay?id=${orderId}`);
    } catch (error) {
      // The server's refusal was shown, unless it is the certification one the guard offers to fix.
      guard.offerAfterRefusal(error, 'buy');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <section className="od-section" aria-labelledby="od-versions-title">
        <h2 className="od-section__title" id="od-versions-title">
          选择版本
        </h2>
        {domains.length === 0 ? (
          <Result status="info" title="该产品暂无可购买的版本" />
        ) : (
          domains.map((domain) => (
            <div key={domain.id} style={{ marginBottom: 16 }}>
              {domains.length > 1 ? <p className="od-section__hint">{domain.name}</p> : null}
              <div className="od-versions" role="radiogroup" aria-label="产品版本">
                {domain.productVersionVoList.map((item) => (
                  <VersionCard
                    key={item.id}
                    version={item}
                    selected={version?.id === item.id}
                    onSelect={() => choose('versionId', item.id)}
                  />
                ))}
              </div>
            </div>
          ))
        )}
      </section>
      <section className="od-section" aria-labelledby="od-terms-title">
        <h2 className="od-section__title" id="od-terms-title">
          购买期限
        </h2>
        {terms.isError ? (
          <ErrorState error={terms.error} onRetry={() => void terms.refetch()} retrying={terms.isFetching} />
        ) : (
          <Radio.Group
            aria-label="购买期限"
            optionType="button"
            buttonStyle="solid"
            value={term}
            onChange={(event) => choose('term', event.target.value as number)}
            options={termOptions}
          />
        )}
      </section>
      <RenewalNote domainIds={domains.map((domain) => domain.id)} term={term} />
      <div className="od-summary">
        <span className="od-summary__total">
          合计：<span className="od-summary__amount" data-testid="purchase-total">{formatYuan(yuanOf(total))}</span>
        </span>
        {total > 0 ? (
          <Button type="primary" size="large" loading={submitting} onClick={() => void pay()}>
            立即支付
          </Button>
        ) : (
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>请选择购买期限和产品版本</span>
        )}
      </div>
    </>
  );
}

export default function Purchase() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  const product = useProduct(productId);

  let body;
  if (!productId) body = <Result status="404" title="未找到该产品" extra={<Link to="/product">去产品市场看看</Link>} />;
  else if (product.isPending) body = <LoadingState rows={8} />;
  else if (product.isError) {
    body = (
      <ErrorState
        title="产品加载失败"
        error={product.error}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  } else {
    body = (
      <>
        <ProductHeader product={product.data} />
        <PurchaseForm key={product.data.id} product={product.data} />
      </>
    );
  }
  return <div className="od-page">{body}</div>;
}
