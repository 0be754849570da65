/**
 * Chinese names for controls that show only an icon. antd's icons announce
 * their English file name (a button with the WeChat icon was read as
 * "wechat 微信登录", a pager arrow as "left"): an icon inside a control with
 * a name of its own is hidden from assistive technology, and a control with
 * nothing but the icon is named by its title or, failing that, by what its
 * icon means here.
 */

/** What an icon means on a control that shows nothing else. */
export const ICON_LABELS: Readonly<Record<string, string>> = {
  left: '上一页',
  right: '下一页',
  'double-left': '向前 5 页',
  'double-right': '向后 5 页',
  close: '关闭',
  'close-circle': '清除',
  ellipsis: '更多',
  search: '搜索',
  plus: '新增',
  delete: '删除',
  edit: '编辑',
  reload: '刷新',
  copy: '复制',
  download: '下载',
  upload: '上传',
  menu: '菜单',
  'menu-fold': '收起菜单',
  'menu-unfold': '展开菜单',
  down: '展开',
  up: '收起',
  'caret-down': '展开',
  'caret-up': '收起',
  bell: '消息',
  setting: '设置',
  'question-circle': '帮助',
  'info-circle': '说明',
  'arrow-left': '返回',
  'vertical-align-top': '回到顶部',
  'customer-service': '在线客服',
  phone: '电话',
  message: '留言',
  wechat: '微信登录',
};

/** The password field's eye: what clicking it does. */
const PASSWORD_EYE: Readonly<Record<string, string>> = { 'eye-invisible': '显示密码', eye: '隐藏密码' };

const CONTROLS = 'button, a[href], [role="button"], [role="menuitem"], [role="tab"], [role="link"]';

/** The name a control that shows only this icon should have; undefined when it has one or none is known. */
export function iconOnlyName(icon: string, control: { label?: string | null; text: string; title?: string | null }): string | undefined {
  if (control.label?.trim() || control.text.trim()) return undefined;
  return control.title?.trim() || ICON_LABELS[icon];
}

/** Names the icon-only controls under `root` and hides their icons' English names. */
export function labelIcons(root: ParentNode): void {
  for (const icon of Array.from(root.querySelectorAll<HTMLElement>('.anticon[role="img"][aria-label]'))) {
    if (icon.getAttribute('aria-hidden') === 'true') continue;
    const name = icon.getAttribute('aria-label') ?? '';
    const control = icon.parentElement?.closest<HTMLElement>(CONTROLS);
    if (!control) {
      // An icon that is itself the control: the password field's eye.
      if (icon.classList.contains('ant-input-password-icon') && PASSWORD_EYE[name]) {
        icon.setAttribute('aria-label', PASSWORD_EYE[name]);
        icon.setAttribute('role', 'button');
      }
      continue;
    }
    const label = iconOnlyName(name, {
      label: control.getAttribute('aria-label'),
      text: control.textContent ?? '',
      // A pager's arrows carry their title on the item around them.
      title: control.getAttribute('title') ?? control.closest('li[title]')?.getAttribute('title'),
    });
    if (label) control.setAttribute('aria-label', label);
    else if (!control.getAttribute('aria-label') && !(control.textContent ?? '').trim()) continue; // Unknown: left as it is.
    icon.setAttribute('aria-hidden', 'true');
  }
}

/** Keeps labelling as the page changes; returns the function that stops it. */
export function watchIconLabels(root: HTMLElement): () => void {
  let scheduled = 0;
  const run = () => {
    scheduled = 0;
    labelIcons(root);
  };
  run();
  const observer = new MutationObserver(() => {
    if (!scheduled) scheduled = window.requestAnimationFrame(run);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    if (scheduled) window.cancelAnimationFrame(scheduled);
  };
}
