import { IMPORT_SCREENS } from './import-configs';
import { ImportScreen } from './ImportScreen';

export default function SpuImportPage() {
  return <ImportScreen config={IMPORT_SCREENS.spu} />;
}
