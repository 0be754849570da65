/** The fixed texts of the cooperation page. */

export interface Point {
  title: string;
  text: string;
}

export interface PointTab {
  key: string;
  label: string;
  points: Point[];
}

/** Points written as [title, text]. */
function points(...pairs: Array<[string, string]>): Point[] {
  return pairs.map(([title, text]) => ({ title, text }));
}

export const ADVANTAGES: PointTab[] = [
  {
    key: 'platform',
    label: '平台优势',
    points: points(
      ['国家级双跨平台', '入选国家级跨行业跨领域工业互联网平台，品牌公信力强。'],
      ['统一开放架构', '统一账号、统一支付与开放接口，应用一次接入即可服务全平台企业。'],
      ['安全可信', '企业实名认证、数据加密传输与分级权限控制，交易全程可追溯。'],
    ),
  },
  {
    key: 'resource',
    label: '资源优势',
    points: points(
      ['海量企业用户', '汇聚数万家认证制造企业，覆盖装备、电子、化工、纺织等重点行业。'],
      ['设备与数据资源', '累计接入工业设备超过50万台，沉淀丰富的行业数据与模型。'],
      ['政策与金融资源', '对接上云补贴、专项资金与产业链金融服务，助力伙伴拓展市场。'],
    ),
  },
];

export const COOPERATION_TYPES: Point[] = points(
  ['软件服务商', '工业软件、SaaS应用开发商，入驻产品市场，面向平台企业销售与交付。'],
  ['智能硬件商', '网关、传感器、边缘计算等硬件厂商，与平台联合打造软硬一体方案。'],
  ['解决方案商', '行业集成商与咨询机构，依托平台能力为企业提供端到端的数字化方案。'],
);

export const RIGHTS: PointTab[] = [
  {
    key: 'promotion',
    label: '产品推广',
    points: points(
      ['产品市场展示', '产品上架产品市场，享受首页推荐、专题活动与搜索曝光。'],
      ['联合市场活动', '参与平台组织的行业大会、巡展与线上直播推介。'],
    ),
  },
  {
    key: 'data',
    label: '数据服务',
    points: points(
      ['经营数据看板', '实时查看产品访问、开通与订单数据，洞察客户需求。'],
      ['行业数据服务', '在合规授权下使用平台行业数据与模型，提升产品能力。'],
    ),
  },
  {
    key: 'sharing',
    label: '资源共享',
    points: points(
      ['客户与渠道共享', '共享平台企业客户与区域服务渠道，降低获客成本。'],
      ['专家与技术支持', '对接平台共享专家与技术团队，协助方案设计与实施。'],
    ),
  },
  {
    key: 'ecosystem',
    label: '生态服务',
    points: points(
      ['统一账号与支付', '接入平台统一账号、订单与支付体系，开箱即用。'],
      ['认证与培训', '获得平台合作伙伴认证，参加产品与交付能力培训。'],
    ),
  },
];
