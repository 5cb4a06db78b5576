/** The funders the signed-in person works for (GET /me/funders, issue 18): type, query key, call and hook. */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer } from '../api/client';
import { useSession } from '../session';

export type MyFunders = Answer<'/me/funders', 'get'>;
export type MyFunder = MyFunders['funders'][number];

export const myFundersKeys = {
  mine: ['my-funders'] as const,
};

export function getMyFunders(): Promise<MyFunders> {
  return api.get<MyFunders>('/me/funders');
}

/** The person's funder homes, whether they also belong to a nonprofit, and their name; disabled without a session. */
export function useMyFunders(enabled = true) {
  const session = useSession();
  return useQuery({ queryKey: myFundersKeys.mine, queryFn: getMyFunders, enabled: enabled && !!session, staleTime: 60_000 });
}
