/**
 * antd's styles, written at build time into a stylesheet (scripts/build/antd-static-styles.ts) instead of
 * being computed in the browser. antd builds each component's CSS from the theme (CSS-in-JS) the first
 * time it shows; the build leaves that code out of the console (scripts/build/antd-style-stubs.ts), so the
 * sheet must hold every style the console can draw. It carries a map of the styles it holds, which
 * antd reads on start and then skips building those.
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
import { Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_PRIMARY } from '@/layout/preferences';
import { consoleTheme } from '@/layout/theme';

const { Button, Cascader, ColorPicker, DatePicker, Dropdown, Input, Modal, Select, Space, Tag, TimePicker, Tree, TreeSelect, Typography, Upload } = antd;

const options = [{ value: 'a', label: 'a', children: [{ value: 'b', label: 'b' }] }];
const treeData = [{ value: 'a', key: 'a', title: 'a', children: [{ value: 'b', key: 'b', title: 'b' }] }];

/**
 * What each antd export the console imports draws, in every state that brings in a style of its own:
 * its sub-parts (a coloured tag, a confirm dialog, a compact group) and the antd parts it is made of.
 * A component registers its style when it renders, its popup's with it (a select's dropdown, a date
 * picker's panel); dialogs, tooltips and toasts, which a server does not draw, are drawn as their
 * static panels. antd keys a style by component and class prefix, not by props: one rendering of each
 * holds all its sizes and variants. tests/unit/app/static-styles.test.tsx fails when the console
 * imports a component that has no entry here; the browser tests, when a style is missing.
 */
export const catalogue = {
  Alert: <antd.Alert message="a" />,
  AutoComplete: <antd.AutoComplete options={options} />,
  Avatar: <antd.Avatar />,
  Badge: <antd.Badge count={1} />,
  Breadcrumb: <antd.Breadcrumb items={[{ title: 'a', menu: { items: [{ key: 'a', label: 'a' }] } }]} />,
  Button: <Button />,
  Card: <antd.Card title="a" tabList={[{ key: 'a', label: 'a' }]} loading />,
  Carousel: <antd.Carousel />,
  Cascader: <Cascader options={options} showSearch />,
  Checkbox: <antd.Checkbox.Group options={['a']} />,
  Col: <antd.Col />,
  // What its panel is made of: a popup's content is not drawn on a server.
  ColorPicker: (
    <>
      <ColorPicker />
      <antd.Divider />
      <antd.Collapse />
      <antd.Slider />
      <Select />
      <Input />
      <antd.InputNumber />
    </>
  ),
  DatePicker: <DatePicker.RangePicker />,
  Descriptions: <antd.Descriptions bordered items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  Drawer: <antd.Drawer._InternalPanelDoNotUseOrYouWillBeFired title="a">a</antd.Drawer._InternalPanelDoNotUseOrYouWillBeFired>,
  Dropdown: (
    <>
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Dropdown.Button menu={{ items: [] }}>a</Dropdown.Button>
    </>
  ),
  Empty: <antd.Empty />,
  Form: (
    <antd.Form>
      <antd.Form.Item label="a" name="a" hasFeedback validateStatus="error" help="a">
        <Input />
      </antd.Form.Item>
      <antd.Form.List name="b">{() => <antd.Form.ErrorList errors={['a']} />}</antd.Form.List>
    </antd.Form>
  ),
  Image: <antd.Image src="a.png" alt="a" />,
  Input: (
    <>
      <Input />
      <Input.Search />
      <Input.Password />
      <Input.TextArea showCount />
    </>
  ),
  InputNumber: <antd.InputNumber />,
  Layout: (
    <antd.Layout>
      <antd.Layout.Sider />
      <antd.Layout.Header />
      <antd.Layout.Content />
    </antd.Layout>
  ),
  List: <antd.List dataSource={[]} renderItem={() => null} loading pagination={{ total: 100 }} grid={{ column: 2 }} />,
  Menu: (
    <>
      <antd.Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      <antd.Menu mode="inline" inlineCollapsed items={[{ key: 'a', label: 'a' }]} />
    </>
  ),
  Modal: (
    <>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="a">a</Modal._InternalPanelDoNotUseOrYouWillBeFired>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="a" />
    </>
  ),
  Pagination: <antd.Pagination total={100} showSizeChanger showQuickJumper />,
  Popconfirm: <antd.Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="a" />,
  Popover: <antd.Popover._InternalPanelDoNotUseOrYouWillBeFired content="a" />,
  Progress: <antd.Progress />,
  Radio: <antd.Radio.Group options={['a']} optionType="button" />,
  Rate: <antd.Rate tooltips={['a']} />,
  Result: <antd.Result />,
  Row: <antd.Row />,
  Segmented: <antd.Segmented options={['a']} />,
  Select: <Select mode="multiple" />,
  Skeleton: <antd.Skeleton />,
  Space: (
    <Space>
      <Space.Compact>
        <Button />
      </Space.Compact>
    </Space>
  ),
  Spin: <antd.Spin />,
  Statistic: <antd.Statistic value={1} loading />,
  Steps: <antd.Steps items={[{ title: 'a' }]} percent={1} />,
  Switch: <antd.Switch />,
  Table: (
    <antd.Table
      rowSelection={{}}
      columns={[{ key: 'a', title: 'a', sorter: true, fixed: 'right' }]}
      dataSource={[]}
      loading
      pagination={{ total: 100, showSizeChanger: true }}
    />
  ),
  Tabs: (
    <>
      <antd.Tabs type="editable-card" hideAdd items={[{ key: 'a', label: 'a' }]} />
      <antd.Tabs items={[{ key: 'a', label: 'a' }]} />
    </>
  ),
  Tag: (
    <>
      <Tag color="green" />
      <Tag color="success" />
    </>
  ),
  TimePicker: <TimePicker />,
  Timeline: <antd.Timeline items={[{ children: 'a' }]} />,
  Tooltip: <antd.Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="a" />,
  Tree: <Tree checkable treeData={treeData} />,
  TreeSelect: <TreeSelect treeData={treeData} treeCheckable />,
  Typography: (
    <>
      <Typography.Text copyable ellipsis={{ tooltip: 'a' }}>a</Typography.Text>
      <Typography.Paragraph editable={{ editing: true }}>a</Typography.Paragraph>
      <Typography.Title />
      <Typography.Link />
    </>
  ),
  Upload: (
    <>
      <Upload listType="picture-card" fileList={[{ uid: 'a', name: 'a', status: 'uploading', percent: 1 }, { uid: 'b', name: 'b', status: 'error' }]} />
      <Upload.Dragger fileList={[{ uid: 'a', name: 'a', status: 'uploading', percent: 1 }]} />
    </>
  ),
  message: <antd.message._InternalPanelDoNotUseOrYouWillBeFired content="a" />,
} satisfies Partial<Record<keyof typeof antd, ReactNode>>;

/** The stylesheet: the catalogue's styles under the console's default theme, and antd's map of them. */
export function staticStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={consoleTheme(DEFAULT_PRIMARY, false)}>
        {Object.entries(catalogue).map(([name, drawn]) => (
          <Fragment key={name}>{drawn}</Fragment>
        ))}
      </antd.ConfigProvider>
    </StyleProvider>,
  );
  // Only the components' styles: the theme's variables are written at run time, for the theme in use.
  return extractStyle(cache, { plain: true, types: ['style'] });
}
