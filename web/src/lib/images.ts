import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../config/constants';
import { M } from '../config/messages';

/** Checks a chosen image: PNG or JPEG, at most 1 MB. Returns the message, or null when fine. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return M.IMAGE_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return M.FILE_TOO_LARGE;
  return null;
}
