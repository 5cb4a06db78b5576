/**
 * Finding the program (or project) of a page by its slug (spec §2: "the program is looked up in
 * locally cached core programs, otherwise fetched"): the cached list is used when it has the
 * slug; when it does not, the list is fetched once more before the page says it is not found.
 */
import { useEffect, useState } from 'react';
import { usePrograms, type CoreProgram } from '../../../lib/resources/programs';
import { useProjects, type Project } from '../../../lib/resources/projects';
import { slugify } from '../../../lib/slug';

export type Lookup<T> =
  | { status: 'loading' }
  | { status: 'found'; item: T; index: number }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void };

interface ListQuery<T> {
  data: T[] | undefined;
  dataUpdatedAt: number;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

function useLookup<T>(query: ListQuery<T>, slug: string, nameOf: (item: T) => string): Lookup<T> {
  const [openedAt] = useState(() => Date.now());
  const index = query.data?.findIndex((item) => slugify(nameOf(item)) === slug) ?? -1;
  // A list read before the page opened may be older than the program: read it again once.
  const freshList = query.data !== undefined && query.dataUpdatedAt >= openedAt;
  const askAgain = query.data !== undefined && index < 0 && !freshList;
  const { isFetching, refetch } = query;
  useEffect(() => {
    if (askAgain && !isFetching) void refetch();
  }, [askAgain, isFetching, refetch]);

  if (query.data && index >= 0) return { status: 'found', item: query.data[index], index };
  if (query.error && !query.isFetching) return { status: 'error', retry: () => void query.refetch() };
  if (query.data && freshList && !query.isFetching) return { status: 'missing' };
  return { status: 'loading' };
}

export function useProgramBySlug(slug: string): Lookup<CoreProgram> {
  return useLookup(usePrograms(), slug, (p) => p.program_name);
}

export function useProjectBySlug(slug: string): Lookup<Project> {
  return useLookup(useProjects(), slug, (p) => p.project_name);
}
