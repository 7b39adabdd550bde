import { IMPORT_SCREENS } from './import-configs';
import { ImportScreen } from './ImportScreen';

export default function ParameterImportPage() {
  return <ImportScreen config={IMPORT_SCREENS.parameter} />;
}
