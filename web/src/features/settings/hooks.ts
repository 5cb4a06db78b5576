import { DELAYS } from '../../config/constants';
import { useTransientMessage } from '../../lib/hooks';

export interface SettingsAlert {
  tone: 'success' | 'error';
  text: string;
}

/** The settings alerts: closable, gone after 3 seconds (spec §2, §8). */
export function useSettingsAlert() {
  return useTransientMessage<SettingsAlert>(DELAYS.messageClearMs);
}
