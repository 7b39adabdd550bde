import MaterialSpace from './MaterialSpace';

/** Video space: the material centre's videos. */
export default function VideoSpace() {
  return <MaterialSpace groupType="VIDEO" />;
}
