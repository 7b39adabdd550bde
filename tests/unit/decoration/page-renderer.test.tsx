import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { PageRenderer } from '@/pages/decoration/PageRenderer';
import type { PageDocument } from '@/pages/decoration/model/document';

const doc: PageDocument = { version: 1, widgets: [{ id: 'w1', type: 'title', data: { text: '' } }, { id: 'w2', type: 'title', data: { text: '冬季上新' } }] };
const draw = (wrap?: Parameters<typeof PageRenderer>[0]['wrap']) =>
  render(<I18nextProvider i18n={i18n}><PageRenderer doc={doc} client="MOBILE" wrap={wrap} /></I18nextProvider>);

describe('an empty title widget', () => {
  it('shows its kind as a placeholder on the canvas, to be seen and picked', () => {
    draw((widget, content) => <div key={widget.id}>{content}</div>);
    expect(screen.getByText('标题')).toBeInTheDocument();
  });

  it('shows nothing in the preview, as on the shop front: no "标题" as if it were the text', () => {
    draw();
    expect(screen.queryByText('标题')).toBeNull();
    expect(screen.getByText('冬季上新')).toBeInTheDocument();
  });
});
