/**
 * The build's antd stylesheet (src/app/static-styles.tsx) holds the styles the console draws in its
 * theme: antd, reading its map, builds none of them in the browser, and the built console has no code
 * to build them (scripts/build/antd-style-stubs.ts).
 */
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Button, Checkbox, Form, Input, Menu, Select, Tag } from 'antd';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ThemedRoot } from '@/app/ThemedRoot';
import { catalogue, staticStyles } from '@/app/static-styles';
import { Table } from '@/components/Table';
import { Tabs } from '@/components/Tabs';
import { DEFAULT_PRIMARY, setPreferences } from '@/layout/preferences';

const sheet = staticStyles();
const mapped = new Set((sheet.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/)?.[1] ?? '').split(';').map((entry) => entry.split(':')[0]));

/** The style paths antd registers for a list screen's parts, drawn by the console's theme root. */
function registeredStyles() {
  const cache = createCache();
  render(
    <StyleProvider cache={cache}>
      <ThemedRoot>
        <Menu mode="inline" items={[{ key: 'goods', label: 'Goods', children: [{ key: 'list', label: 'List' }] }]} />
        <Tabs type="editable-card" hideAdd items={[{ key: 'a', label: 'Home' }]} />
        <Form layout="inline">
          <Form.Item label="Keyword" name="keyword"><Input /></Form.Item>
          <Form.Item label="Status" name="status"><Select options={[{ value: 1, label: 'On sale' }]} /></Form.Item>
          <Button type="primary">Search</Button>
        </Form>
        <Table rowKey="id" rowSelection={{}} columns={[{ key: 'name', dataIndex: 'name', title: 'Name', render: (name: string) => <Tag>{name}</Tag> }]}
          dataSource={[{ id: '1', name: 'Phone' }]} pagination={{ total: 30, showSizeChanger: true }} />
        <Checkbox />
      </ThemedRoot>
    </StyleProvider>,
  );
  return [...cache.cache.keys()].filter((key) => key.startsWith('style%')).map((key) => key.slice('style%'.length).replace(/%/g, '|'));
}

afterEach(() => setPreferences({ primaryColor: DEFAULT_PRIMARY, dark: false }));

it('holds every style a list screen draws in the default theme, and antd’s map of them', () => {
  const styles = registeredStyles();
  expect(styles.length).toBeGreaterThan(10);
  expect(styles.filter((path) => !mapped.has(path))).toEqual([]);
  expect(sheet).toMatch(/\.ant-table/);
});

it.each([
  ['a shop’s own colour', { primaryColor: '#E6A23C' }],
  ['dark mode', { dark: true }],
  ['dark mode in a shop’s own colour', { primaryColor: '#E6A23C', dark: true }],
])('serves %s too (its styles use the theme’s CSS variables, keyed alike)', (_name, preferences) => {
  setPreferences(preferences);
  expect(registeredStyles().filter((path) => !mapped.has(path))).toEqual([]);
});

it.each([
  ['the default theme', {}],
  ['a shop’s own colour', { primaryColor: '#E6A23C' }],
  ['dark mode', { dark: true }],
])('scopes nothing with a hash in %s: one antd version, so no selector or element carries one', (_name, preferences) => {
  setPreferences(preferences);
  const { getByRole } = render(
    <ThemedRoot>
      <Button>Save</Button>
    </ThemedRoot>,
  );
  const classes = getByRole('button').className.split(/\s+/);
  expect(classes).toContain('ant-btn');
  // `css-var-…` names the theme's CSS variables; `css-…` alone would be the hash.
  expect(classes.filter((name) => /^css-(?!var-)/.test(name))).toEqual([]);
  expect(sheet).not.toMatch(/:where\(\.css-/);
});

/** antd's exports that draw nothing of their own: the theme's helpers, and the provider ThemedRoot puts at the root. */
const DRAWING_NOTHING = new Set(['theme', 'ConfigProvider']);

it('has a catalogue entry for every antd component the console imports', () => {
  const sources = (readdirSync('src', { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => readFileSync(join('src', file), 'utf8'));
  const imported = new Set(
    sources.flatMap((source) =>
      [...source.matchAll(/import \{([^}]*)\} from 'antd';/g)].flatMap(([, names]) =>
        names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter((name) => name && !name.startsWith('type ')),
      ),
    ),
  );
  expect(imported.size).toBeGreaterThan(40);
  expect([...imported].filter((name) => !DRAWING_NOTHING.has(name) && !(name in catalogue))).toEqual([]);
});
