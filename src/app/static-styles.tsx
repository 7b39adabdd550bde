/**
 * antd's styles for the console's everyday screens, written at build time into a stylesheet
 * (scripts/antd-static-styles.ts) instead of being computed in the browser. antd builds each
 * component's CSS at run time from the theme (CSS-in-JS) the first time it shows; on a signed-in first
 * load that is about a fifth of the main thread before the first row (issue 18). The sheet carries a
 * map of the styles it holds, which antd reads on start and then skips building those.
 *
 * The styles use the theme's CSS variables (`cssVar`), not its values: antd keys them alike for every
 * colour a shop picks, and in dark mode (src/layout/theme.ts names the same tokens), so the sheet
 * serves them all.
 *
 * Runs in Node at build time only: the console never imports this module.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
// antd's own Table and Tabs: the console's wrappers draw them, with these same styles.
// eslint-disable-next-line no-restricted-imports
import * as antd from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_PRIMARY } from '@/layout/preferences';
import { consoleTheme } from '@/layout/theme';

const { Modal, Drawer, Tooltip, Popover, Popconfirm, Dropdown, Select, TreeSelect, Table, Menu, Tabs, Form } = antd;

/**
 * What the shell, the lists, record pages, forms and dialogs show. A component registers its style
 * when it renders, its popups' too: popups are drawn as their static panels (no portal on a server).
 */
const catalogue: ReactNode = (
  <antd.App>
    <antd.Layout>
      <antd.Layout.Sider />
      <antd.Layout.Header />
      <antd.Layout.Content />
    </antd.Layout>
    <Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
    <Menu mode="vertical" items={[{ key: 'a', label: 'a' }]} />
    <Tabs type="editable-card" hideAdd items={[{ key: 'a', label: 'a' }]} />
    <Tabs items={[{ key: 'a', label: 'a' }]} />
    <Dropdown menu={{ items: [] }}><span /></Dropdown>
    <Dropdown.Button menu={{ items: [] }}>a</Dropdown.Button>
    <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="a" />
    <Popover._InternalPanelDoNotUseOrYouWillBeFired content="a" />
    <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="a" />
    <Modal._InternalPanelDoNotUseOrYouWillBeFired title="a">a</Modal._InternalPanelDoNotUseOrYouWillBeFired>
    <Drawer._InternalPanelDoNotUseOrYouWillBeFired title="a">a</Drawer._InternalPanelDoNotUseOrYouWillBeFired>
    <Form layout="inline">
      <Form.Item label="a" name="a"><antd.Input /></Form.Item>
    </Form>
    <antd.Input.Search />
    <antd.Input.TextArea />
    <antd.Input.Password />
    <Select />
    <Select._InternalPanelDoNotUseOrYouWillBeFired />
    <TreeSelect />
    <TreeSelect._InternalPanelDoNotUseOrYouWillBeFired />
    <antd.Checkbox />
    <antd.Radio.Group options={['a']} optionType="button" />
    <antd.Radio />
    <antd.Switch />
    <antd.Segmented options={['a']} />
    <Table rowSelection={{}} columns={[{ key: 'a', title: 'a', sorter: true, fixed: 'right' }]} dataSource={[]} loading pagination={{ total: 100, showSizeChanger: true }} />
    <antd.Pagination total={100} showSizeChanger showQuickJumper />
    <antd.Button />
    <antd.Space.Compact><antd.Button /></antd.Space.Compact>
    <antd.Flex />
    <antd.Divider />
    <antd.Tag />
    <antd.Badge count={1} />
    <antd.Avatar />
    <antd.Image src="" alt="" />
    <antd.Typography.Text />
    <antd.Typography.Title />
    <antd.Typography.Paragraph />
    <antd.Alert message="a" />
    <antd.Card title="a">a</antd.Card>
    <antd.Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
    <antd.Skeleton />
    <antd.Spin />
    <antd.Empty />
    <antd.Statistic value={1} />
    <antd.message._InternalPanelDoNotUseOrYouWillBeFired content="a" />
    <antd.notification._InternalPanelDoNotUseOrYouWillBeFired message="a" />
  </antd.App>
);

/** The stylesheet: the catalogue's styles under the console's default theme, and antd's map of them. */
export function staticStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={consoleTheme(DEFAULT_PRIMARY, false)}>{catalogue}</antd.ConfigProvider>
    </StyleProvider>,
  );
  // Only the components' styles: the theme's variables are written at run time, for the theme in use.
  return extractStyle(cache, { plain: true, types: ['style'] });
}
