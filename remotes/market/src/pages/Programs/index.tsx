/** 解决方案: solutions (category 5, the home page shows those marked) and special programmes (category 6). */
import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, PROGRAMME_CATEGORY, SOLUTION_CATEGORY, type Id, type Schema } from '@platform/sdk';
import { ContentList, FlagField, HtmlEditor, MediaUpload, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

type Program = Schema<'Program'>;
type ProgramForm = Schema<'ProgramForm'>;

const FORM = FORMS.contentProgram;
const RULES = formRules(FORM);

const CATEGORIES = [
  { label: '行业解决方案', value: SOLUTION_CATEGORY },
  { label: '专项服务', value: PROGRAMME_CATEGORY },
];

const COLUMNS: TableColumnsType<Program> = [
  { title: '图片', dataIndex: 'programImage', width: 90, render: (src?: string | null) => <Thumb src={src} /> },
  { title: '方案名称', dataIndex: 'name', width: 220 },
  { title: '路由标识', dataIndex: 'code', width: 120, render: (code?: string | null) => code || '—' },
  {
    title: '类别',
    dataIndex: 'categoryId',
    width: 120,
    render: (value: number) => CATEGORIES.find((c) => c.value === value)?.label ?? value,
  },
  { title: '首页展示', dataIndex: 'homeShow', width: 100, render: (value: number) => (value === 1 ? <Tag color="blue">展示</Tag> : '—') },
  { title: '场景', dataIndex: 'sceneList', width: 80, render: (scenes: unknown[]) => `${scenes.length} 个` },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

/** The form keeps business tags as a list; the server takes them comma-separated. */
type ProgramValues = Omit<ProgramForm, 'business'> & { business?: string[] };

function toValues(row: Program): Partial<ProgramValues> {
  return {
    code: row.code,
    categoryId: row.categoryId,
    name: row.name,
    slogan: row.slogan,
    business: row.businessList,
    programImage: row.programImage ?? undefined,
    description: row.description,
    homeShow: row.homeShow,
    sort: row.sort,
    status: row.status,
    sceneList: row.sceneList.map((scene) => ({ title: scene.title, description: scene.description, img: scene.img })),
  };
}

function toPayload(values: ProgramValues): ProgramForm {
  return { ...values, code: values.code || null, business: (values.business ?? []).join(','), sceneList: values.sceneList ?? [] };
}

function SceneList() {
  return (
    <Form.List name="sceneList">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <div key={field.key} className="content-list-item">
              <Form.Item label={`场景 ${index + 1}`} style={{ marginBottom: 8 }}>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  删除场景
                </Button>
              </Form.Item>
              <Form.Item name={[field.name, 'title']} label="场景标题" rules={[{ required: true, message: '请输入场景标题' }]}>
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item name={[field.name, 'description']} label="场景介绍">
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
              <Form.Item name={[field.name, 'img']} label="场景图片">
                <MediaUpload upload={manageApi.upload} />
              </Form.Item>
            </div>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ title: '', description: '' })} block>
            添加场景
          </Button>
        </>
      )}
    </Form.List>
  );
}

export default function Programs() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="解决方案" description="行业解决方案与专项服务，发布后在网站的解决方案栏目展示" />
      <ContentList<Program>
        queryKey={contentKeys.manageKind('program')}
        noun="方案"
        columns={COLUMNS}
        calls={manageApi.program}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.programId)}
        idOf={(row) => row.programId}
        searchPlaceholder="按方案名称搜索"
        scrollX={1180}
      />
      <StandardEditor<Program, ProgramValues, ProgramForm>
        queryKey={contentKeys.manageKind('program')}
        noun="方案"
        calls={manageApi.program}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ categoryId: SOLUTION_CATEGORY, homeShow: 0, sort: 0, status: 1, business: [], sceneList: [], description: '' }}
        toValues={toValues}
        toPayload={toPayload}
        width={820}
      >
        <Form.Item name="name" label="方案名称" rules={RULES.name}>
          <Input maxLength={fieldMax(FORM, 'name')} />
        </Form.Item>
        <Form.Item name="categoryId" label="类别">
          <Select options={CATEGORIES} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="code" label="路由标识" rules={RULES.code} extra="选填，字母开头；填写 planFinance 的方案在金融信贷页面展示">
          <Input maxLength={fieldMax(FORM, 'code')} placeholder="如：planFinance" />
        </Form.Item>
        <Form.Item name="slogan" label="标语" rules={RULES.slogan}>
          <Input maxLength={fieldMax(FORM, 'slogan')} />
        </Form.Item>
        <Form.Item name="business" label="业务标签" extra="输入后回车添加">
          <Select mode="tags" tokenSeparators={[',', '，']} placeholder="如：设备联网" open={false} />
        </Form.Item>
        <Form.Item name="programImage" label="方案图片" rules={RULES.programImage}>
          <MediaUpload hint="建议 1920×480" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="description" label="方案介绍" rules={RULES.description}>
          <HtmlEditor maxLength={fieldMax(FORM, 'description')} rows={8} upload={manageApi.upload} />
        </Form.Item>
        <FlagField name="homeShow" label="首页展示" extra="首页「行业解决方案」最多展示5个" />
        <SortField />
        <StatusField />
        <Form.Item label="应用场景">
          <SceneList />
        </Form.Item>
      </StandardEditor>
    </>
  );
}
