import { IMPORT_SCREENS } from './import-configs';
import { ImportScreen } from './ImportScreen';

export default function GoodsInfoImportPage() {
  return <ImportScreen config={IMPORT_SCREENS.goodsInfo} />;
}
