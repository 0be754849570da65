/** What the content uploads accept (the servers check the same by the file's bytes), and the upload call a field is given. */
import type { Schema } from '../../api/types';

export type MediaKind = 'image' | 'video';

/** Stores an image or a video through the area's own upload call (manage/upload, companyNotice/upload...) and answers where it is. */
export type UploadMedia = (file: Blob) => Promise<Schema<'Uploaded'>>;

const MB = 1024 * 1024;

export const MEDIA_RULES: Record<MediaKind, { types: string[]; maxBytes: number; accept: string; tooLarge: string; label: string }> = {
  image: {
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: 10 * MB,
    accept: '.jpg,.jpeg,.png,.gif,.webp',
    tooLarge: '上传图片大小不能超过 10MB!',
    label: '图片',
  },
  video: {
    types: ['video/mp4', 'video/webm'],
    maxBytes: 50 * MB,
    accept: '.mp4,.webm',
    tooLarge: '上传视频大小不能超过 50MB!',
    label: '视频',
  },
};

/** Why a file may not be uploaded as this kind, or undefined when it may. */
export function mediaProblem(kind: MediaKind, file: { type: string; size: number }): string | undefined {
  const rule = MEDIA_RULES[kind];
  if (!rule.types.includes(file.type)) return '格式不支持!';
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return undefined;
}

/** A video's length in whole seconds, read from the file itself. */
export function videoSeconds(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (value: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration) : undefined);
    video.onerror = () => done(undefined);
    video.src = url;
  });
}
