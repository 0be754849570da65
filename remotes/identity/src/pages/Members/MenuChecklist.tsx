/** The grantable menus as checkboxes grouped under their folders, each with what it allows when the server says. */
import { Checkbox, Flex, Typography } from 'antd';
import type { Schema } from '@platform/sdk';

type GrantableMenu = Schema<'GrantableMenu'>;

export interface MenuChecklistProps {
  menus: GrantableMenu[];
  value?: string[];
  onChange?(value: string[]): void;
}

/** The menus a main account may grant, grouped under their folders; a Form control. */
export function MenuChecklist({ menus, value = [], onChange }: MenuChecklistProps) {
  const groups = new Map<string, GrantableMenu[]>();
  for (const menu of menus) {
    const group = menu.parentTitle ?? '其他';
    groups.set(group, [...(groups.get(group) ?? []), menu]);
  }
  const chosen = new Set(value);
  const setGroup = (keys: string[], groupMenus: GrantableMenu[]) => {
    const inGroup = new Set(groupMenus.map((menu) => menu.key));
    onChange?.([...value.filter((key) => !inGroup.has(key)), ...keys]);
  };

  return (
    <Flex vertical gap={12}>
      {[...groups].map(([group, groupMenus]) => (
        <div key={group}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
            {group}
          </Typography.Text>
          <Checkbox.Group
            value={groupMenus.filter((menu) => chosen.has(menu.key)).map((menu) => menu.key)}
            onChange={(keys) => setGroup(keys as string[], groupMenus)}
            options={groupMenus.map((menu) => ({
              value: menu.key,
              label: menu.note ? (
                <span>
                  {menu.title}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {menu.note}
                  </Typography.Text>
                </span>
              ) : (
                menu.title
              ),
            }))}
          />
        </div>
      ))}
    </Flex>
  );
}
