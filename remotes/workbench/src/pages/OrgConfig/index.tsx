/** 组织配置: opens the company's organisation application. */
import { BaseAppPage } from '../../components/BaseAppPage';

export default function OrgConfig() {
  return <BaseAppPage index={1} title="组织配置" description="组织架构、部门岗位与人员角色的统一配置" />;
}
