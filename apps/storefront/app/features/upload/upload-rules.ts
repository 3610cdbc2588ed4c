import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '@storefront/contracts';
import type { FieldProblem } from '../../lib/form-rules.ts';

/**
 * Refuses, before sending, a file the API would refuse anyway: too large, or not one of its
 * types (`accept` narrows the picker further, to images, where only pictures make sense).
 */
export function uploadProblem(
  file: { size: number; type: string },
  accept: readonly string[] = UPLOAD_CONTENT_TYPES,
): FieldProblem | null {
  if (!accept.includes(file.type)) return { key: 'ui.prisma.account.upload.wrongType' };
  if (file.size > MAX_UPLOAD_BYTES)
    return { key: 'ui.prisma.account.upload.tooLarge', values: { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 } };
  return null;
}
