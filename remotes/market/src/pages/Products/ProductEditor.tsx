/** The product drawer: basics, banner buttons, sections, services and versions, and the HTML introduction. */
import { Col, Form, Input, Radio, Row, Tabs } from 'antd';
import { fieldMax, FORMS, formRules, type Id, type Schema } from '@platform/sdk';
import { FlagField, HtmlEditor, MediaUpload, SortField, StandardEditor, StatusField } from '@platform/sdk/ui';
import { manageApi } from '../../api';
import { contentKeys } from '../../api/queries';
import { requiredChoice } from '../../components/fields';
import { CategorySelect } from './CategorySelect';
import { DomainList } from './DomainList';
import { NEW_PRODUCT, toPayload, toValues, type ProductValues } from './productForm';
import { ButtonList, FunctionList, ProfileList, SectionList } from './SectionLists';

const FORM = FORMS.contentProduct;
const RULES = formRules(FORM);

/** 渠道类型 (channelType): how the workbench opens the product's application. */
const CHANNEL_TYPES = [
  { label: '独立应用', value: 0 },
  { label: '平台内服务', value: 1 },
];
const CHANNEL_HINT = '独立应用从工作台打开其服务地址；平台内服务打开后进入工作台首页';

function Basics() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="产品名称" rules={RULES.name}>
            <Input maxLength={fieldMax(FORM, 'name')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="categoryId" label="产品分类" rules={requiredChoice(FORM.fields.categoryId.required)}>
            <CategorySelect placeholder="请选择产品分类" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="slogan" label="产品标语" rules={RULES.slogan}>
        <Input maxLength={fieldMax(FORM, 'slogan')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="icon" label="产品图标" rules={RULES.icon}>
            <MediaUpload hint="建议 160×160" upload={manageApi.upload} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sloganImage" label="横幅图片" rules={RULES.sloganImage}>
            <MediaUpload hint="建议 1920×480" upload={manageApi.upload} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="productType" label="产品类型">
            <Radio.Group
              options={[
                { label: '应用产品', value: 1 },
                { label: '平台产品', value: 2 },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="templateType" label="详情页模板">
            <Radio.Group
              options={[
                { label: '模板一', value: 1 },
                { label: '模板二', value: 2 },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="channelType" label="渠道类型" extra={CHANNEL_HINT}>
            <Radio.Group options={CHANNEL_TYPES} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="appKey" label="应用标识" rules={RULES.appKey}>
        <Input maxLength={fieldMax(FORM, 'appKey')} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <FlagField name="isRecommend" label="推荐产品" />
        </Col>
        <Col xs={12} md={6}>
          <FlagField name="isFree" label="免费产品" />
        </Col>
        <Col xs={12} md={6}>
          <FlagField name="isAi" label="AI应用" />
        </Col>
        <Col xs={12} md={6}>
          <FlagField name="online" label="已上线" extra="AI应用未上线时显示为即将上线" />
        </Col>
      </Row>
      <SortField />
      <StatusField />
    </>
  );
}

export function ProductEditor({ editing, onClose }: { editing: Id | 'new' | undefined; onClose(): void }) {
  return (
    <StandardEditor<Schema<'ProductDetail'>, ProductValues, Schema<'ProductForm'>>
      queryKey={contentKeys.manageKind('product')}
      noun="产品"
      calls={manageApi.product}
      editing={editing}
      onClose={onClose}
      defaults={NEW_PRODUCT}
      toValues={toValues}
      toPayload={toPayload}
      width={980}
    >
      <Tabs
        // Every tab stays mounted, so the fields of all of them are saved.
        items={[
          { key: 'basics', label: '基本信息', forceRender: true, children: <Basics /> },
          { key: 'buttons', label: '横幅按钮', forceRender: true, children: <ButtonList /> },
          { key: 'profiles', label: '产品介绍', forceRender: true, children: <ProfileList /> },
          { key: 'functions', label: '产品功能', forceRender: true, children: <FunctionList /> },
          {
            key: 'advantages',
            label: '产品优势',
            forceRender: true,
            children: <SectionList name="productAdvantageList" noun="优势" />,
          },
          { key: 'scenes', label: '应用场景', forceRender: true, children: <SectionList name="productSceneList" noun="场景" hint="建议 640×360" /> },
          { key: 'domains', label: '服务与版本', forceRender: true, children: <DomainList /> },
          {
            key: 'description',
            label: '产品详情',
            forceRender: true,
            children: (
              <Form.Item name="description" label="产品详情（HTML）" rules={RULES.description}>
                <HtmlEditor maxLength={fieldMax(FORM, 'description')} rows={14} upload={manageApi.upload} />
              </Form.Item>
            ),
          },
        ]}
      />
    </StandardEditor>
  );
}
