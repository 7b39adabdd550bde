import { IMPORT_SCREENS } from './import-configs';
import { ImportScreen } from './ImportScreen';

export default function SkuImportPage() {
  return <ImportScreen config={IMPORT_SCREENS.sku} />;
}
