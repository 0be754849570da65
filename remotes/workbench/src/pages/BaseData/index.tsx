/** 基础数据: opens the company's base-data application. */
import { BaseAppPage } from '../../components/BaseAppPage';

export default function BaseData() {
  return <BaseAppPage index={0} title="基础数据" description="物料、客户、供应商、计量单位等企业基础数据的统一维护" />;
}
