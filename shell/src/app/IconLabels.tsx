/** Mounts the icon labelling (iconLabels.ts) on the pages built on antd. */
import { useEffect } from 'react';
import { watchIconLabels } from './iconLabels';

export function IconLabels() {
  useEffect(() => watchIconLabels(document.body), []);
  return null;
}
