// @vitest-environment jsdom
/**
 * Security: server HTML is sanitised everywhere it is rendered, one test per place. (jsdom: in
 * happy-dom 21 DOMPurify keeps <script>; browsers and jsdom do not.)
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NoticeDialog from '@/pages/dashboard/NoticeDialog';
import { richText } from '@/pages/decoration/widgets/rich-text';
import RichTextEditor from '@/pages/goods/publish/RichTextEditor';
import { renderComponent } from '../../helpers/render-component';

const HOSTILE =
  '<p id="kept">safe text</p><script>window.pwned=1</script><img src="x" onerror="window.pwned=1">' +
  '<a href="javascript:window.pwned=1">link</a><iframe src="https://evil.example"></iframe><svg><script>window.pwned=1</script></svg>' +
  '<div onclick="window.pwned=1">click</div>';

/** Nothing in the container can run: no script, frame, handler attribute or javascript: URL. */
function expectInert(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed')).toBeNull();
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
      expect(attr.value.toLowerCase()).not.toContain('javascript:');
    }
  }
  expect(container.textContent).toContain('safe text');
}

const wrap = renderComponent;

describe('server HTML is sanitised where it is rendered', () => {
  it('a platform notice on the dashboard', async () => {
    wrap(<NoticeDialog notice={{ article_id: 1, article_name: 'n', content: HOSTILE, create_time: 0 } as never} onClose={() => undefined} />);
    expectInert(await screen.findByTestId('notice-content'));
  });

  it('a rich-text block of a decoration page', () => {
    const { container } = wrap(<richText.Preview data={{ html: HOSTILE }} client="PC" />);
    expectInert(container);
  });

  it("a goods' PC description in the publish editor", async () => {
    wrap(<RichTextEditor value={HOSTILE} />);
    const editor = await screen.findByRole('textbox');
    expect(editor.querySelector('script, iframe, img[onerror]')).toBeNull();
    for (const el of editor.querySelectorAll('*')) for (const attr of el.attributes) expect(attr.value.toLowerCase()).not.toContain('javascript:');
    expect(editor.textContent).toContain('safe text');
  });
});
