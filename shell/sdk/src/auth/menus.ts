/** Whether the signed-in user's menu tree offers a page, so a screen links only where the user may go. */
import type { MenuNode } from '../api/types';

/**
 * Whether the tree holds the page a remote exposes ('sign/Contracts'): its
 * area is on in this deployment and the user is granted it.
 */
export function hasMenuPage(tree: readonly MenuNode[] | undefined, component: string): boolean {
  return (tree ?? []).some((node) => node.component === component || hasMenuPage(node.children, component));
}
