import { Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '@/components/pickers';
import { useSingleRecord } from '@/engine/data/use-record';
import type { FieldInputProps, Row } from '@/engine/fields/registry';
import { areaNames, areaOfSelection, areaTopIds, listStyleOf, type RegionTreeNode } from '@/schemas/setting/freight-area';

const REGION_TREE = 'base/regions/depth/3';

/** Every other rule's area of the template being edited: its regions are locked in this rule's picker. */
function otherAreas(values: Row, own: unknown): string[] {
  const rules = [...((values.items as Row[] | undefined) ?? []), ...((values.free_items as Row[] | undefined) ?? [])];
  return rules.map((rule) => rule?.area).filter((area) => area && area !== own).flatMap(areaTopIds);
}

/**
 * A freight rule's regions (api reference §8.5): chosen in the area picker over `base/regions/depth/3`,
 * where the regions of the template's other rules are locked; kept as the `area` JSON string.
 */
export default function FreightAreaInput({ value, onChange, disabled, id }: FieldInputProps) {
  const { t, i18n } = useTranslation('setting');
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const regions = useSingleRecord<Row>('regions', REGION_TREE, { enabled: open });
  const tree = regions.result as unknown as RegionTreeNode[] | undefined;
  const names = areaNames(value, listStyleOf(i18n.language));
  return (
    <Space direction="vertical" size={4} style={{ maxWidth: 360 }} id={id}>
      <Button size="small" disabled={disabled} loading={open && !tree} onClick={() => setOpen(true)} data-testid="choose-area">
        {t(value ? 'template.changeArea' : 'template.chooseArea')}
      </Button>
      {names && <Typography.Text data-testid="area-names">{names}</Typography.Text>}
      {open && tree && (
        <AreaPicker
          open
          data={tree}
          title={t('template.area')}
          value={areaTopIds(value)}
          disabledIds={otherAreas(form.getFieldsValue(true) as Row, value)}
          onClose={() => setOpen(false)}
          onConfirm={(selection) => {
            onChange?.(areaOfSelection(tree, new Set(selection.checkedIds), new Set(selection.halfCheckedIds)));
            setOpen(false);
          }}
        />
      )}
    </Space>
  );
}
