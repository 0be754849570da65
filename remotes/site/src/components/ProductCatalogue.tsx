/**
 * The product categories with anchor navigation: a side list on desktop, a
 * sticky row of chips on phones; the category in view is highlighted.
 */
import { useEffect, useState } from 'react';
import { useStoreProducts, type Schema } from '@platform/sdk';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { Block, Bone, Repeat } from './states';
import './catalogue.css';

/** A category of the product store with its products. */
type StoreCategory = Schema<'StoreCategory'>;

const anchorId = (category: StoreCategory) => `category-${category.categoryId}`;

/** Where a section counts as reached: under the sticky navigation. */
const REACHED_PX = 140;

/** The last category whose section has reached the top of the window. */
function useCategoryInView(categories: StoreCategory[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (categories.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let reached = anchorId(categories[0]);
      for (const category of categories) {
        const section = document.getElementById(anchorId(category));
        if (section && section.getBoundingClientRect().top <= REACHED_PX) reached = section.id;
      }
      setCurrent(reached);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [categories]);
  return current;
}

function Anchors({ categories, current }: { categories: StoreCategory[]; current?: string }) {
  const jump = (id: string) => {
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(null, '', `#${id}`);
  };
  return (
    <nav className="catalogue__anchors pub-side-menu" aria-label="产品分类">
      {categories.map((category) => {
        const id = anchorId(category);
        return (
          <a
            key={id}
            href={`#${id}`}
            className={`catalogue__anchor${current === id ? ' catalogue__anchor--active' : ''}`}
            aria-current={current === id ? 'location' : undefined}
            onClick={(event) => {
              event.preventDefault();
              jump(id);
            }}
          >
            {category.categoryName}
            <span>{category.productList.length}</span>
          </a>
        );
      })}
    </nav>
  );
}

function Sections({ categories }: { categories: StoreCategory[] }) {
  const current = useCategoryInView(categories);
  return (
    <div className="catalogue">
      <Anchors categories={categories} current={current} />
      <div className="catalogue__sections">
        {categories.map((category) => (
          <section key={category.categoryId} id={anchorId(category)} className="catalogue__section">
            <h2 className="catalogue__title">{category.categoryName}</h2>
            {category.productList.length === 0 ? (
              <p className="catalogue__none">该分类暂无产品</p>
            ) : (
              <div className="pub-grid pub-grid--3">
                {category.productList.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

/** The anchors and the first categories, a row of cards each, while the store loads. */
const SKELETON = (
  <div className="catalogue">
    <div className="catalogue__anchors pub-side-menu">
      <Repeat times={4}>
        <span className="catalogue__anchor">
          <Bone width="5em" />
        </span>
      </Repeat>
    </div>
    <div className="catalogue__sections">
      <Repeat times={2}>
        <div className="catalogue__section">
          <div className="catalogue__title">
            <Bone width="6em" />
          </div>
          <div className="pub-grid pub-grid--3">
            <Repeat times={3}>
              <ProductCardSkeleton />
            </Repeat>
          </div>
        </div>
      </Repeat>
    </div>
  </div>
);

export interface ProductCatalogueProps {
  /** Only the categories this keeps (the device page shows device categories). */
  filter?: (category: StoreCategory) => boolean;
  emptyText?: string;
}

export function ProductCatalogue({ filter, emptyText = '暂无产品' }: ProductCatalogueProps) {
  const store = useStoreProducts();
  return (
    <div className="pub-container catalogue__wrap">
      <Block query={store} isEmpty={(rows) => rows.filter(filter ?? (() => true)).length === 0} empty={emptyText} skeleton={SKELETON}>
        {(rows) => <Sections categories={filter ? rows.filter(filter) : rows} />}
      </Block>
    </div>
  );
}
