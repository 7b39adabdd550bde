import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageRenderer } from '@/pages/decoration/PageRenderer';
import type { PageDocument } from '@/schemas/decoration/page-document';
import { renderComponent } from '../../helpers/render-component';

const doc: PageDocument = { version: 1, widgets: [{ id: 'w1', type: 'title', data: { text: '' } }, { id: 'w2', type: 'title', data: { text: '冬季上新' } }] };
const draw = (wrap?: Parameters<typeof PageRenderer>[0]['wrap']) =>
  renderComponent(<PageRenderer doc={doc} client="MOBILE" wrap={wrap} />);

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
