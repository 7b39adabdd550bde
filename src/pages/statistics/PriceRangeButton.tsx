import { SlidersOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceRangeDialog } from '@/components/pickers/price-range';

/** Ranges as boundaries (`[0, 100, 1000]`) and back as the dialog's chained pairs (`[[0, 100], [100, 1000]]`). */
export const pairsOf = (boundaries: readonly number[]): Array<[number, number]> => boundaries.slice(1).map((b, i) => [boundaries[i]!, b]);
export const boundariesOf = (pairs: ReadonlyArray<readonly [number, number]>): number[] =>
  [...new Set(pairs.flat())].sort((a, b) => a - b);

/** Opens the price-range dialog (spec §1) on the current bands; confirms with the new boundaries. */
export function PriceRangeButton({ boundaries, onChange }: { boundaries: readonly number[]; onChange: (boundaries: number[]) => void }) {
  const { t } = useTranslation('statistics');
  const [open, setOpen] = useState(false);
  const pairs = boundaries.length > 1 ? pairsOf(boundaries) : undefined;
  return (
    <>
      <Button icon={<SlidersOutlined />} onClick={() => setOpen(true)} data-testid="price-range-button">
        {t('bands.set')}
      </Button>
      <PriceRangeDialog
        open={open}
        value={pairs}
        onClose={() => setOpen(false)}
        onConfirm={(next) => {
          setOpen(false);
          onChange(boundariesOf(next));
        }}
      />
    </>
  );
}
