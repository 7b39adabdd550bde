import type { MenuNode } from '@/engine/routes';

export interface Command {
  key: string;
  label: string;
  path: string;
  group?: string;
}

/** Every permitted page of the menu, with its group, as commands in the current language. */
export function pageCommands(menu: MenuNode[], t: (key: string) => string, group?: string): Command[] {
  return menu.flatMap((node) =>
    node.children
      ? pageCommands(node.children, t, t(node.title))
      : node.path
        ? [{ key: node.path, label: t(node.title), path: node.path, group }]
        : [],
  );
}

const ORDER_SN = /^[A-Za-z0-9_-]{6,40}$/;

/** Pages whose name (or group) contains the query; plus the order with that number when it looks like one. */
export function searchCommands(commands: Command[], query: string, orderCommand?: (sn: string) => Command): Command[] {
  const q = query.trim().toLowerCase();
  const pages = q ? commands.filter((c) => c.label.toLowerCase().includes(q) || (c.group ?? '').toLowerCase().includes(q)) : commands;
  const sn = query.trim();
  return orderCommand && ORDER_SN.test(sn) && /\d/.test(sn) ? [orderCommand(sn), ...pages] : pages;
}
