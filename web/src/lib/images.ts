import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../config/constants';
import { AM } from '../config/appMessages';

/** Checks a chosen image: PNG or JPEG, at most 1 MB. Returns the message, or null when fine. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return AM.IMAGE_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return AM.FILE_TOO_LARGE;
  return null;
}
