/** The repeatable sections of a product: intro, functions, advantages, scenes and banner buttons. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Radio, Switch } from 'antd';
import { MediaUpload } from '@platform/sdk/ui';
import { manageApi } from '../../api';
import '../../components/console.css';

function ItemHead({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
      <strong>{label}</strong>
      <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
        删除
      </Button>
    </Flex>
  );
}

/** Title and description, shared by every section. */
function TitleAndText({ name }: { name: number }) {
  return (
    <>
      <Form.Item name={[name, 'title']} label="标题" rules={[{ required: true, message: '请输入标题' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name={[name, 'description']} label="描述">
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}

/** 产品介绍: each item shows a video (multimediaType 1) or a picture. */
export function ProfileList() {
  return (
    <Form.List name="productProfileList">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <div key={field.key} className="content-list-item">
              <ItemHead label={`介绍 ${i + 1}`} onRemove={() => remove(field.name)} />
              <TitleAndText name={field.name} />
              <Form.Item name={[field.name, 'multimediaType']} label="媒体类型">
                <Radio.Group
                  options={[
                    { label: '图片', value: 0 },
                    { label: '视频', value: 1 },
                  ]}
                />
              </Form.Item>
              <Form.Item noStyle dependencies={[['productProfileList', field.name, 'multimediaType']]}>
                {({ getFieldValue }) => (
                  <Form.Item name={[field.name, 'multimediaUrl']} label="图片或视频">
                    <MediaUpload
                      kind={getFieldValue(['productProfileList', field.name, 'multimediaType']) === 1 ? 'video' : 'image'}
                      upload={manageApi.upload}
                    />
                  </Form.Item>
                )}
              </Form.Item>
            </div>
          ))}
          <Button icon={<PlusOutlined />} block onClick={() => add({ title: '', description: '', multimediaType: 0 })}>
            添加介绍
          </Button>
        </>
      )}
    </Form.List>
  );
}

export function FunctionList() {
  return (
    <Form.List name="productFunctionList">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <div key={field.key} className="content-list-item">
              <ItemHead label={`功能 ${i + 1}`} onRemove={() => remove(field.name)} />
              <TitleAndText name={field.name} />
              <Form.Item name={[field.name, 'functionIcon']} label="功能图标">
                <MediaUpload hint="建议 96×96" upload={manageApi.upload} />
              </Form.Item>
            </div>
          ))}
          <Button icon={<PlusOutlined />} block onClick={() => add({ title: '', description: '' })}>
            添加功能
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** 产品优势 and 应用场景: title, description and a picture. */
export function SectionList({ name, noun, hint }: { name: 'productAdvantageList' | 'productSceneList'; noun: string; hint?: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <div key={field.key} className="content-list-item">
              <ItemHead label={`${noun} ${i + 1}`} onRemove={() => remove(field.name)} />
              <TitleAndText name={field.name} />
              <Form.Item name={[field.name, 'multimediaUrl']} label="图片">
                <MediaUpload hint={hint} upload={manageApi.upload} />
              </Form.Item>
            </div>
          ))}
          <Button icon={<PlusOutlined />} block onClick={() => add({ title: '', description: '' })}>
            添加{noun}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** The banner's buttons, in the order they show; 立即购买 and 立即申报 lead to the order forms. */
export function ButtonList() {
  return (
    <Form.List name="operationContent">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="center" wrap style={{ marginBottom: 8 }}>
              <Form.Item name={[field.name, 'name']} noStyle rules={[{ required: true, message: '请输入按钮文字' }]}>
                <Input maxLength={10} style={{ width: 160 }} aria-label={`按钮 ${i + 1} 文字`} />
              </Form.Item>
              <Form.Item name={[field.name, 'checked']} noStyle valuePropName="checked">
                <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
              </Form.Item>
              <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                上移
              </Button>
              <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="删除按钮" />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ name: '立即咨询', checked: true, index: fields.length })}>
            添加按钮
          </Button>
        </>
      )}
    </Form.List>
  );
}
