import { screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CategoryPicker,
  DateRangePicker,
  MobileField,
  RegionCascader,
  RegionFormItem,
  YearMonthPicker,
  useMobileRule,
  type RegionValue,
  type YearMonthFields,
} from '@/components/pickers';
import { i18n } from '@/i18n';
import { renderPicker, setupUser } from './render';
import { lastRequestTo, requestsTo, startDemoMarketplace } from './server';

startDemoMarketplace();

function TestForm({ children, onFinish }: { children: ReactNode; onFinish?: (values: Record<string, unknown>) => void }) {
  return (
    <Form onFinish={onFinish}>
      {children}
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

function MobileForm({ withCountry, onFinish }: { withCountry: boolean; onFinish?: (v: Record<string, unknown>) => void }) {
  const rule = useMobileRule(withCountry);
  return (
    <TestForm onFinish={onFinish}>
      <Form.Item name="mobile" rules={[rule]}>
        <MobileField withCountry={withCountry} />
      </Form.Item>
    </TestForm>
  );
}

describe('MobileField', () => {
  it("requires a number ('please enter mobile number') and checks the default pattern ('mobile number format is wrong')", async () => {
    const user = setupUser();
    const onFinish = vi.fn();
    renderPicker(<MobileForm withCountry={false} onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号码'), '12345');
    expect(await screen.findByText('手机号码格式有误')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('手机号码'));
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ mobile: '13800138000' }));
  });

  it('loads base/countries for the calling-code selector, searches it and validates calling code plus number', async () => {
    const user = setupUser();
    const onFinish = vi.fn();
    renderPicker(<MobileForm withCountry onFinish={onFinish} />);
    await waitFor(() => expect(lastRequestTo('/base/countries')).toBeTruthy());
    await user.click(screen.getByRole('combobox', { name: '国际区号' }));
    await user.type(screen.getByRole('combobox', { name: '国际区号' }), '日本');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    await user.click(document.querySelector('.ant-select-item-option') as HTMLElement);
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    expect(await screen.findByText('手机号码格式有误')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('手机号码'));
    await user.type(screen.getByLabelText('手机号码'), '9012345678');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ mobile: '+81 9012345678' }));
  });

  it('shows the mobile messages in English', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(<MobileForm withCountry={false} />);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('please enter mobile number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '99');
    expect(await screen.findByText('mobile number format is wrong')).toBeInTheDocument();
  });
});

describe('Region pickers', () => {
  it('a chosen region shows its names while the levels are still being read, never its ids', async () => {
    const { server } = await import('./server');
    const { http } = await import('msw');
    server.use(http.get('*/base/regions/:id/children', () => new Promise<never>(() => undefined)));
    const value = {
      region: { region_type: 0, internal_region_id: 36 },
      address: { province_id: 33, province: '广东省', city_id: 34, city: '深圳市', county_id: 35, county: '南山区', town_id: 36, town: '粤海街道' },
    } as unknown as RegionValue;
    renderPicker(<RegionCascader value={value} />);
    expect(await screen.findByText('广东省 / 深圳市 / 南山区 / 粤海街道')).toBeInTheDocument();
    expect(screen.queryByText(/33 \/ 34/)).toBeNull();
  });

  it("domestic: required ('please select region'); lazy base/regions/{id}/children up to level 4; emits region JSON and address", async () => {
    const user = setupUser();
    const onFinish = vi.fn();
    renderPicker(
      <TestForm onFinish={onFinish}>
        <RegionFormItem name="region" international={false} />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('请选择地区', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await waitFor(() => expect(lastRequestTo('/base/regions/0/children')).toBeTruthy());
    await user.click(screen.getByRole('combobox'));
    for (let level = 1; level <= 4; level++) {
      const menus = await waitFor(() => {
        const found = document.querySelectorAll('.ant-cascader-menu');
        expect(found.length).toBeGreaterThanOrEqual(level);
        expect(found[level - 1].querySelector('.ant-cascader-menu-item')).toBeTruthy();
        return found;
      });
      const item = menus[level - 1].querySelector('.ant-cascader-menu-item') as HTMLElement;
      await user.click(item);
      if (level < 4) await waitFor(() => expect(requestsTo(/\/base\/regions\/[^0]\w*\/children$/).length).toBe(level));
    }
    // level 4 is a leaf: no fifth call
    expect(requestsTo(/\/base\/regions\/[^0]\w*\/children$/)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    const value = onFinish.mock.calls[0][0].region as RegionValue;
    expect(value.region.region_type).toBe(0);
    expect(value.address).toMatchObject({ province_id: expect.anything(), city_id: expect.anything(), county_id: expect.anything(), town_id: expect.anything() });
    expect(value.region).toEqual({ region_type: 0, internal_region_id: value.address.town_id });
    expect(typeof value.address.province).toBe('string');
  });

  it("international: 'please select country', 'please select or fill in province/region', 'please fill in city'; emits region_type 1", async () => {
    const user = setupUser();
    const onFinish = vi.fn();
    renderPicker(
      <TestForm onFinish={onFinish}>
        <RegionFormItem name="region" international />
      </TestForm>,
    );
    const submit = () => user.click(screen.getByRole('button', { name: 'submit' }));
    await submit();
    expect(await screen.findByText('请选择国家')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '国家' }));
    await user.type(screen.getByRole('combobox', { name: '国家' }), '美国');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    await user.click(document.querySelector('.ant-select-item-option') as HTMLElement);
    await waitFor(() => expect(lastRequestTo('/base/countries/US/states')).toBeTruthy());
    await submit();
    expect(await screen.findByText('请选择或填写省/地区')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '省/地区' }), 'Texas');
    await submit();
    expect(await screen.findByText('请填写城市')).toBeInTheDocument();
    await user.type(screen.getByLabelText('城市'), 'Austin');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0].region).toEqual({
      region: { region_type: 1, overseas_region: { state_id: undefined, state_name: 'Texas', city: 'Austin' } },
      address: { country_code: 'US', country_name: '美国' },
    });
  });

  it('shows the region messages in English', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(
      <TestForm>
        <RegionFormItem name="a" international />
        <RegionFormItem name="b" international={false} />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('please select country')).toBeInTheDocument();
    expect(await screen.findByText('please select region')).toBeInTheDocument();
  });
});

describe('CategoryPicker', () => {
  it('seller type loads the shop categories lazily and emits the path with category_path', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderPicker(<CategoryPicker type="seller" onChange={onChange} />);
    await waitFor(() => expect(lastRequestTo('/seller/goods/category/0/children')).toBeTruthy());
    await user.click(screen.getByRole('combobox'));
    const first = await waitFor(() => {
      const item = document.querySelector('.ant-cascader-menu-item') as HTMLElement;
      expect(item).toBeTruthy();
      return item;
    });
    await user.click(first);
    await waitFor(() => expect(requestsTo(/\/seller\/goods\/category\/[1-9]\d*\/children$/)).toHaveLength(1));
    const [ids, nodes] = onChange.mock.calls[onChange.mock.calls.length - 1];
    expect(ids).toHaveLength(1);
    expect(String(nodes[0].category_id)).toBe(ids[0]);
    expect(nodes[0]).toMatchObject({ has_children: expect.anything(), category_path: expect.any(String) });
  });

  it('admin type calls admin/goods/categories/{parent}/children', async () => {
    const { server } = await import('./server');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/admin/goods/categories/:id/children', () => HttpResponse.json([{ category_id: 5, name: '手机', has_children: false, category_path: '0|5|' }])));
    renderPicker(<CategoryPicker type="admin" />);
    await waitFor(() => expect(lastRequestTo('/admin/goods/categories/0/children')).toBeTruthy());
  });
});

describe('YearMonthPicker', () => {
  function Holder({ onValue }: { onValue: (f: YearMonthFields) => void }) {
    const [value, setValue] = useState<YearMonthFields>();
    return (
      <YearMonthPicker
        value={value}
        onChange={(f) => {
          setValue(f);
          onValue(f);
        }}
      />
    );
  }

  it('emits the fields of the current year at start, switches to MONTH, and disables future periods', async () => {
    const user = setupUser();
    const onValue = vi.fn();
    renderPicker(<Holder onValue={onValue} />);
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    const first = onValue.mock.calls[0][0] as YearMonthFields;
    expect(first).toMatchObject({ type: 'YEAR', year: String(dayjs().year()), last_year: String(dayjs().year() - 1) });
    await user.click(screen.getByRole('combobox', { name: '统计方式' }));
    await user.click(await screen.findByTitle('按月'));
    const month = onValue.mock.calls[onValue.mock.calls.length - 1][0] as YearMonthFields;
    expect(month).toMatchObject({ type: 'MONTH', year_month: dayjs().format('YYYY-MM'), month: dayjs().format('MM') });
    await user.click(screen.getByLabelText('日期'));
    const cells = Array.from(document.querySelectorAll<HTMLElement>('.ant-picker-cell'));
    const next = dayjs().add(1, 'month');
    if (next.year() === dayjs().year()) {
      const future = cells.find((c) => c.getAttribute('title') === next.format('YYYY-MM'));
      expect(future).toHaveClass('ant-picker-cell-disabled');
    }
    const now = cells.find((c) => c.getAttribute('title') === dayjs().format('YYYY-MM'));
    expect(now).not.toHaveClass('ant-picker-cell-disabled');
  });
});

describe('DateRangePicker', () => {
  it('offers last week, last month and last three months', async () => {
    const user = setupUser();
    renderPicker(<DateRangePicker />);
    await user.click(screen.getAllByRole('textbox')[0]);
    for (const label of ['最近一周', '最近一个月', '最近三个月']) expect(await screen.findByText(label)).toBeInTheDocument();
  });
});

describe('reference data is read once and shared', () => {
  it('two region cascades and two mobile fields read the top regions and the countries once', async () => {
    renderPicker(
      <TestForm>
        <RegionCascader />
        <RegionCascader />
        <MobileField withCountry />
        <MobileField withCountry />
      </TestForm>,
    );
    await waitFor(() => expect(lastRequestTo('/base/regions/0/children')).toBeTruthy());
    await waitFor(() => expect(lastRequestTo('/base/countries')).toBeTruthy());
    expect(requestsTo('/base/regions/0/children')).toHaveLength(1);
    expect(requestsTo('/base/countries')).toHaveLength(1);
  });
});
