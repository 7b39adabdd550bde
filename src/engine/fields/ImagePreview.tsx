import { Image } from 'antd';

/** antd's image preview, open at once (a thumbnail's click loads it: see Thumbnail). */
export default function ImagePreview({ items, current, onClose }: { items: readonly string[]; current: number; onClose: () => void }) {
  return <Image.PreviewGroup items={[...items]} preview={{ visible: true, current, onVisibleChange: (visible) => !visible && onClose() }} />;
}
