/** 推荐产品 on the console: four products a slide, moving on every 6 s; each opens its product page. */
import { Carousel } from 'antd';
import { useNavigate } from 'react-router-dom';
import { prefersLessMotion, productPath } from '@platform/sdk';
import { EmptyState, PageCard, QueryView } from '@platform/sdk/ui';
import { useRecommendedProducts } from '../../api/queries';
import { AppIcon } from '../../components/AppTile';
import { CAROUSEL_SPEED_MS, chunk, PRODUCTS_PER_SLIDE } from '../../components/apps';

export function RecommendCarousel() {
  const products = useRecommendedProducts();
  const navigate = useNavigate();
  return (
    <PageCard title="推荐产品">
      <QueryView query={products} isEmpty={(list) => list.length === 0} empty={<EmptyState description="暂无推荐产品" />} loading={null}>
        {(list) => {
          const slides = chunk(list, PRODUCTS_PER_SLIDE);
          return (
            <Carousel className="wbc-carousel" autoplay={slides.length > 1 && !prefersLessMotion()} autoplaySpeed={CAROUSEL_SPEED_MS} dots={slides.length > 1}>
              {slides.map((slide, index) => (
                <div key={index}>
                  <div className="wbc-slide" data-testid="recommend-slide">
                    {slide.map((product) => (
                      <button
                        type="button"
                        key={product.id}
                        className="wbc-product"
                        title={product.name}
                        onClick={() => navigate(productPath(product))}
                      >
                        <AppIcon src={product.icon} className="wbc-product__icon" />
                        <span className="wbc-product__text">
                          <span className="wbc-product__name" style={{ display: 'block' }}>
                            {product.name}
                          </span>
                          <span className="wbc-product__slogan">{product.slogan}</span>
                        </span>
                      </button>
                    ))}
                  </div>
                </div>
              ))}
            </Carousel>
          );
        }}
      </QueryView>
    </PageCard>
  );
}
