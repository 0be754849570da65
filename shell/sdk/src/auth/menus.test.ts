/** A page is offered only when the user's menu tree holds it, at any depth. */
import { expect, test } from '@playwright/test';
import type { MenuNode } from '../api/types';
import { hasMenuPage } from './menus';

function node(component: string, children: MenuNode[] = []): MenuNode {
  return { alwaysShow: false, children, component, hidden: false, id: component, meta: { title: component } as MenuNode['meta'], name: component, parentId: '0', path: component };
}

test('a page nested in a folder is found, a missing one is not', () => {
  const tree = [node('Layout', [node('sign/Contracts'), node('sign/Seals')]), node('workbench/Console')];
  expect(hasMenuPage(tree, 'sign/Contracts')).toBe(true);
  expect(hasMenuPage(tree, 'workbench/Console')).toBe(true);
  expect(hasMenuPage(tree, 'partner/Apps')).toBe(false);
  expect(hasMenuPage(undefined, 'sign/Contracts')).toBe(false);
});
