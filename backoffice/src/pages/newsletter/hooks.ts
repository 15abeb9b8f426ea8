import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { readUser } from '../../session';
import type { Notice } from './outcome';

/** Result messages clear after 10 seconds; test and upload messages after 4 (spec: 3 to 5). */
export const RESULT_CLEAR_MS = 10_000;
export const NOTICE_CLEAR_MS = 4_000;
/** How often a running send's progress is read. */
export const PROGRESS_POLL_MS = 1_000;

/** Messages that clear themselves `ms` after they were shown. */
export function useTimedNotices(ms: number) {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    if (notices.length === 0) return;
    const timer = setTimeout(() => setNotices([]), ms);
    return () => clearTimeout(timer);
  }, [notices, ms]);
  return [notices, setNotices] as const;
}

export type Progress = { done: number; total: number };
/** Which send to follow: a known one (resume), or this admin's new live send not in `before`. */
type Target = { id: number } | { before: number[] };

/**
 * The server's progress of a running send, polled every second while following one. A new live
 * send's id is not known until its POST answers, so it is found in the running sends first.
 */
export function useSendProgress() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [target, setTarget] = useState<Target | null>(null);
  /** The send's final count, from its answer, once it finished. */
  const [finished, setFinished] = useState<Progress | null>(null);
  const found = useRef<number | null>(null);
  const { data } = useQuery({
    queryKey: ['admin', 'newsletter', 'progress', target],
    enabled: target !== null && finished === null,
    refetchInterval: PROGRESS_POLL_MS,
    queryFn: async (): Promise<Progress | null> => {
      const id = target && 'id' in target ? target.id : found.current;
      if (id !== null) {
        const p = await dataProvider.getNewsletterSend(id);
        return { done: p.sent + p.failed + p.invalid, total: p.total };
      }
      const me = readUser()?.id;
      const before = target && 'before' in target ? target.before : [];
      const mine = (await dataProvider.listNewsletterSends('sending')).find(
        (s) => !s.testMode && s.createdBy === me && !before.includes(s.id),
      );
      if (!mine) return null;
      found.current = mine.id;
      return { done: mine.sent + mine.failed + mine.invalid, total: mine.total };
    },
  });

  /** Starts following: a resumed send by id, or the live send about to be posted. */
  const follow = useCallback(
    async (id?: number) => {
      found.current = null;
      setFinished(null);
      if (id !== undefined) return setTarget({ id });
      const running = await dataProvider.listNewsletterSends('sending').catch(() => []);
      setTarget({ before: running.map((s) => s.id) });
    },
    [dataProvider],
  );
  const finish = useCallback((final: Progress) => setFinished(final), []);
  const reset = useCallback(() => setTarget(null), []);

  const percent = finished
    ? 100
    : data && data.total > 0
      ? Math.round((100 * data.done) / data.total)
      : 0;
  return {
    following: target !== null,
    percent,
    progress: finished ?? data ?? null,
    follow,
    finish,
    reset,
  };
}
