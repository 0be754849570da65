/** 服务与版本: a product's services (what a company opens) and each service's priced versions. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';

const INTERNAL = [
  { label: '一次性授权码', value: 0 },
  { label: '令牌', value: 1 },
  { label: '直接访问', value: 2 },
];

function Versions({ domain }: { domain: number }) {
  return (
    <Form.List name={[domain, 'productVersionVoList']}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <div key={field.key} className="content-list-item" style={{ background: '#fff' }}>
              <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                <strong>版本 {i + 1}</strong>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  删除版本
                </Button>
              </Flex>
              {/* Kept so orders that refer to the version still find it. */}
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Flex gap={12} wrap>
                <Form.Item name={[field.name, 'name']} label="版本名称" rules={[{ required: true, message: '请输入版本名称' }]}>
                  <Input maxLength={30} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'priceYuan']} label="价格（元/年）">
                  <InputNumber min={0} max={99999999} precision={2} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'isShow']} label="可购买" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Flex>
              <Form.List name={[field.name, 'productVersionFunctionVos']}>
                {(features, { add: addFeature, remove: removeFeature }) => (
                  <Form.Item label="包含功能">
                    {features.map((feature) => (
                      <Flex key={feature.key} gap={8} style={{ marginBottom: 8 }}>
                        <Form.Item name={[feature.name, 'functionDesc']} noStyle>
                          <Input maxLength={100} placeholder="如：支持50个用户" />
                        </Form.Item>
                        <Button icon={<DeleteOutlined />} onClick={() => removeFeature(feature.name)} aria-label="删除功能" />
                      </Flex>
                    ))}
                    <Button size="small" icon={<PlusOutlined />} onClick={() => addFeature({ functionDesc: '' })}>
                      添加功能
                    </Button>
                  </Form.Item>
                )}
              </Form.List>
            </div>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ name: '', priceYuan: 0, isShow: true, productVersionFunctionVos: [] })}>
            添加版本
          </Button>
        </>
      )}
    </Form.List>
  );
}

export function DomainList() {
  return (
    <Form.List name="productDomainList">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <div key={field.key} className="content-list-item">
              <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                <strong>服务 {i + 1}</strong>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  删除服务
                </Button>
              </Flex>
              {/* Kept so help documents and orders that refer to the service still find it. */}
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Flex gap={12} wrap>
                <Form.Item name={[field.name, 'name']} label="服务名称" rules={[{ required: true, message: '请输入服务名称' }]}>
                  <Input maxLength={30} style={{ width: 200 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'serviceName']} label="服务标识">
                  <Input maxLength={50} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'internal']} label="访问方式">
                  <Select options={INTERNAL} style={{ width: 160 }} />
                </Form.Item>
              </Flex>
              <Form.Item name={[field.name, 'serverUrl']} label="服务地址">
                <Input maxLength={500} placeholder="/apps/... 或 https://" />
              </Form.Item>
              <Flex gap={12} wrap>
                <Form.Item name={[field.name, 'appKey']} label="AppKey">
                  <Input maxLength={64} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'appSecret']} label="AppSecret">
                  <Input.Password maxLength={128} style={{ width: 260 }} autoComplete="off" />
                </Form.Item>
              </Flex>
              <Form.Item label="版本">
                <Versions domain={field.name} />
              </Form.Item>
            </div>
          ))}
          <Button icon={<PlusOutlined />} block onClick={() => add({ name: '', internal: 0, productVersionVoList: [] })}>
            添加服务
          </Button>
        </>
      )}
    </Form.List>
  );
}
