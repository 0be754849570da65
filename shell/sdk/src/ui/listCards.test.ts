/** Unit tests of a phone's list cards: the title column, the lines, reading a nested dataIndex and the card's name. */
import { expect, test } from '@playwright/test';
import { cardLayout, cardName, dataPath, leafColumns, readPath, shows, textOf } from './listCards';

const ORDER = { orderNo: 'DD2024001', product: { name: '设备管理云平台', version: { name: '企业版' } }, tags: ['a', 'b'], amount: 0 };

test('a dataIndex is a field, a dotted name is one field, an array is a path', () => {
  expect(dataPath('orderNo')).toEqual(['orderNo']);
  expect(dataPath('product.name')).toEqual(['product.name']);
  expect(dataPath(['product', 'version', 'name'])).toEqual(['product', 'version', 'name']);
  expect(dataPath(0)).toEqual([0]);
  expect(dataPath(undefined)).toEqual([]);
  expect(dataPath('')).toEqual([]);
});

test('a row is read along the path; a missing step gives undefined', () => {
  expect(readPath(ORDER, 'orderNo')).toBe('DD2024001');
  expect(readPath(ORDER, ['product', 'version', 'name'])).toBe('企业版');
  expect(readPath(ORDER, ['tags', 1])).toBe('b');
  expect(readPath(ORDER, 'amount')).toBe(0);
  expect(readPath(ORDER, ['product', 'missing', 'name'])).toBeUndefined();
  expect(readPath(ORDER, 'product.name')).toBeUndefined();
  expect(readPath(ORDER, undefined)).toBeUndefined();
  expect(readPath(null, 'orderNo')).toBeUndefined();
});

const SELECT = { title: '选择', key: 'select' };
const NO = { title: '订单编号', dataIndex: 'orderNo' };
const PRODUCT = { title: '产品名称', dataIndex: ['product', 'name'] };
const STATUS = { title: '状态', dataIndex: 'payStatus' };

test('the first column titles the card and every other column gives a line', () => {
  expect(cardLayout([NO, PRODUCT, STATUS])).toEqual({ title: NO, lines: [PRODUCT, STATUS] });
  expect(cardLayout([SELECT, NO, STATUS])).toEqual({ title: SELECT, lines: [NO, STATUS] });
});

test('a column named by its key or its dataIndex titles the card instead', () => {
  expect(cardLayout([SELECT, NO, STATUS], 'orderNo')).toEqual({ title: NO, lines: [SELECT, STATUS] });
  expect(cardLayout([SELECT, PRODUCT, STATUS], 'product.name')).toEqual({ title: PRODUCT, lines: [SELECT, STATUS] });
  expect(cardLayout([NO, SELECT, STATUS], 'select')).toEqual({ title: SELECT, lines: [NO, STATUS] });
  // A name no column has falls back to the first.
  expect(cardLayout([NO, STATUS], 'missing')).toEqual({ title: NO, lines: [STATUS] });
});

test('columns without a title give no line; hidden ones nothing; groups give their children', () => {
  const blank = { title: '', dataIndex: 'x' };
  const spaces = { title: '  ', dataIndex: 'y' };
  const none = { dataIndex: 'z' };
  const hidden = { title: '隐藏', dataIndex: 'h', hidden: true };
  const group = { title: '产品', children: [PRODUCT, { title: '版本', dataIndex: ['product', 'version', 'name'] }] };
  expect(cardLayout([NO, blank, spaces, none, hidden, STATUS])).toEqual({ title: NO, lines: [STATUS] });
  expect(leafColumns([NO, group])).toEqual([NO, PRODUCT, group.children[1]]);
  expect(cardLayout([group, NO]).title).toBe(PRODUCT);
  expect(cardLayout([])).toEqual({ title: undefined, lines: [] });
});

test('a value shows unless it renders nothing', () => {
  for (const value of ['—', 0, '0', true, { type: 'span' }]) expect(shows(value)).toBe(true);
  for (const value of [null, undefined, false, '', '  ']) expect(shows(value)).toBe(false);
});

test('the card is named by the text of its title, none when it has none', () => {
  expect(cardName('DD2024001')).toBe('DD2024001');
  expect(cardName(12)).toBe('12');
  expect(cardName(' 设备 ')).toBe('设备');
  // Elements as React makes them: their text is in props.children, however deep.
  const span = { type: 'span', props: { className: 'sg-nowrap', children: 'HT2024001' } };
  expect(cardName(span)).toBe('HT2024001');
  expect(cardName({ type: 'div', props: { children: [span, ' ', { type: 'em', props: { children: ['第', 2, '版'] } }] } })).toBe('HT2024001 第2版');
  // A picture or a component fed through other props has no text to name the card by.
  expect(cardName({ type: 'img', props: { src: 'https://example.com/a.png' } })).toBeUndefined();
  expect(cardName('')).toBeUndefined();
  expect(cardName(null)).toBeUndefined();
  expect(textOf([false, null, 'a', undefined, 1])).toBe('a1');
});
