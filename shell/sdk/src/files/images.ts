/** Checks of an image before it is uploaded (the server checks the same by the file's bytes). */

/** The image formats the platform stores. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Every image but the company logo stays under 1 MB (spec section 9). */
export const IMAGE_MAX_BYTES = 1024 * 1024;

export const IMAGE_MESSAGES = {
  unsupported: '格式不支持!',
  tooLarge: '上传图片大小不能超过 1MB!',
  logoTooLarge: '上传图片大小不能超过 10MB!',
} as const;

/** Licences and ID cards: JPEG or PNG only, under 1 MB. */
export const CERTIFICATION_IMAGE = { types: ['image/jpeg', 'image/png'] } as const;

/** The company logo: jpg, png or jpeg up to 10 MB. */
export const LOGO_IMAGE = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
  tooLarge: IMAGE_MESSAGES.logoTooLarge,
} as const;

/** Why an image may not be uploaded, or undefined when it may. */
export function imageProblem(
  file: { type: string; size: number },
  { types = IMAGE_TYPES, maxBytes = IMAGE_MAX_BYTES, tooLarge = IMAGE_MESSAGES.tooLarge }: {
    types?: readonly string[];
    maxBytes?: number;
    tooLarge?: string;
  } = {},
): string | undefined {
  if (!types.includes(file.type)) return IMAGE_MESSAGES.unsupported;
  if (file.size >= maxBytes) return tooLarge;
  return undefined;
}
