/** The session's end on the server (POST /auth/logout): its token is refused from then on. */
import { api, type Answer } from '../api/client';

/** Ends this session on the server; `keepalive` lets the call finish if the page goes away. */
export function endServerSession(): Promise<Answer<'/auth/logout', 'post'>> {
  return api.post<Answer<'/auth/logout', 'post'>>('/auth/logout', undefined, { keepalive: true });
}
