/** Accounts created from the public pages (POST /users): the sign-up page and the invitation page. */
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';

/** The SPA always sends every field, and the terms accepted as 1 (spec §5). */
export type SignUpRequest = Omit<JsonBody<'/users', 'post'>, 'user'> & {
  user: Required<Omit<Schemas['SignUpUser'], 'terms_of_service'>> & { terms_of_service: 1 };
};

export function signUp(body: SignUpRequest) {
  return api.post<Answer<'/users', 'post'>>('/users', body, { auth: false });
}
