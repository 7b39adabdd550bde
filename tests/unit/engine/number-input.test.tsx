import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from '@/engine/fields/inputs/number';

describe('the number inputs', () => {
  it('take digits only: "1e5" is not 100000', async () => {
    const onChange = vi.fn();
    render(<NumberInput field={{ key: 'n', label: 'n', type: 'number' }} onChange={onChange} id="n" />);
    await userEvent.type(screen.getByRole('spinbutton'), '1e5');
    expect(onChange).not.toHaveBeenCalledWith(100000);
    expect(onChange).toHaveBeenLastCalledWith(15);
  });

});
