import MaterialSpace from './MaterialSpace';

/** Picture space: the material centre's images. */
export default function PictureSpace() {
  return <MaterialSpace groupType="IMAGE" />;
}
