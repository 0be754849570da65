/** /device (设备服务): the device categories of the store and the platforms that serve devices. */
import { Link } from 'react-router-dom';
import { CONSULT_PATH } from '@platform/sdk';
import { PageHero } from '../../components/PageHero';
import { ProductCatalogue } from '../../components/ProductCatalogue';

const isDeviceCategory = (category: { categoryName: string }) => category.categoryName.includes('设备');

export default function Device() {
  return (
    <div className="pub-page">
      <PageHero
        eyebrow="设备服务"
        title="设备联网、运维与能耗管理一站式服务"
        lead="从设备接入、状态监测到预测性维护，帮助企业管好每一台设备"
        actions={
          <>
            <Link to={CONSULT_PATH} className="pub-btn pub-btn--primary">
              立即咨询
            </Link>
            <Link to="/product" className="pub-btn pub-btn--light">
              全部产品
            </Link>
          </>
        }
      />
      <ProductCatalogue filter={isDeviceCategory} emptyText="暂无设备服务产品" />
    </div>
  );
}
