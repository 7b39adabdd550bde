import { IMPORT_SCREENS } from './import-configs';
import { ImportScreen } from './ImportScreen';

export default function GoodsImageImportPage() {
  return <ImportScreen config={IMPORT_SCREENS.goodsImage} />;
}
