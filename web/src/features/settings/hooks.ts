import { useQuery } from '@tanstack/react-query';
import { DELAYS } from '../../config/constants';
import { queryKeys } from '../../lib/account';
import { useTransientMessage } from '../../lib/hooks';
import { useSession } from '../../lib/session';
import { settingsApi, settingsKeys } from './api';

export function useOrganization(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.organization,
    queryFn: settingsApi.organization,
    enabled: enabled && !!session,
    retry: false,
  });
}

export function useSubscriptionDetails() {
  const session = useSession();
  return useQuery({ queryKey: settingsKeys.subscription, queryFn: settingsApi.subscription, enabled: !!session, retry: false });
}

export interface SettingsAlert {
  tone: 'success' | 'error';
  text: string;
}

/** The settings alerts: closable, gone after 3 seconds (spec §2, §8). */
export function useSettingsAlert() {
  return useTransientMessage<SettingsAlert>(DELAYS.messageClearMs);
}
