/**
 * Conversations on the plan's sections (issue 19 §2, docs/api.md "Conversations"): a section's
 * threads with their comments, the open counts per section (the sidebar), and the writes:
 * start, reply, resolve, reopen.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { useSession } from '../session';

export type Thread = Schemas['ThreadView'];
export type Comment = Schemas['CommentView'];
export type SectionConversations = Schemas['SectionConversations'];
/** Route path → number of open conversations. */
export type OpenCounts = Schemas['OpenThreads']['open'];

export const conversationKeys = {
  all: ['conversations'] as const,
  section: (routePath: string) => ['conversations', 'section', routePath] as const,
  open: ['conversations', 'open'] as const,
};

export function getSectionConversations(routePath: string): Promise<SectionConversations> {
  return api.get<Answer<'/conversations', 'get'>>(`/conversations?section=${encodeURIComponent(routePath)}`);
}

/** GET /conversations?section=…: the section's threads, oldest first. */
export function useSectionConversations(routePath: string, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: conversationKeys.section(routePath),
    queryFn: () => getSectionConversations(routePath),
    enabled: !!session && enabled,
    staleTime: 15_000,
  });
}

export async function getOpenCounts(): Promise<OpenCounts> {
  return (await api.get<Answer<'/conversations/open', 'get'>>('/conversations/open')).open;
}

/** GET /conversations/open: route path → open conversations. */
export function useOpenCounts() {
  const session = useSession();
  return useQuery({ queryKey: conversationKeys.open, queryFn: getOpenCounts, enabled: !!session, staleTime: 30_000 });
}

export function startConversation(body: JsonBody<'/conversations', 'post'>) {
  return api.post<Answer<'/conversations', 'post'>>('/conversations', body);
}

const threadPath = (id: string, action: string) => `/conversations/${encodeURIComponent(id)}/${action}`;

export function addComment(id: string, body: JsonBody<'/conversations/{id}/comments', 'post'>) {
  return api.post<Answer<'/conversations/{id}/comments', 'post'>>(threadPath(id, 'comments'), body);
}

export function resolveThread(id: string) {
  return api.post<Answer<'/conversations/{id}/resolve', 'post'>>(threadPath(id, 'resolve'));
}

export function reopenThread(id: string) {
  return api.post<Answer<'/conversations/{id}/reopen', 'post'>>(threadPath(id, 'reopen'));
}

/** Puts a thread the server answered into its section's list, and reloads the counts. */
export function storeThread(client: QueryClient, thread: Thread) {
  const key = conversationKeys.section(thread.route_path);
  const before = client.getQueryData<SectionConversations>(key);
  const threads = before?.threads ?? [];
  const next = threads.some((t) => t.id === thread.id)
    ? threads.map((t) => (t.id === thread.id ? thread : t))
    : [...threads, thread];
  client.setQueryData<SectionConversations>(key, { route_path: thread.route_path, threads: next });
  void client.invalidateQueries({ queryKey: conversationKeys.open });
}
