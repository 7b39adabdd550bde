import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstPaint } from '@/components/AfterFirstPaint';
import { FeedbackProvider } from '@/components/feedback/FeedbackProvider';
import { feedbackHub, useFeedback, type FeedbackApis } from '@/components/feedback/feedback';
import { PlainFeedback } from '@/components/feedback/PlainFeedback';

const fakeApis = () => ({ message: { success: vi.fn(), destroy: vi.fn() }, modal: { confirm: vi.fn() } }) as unknown as FeedbackApis & { message: { success: ReturnType<typeof vi.fn> }; modal: { confirm: ReturnType<typeof vi.fn> } };

describe("the page's toasts and dialogs", () => {
  beforeEach(() => forgetFirstPaint());

  it('keeps a call made before antd is there, says one waits, and shows it once antd is ready', () => {
    const asked = vi.fn();
    const hub = feedbackHub(asked);
    hub.feedback.message.success('已保存');
    expect(asked).toHaveBeenCalledTimes(1);
    const apis = fakeApis();
    hub.ready(apis);
    expect(apis.message.success).toHaveBeenCalledWith('已保存');
    hub.feedback.modal.confirm({ content: '确定？' });
    expect(apis.modal.confirm).toHaveBeenCalledWith({ content: '确定？' });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("shows a toast asked for in the first render, before antd's code had loaded", async () => {
    function Saves() {
      const { message } = useFeedback();
      useEffect(() => message.success('保存成功'), [message]);
      return null;
    }
    render(<FeedbackProvider messageDuration={5}><Saves /></FeedbackProvider>);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('opens a confirmation whose answer runs its action', async () => {
    const onOk = vi.fn();
    function Asks() {
      const { modal } = useFeedback();
      return <button onClick={() => modal.confirm({ content: '退出登录？', onOk })}>退出</button>;
    }
    render(<FeedbackProvider messageDuration={5}><Asks /></FeedbackProvider>);
    await userEvent.click(screen.getByRole('button', { name: '退出' }));
    await screen.findByText('退出登录？');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk).toHaveBeenCalled();
  });

  it("falls back to plain alerts and the browser's confirm when antd's code cannot load", () => {
    let apis: FeedbackApis | undefined;
    render(<PlainFeedback duration={5} onReady={(ready) => (apis = ready)} />);
    act(() => void apis!.message.error('网络错误'));
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误');
    const onOk = vi.fn();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    apis!.modal.confirm({ title: '删除', content: '确定删除？', onOk });
    expect(confirm).toHaveBeenCalledWith('删除\n确定删除？');
    expect(onOk).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
