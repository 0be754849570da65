/** Files the server sends (a contract, an invoice): the bytes asked for as a blob, or the server's reason when it answered with an envelope instead. */
import { ApiError } from './client';

/**
 * A file the server sends: the bytes, or an ApiError with the server's reason
 * when it answered with an envelope instead (asked for with responseType
 * 'blob', a refusal arrives as JSON bytes with an HTTP status that says too little).
 */
export async function fileOf(reply: Promise<unknown>): Promise<Blob> {
  let blob: Blob;
  try {
    blob = (await reply) as Blob;
  } catch (error) {
    throw await envelopeError(error instanceof ApiError ? error.data : undefined, error);
  }
  if (blob.type.includes('json')) throw await envelopeError(blob, undefined);
  return blob;
}

async function envelopeError(body: unknown, fallback: unknown): Promise<unknown> {
  if (body instanceof Blob) {
    try {
      const envelope = JSON.parse(await body.text()) as { code?: number; msg?: string };
      if (typeof envelope.code === 'number') return new ApiError(envelope.code, envelope.msg || '下载失败，请稍后重试');
    } catch {
      // Not an envelope: the fallback below.
    }
  }
  return fallback ?? new ApiError(0, '下载失败，请稍后重试');
}
