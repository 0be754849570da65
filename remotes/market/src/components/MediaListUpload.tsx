/** Several pictures (a partner's publicity pictures), each uploaded through manage/upload. Usable as an antd form control (value / onChange). */
import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { MediaUpload } from '@platform/sdk/ui';
import { manageApi } from '../api';
import './console.css';

export function MediaListUpload({ value = [], onChange }: { value?: string[]; onChange?: (urls: string[]) => void }) {
  return (
    <div className="media-list">
      {value.map((url, i) => (
        <div key={`${url}-${i}`} className="media-list__item">
          <img src={url} alt={`图片${i + 1}`} />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`移除图片${i + 1}`}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <MediaUpload value={undefined} onChange={(url) => url && onChange?.([...value, url])} upload={manageApi.upload} />
    </div>
  );
}
