import type { NotificationEvent } from '@mizan/domain/realtime';
import { reviewPaths } from '@mizan/domain/review';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { socketAtom } from '../state/socketAtom';
import {
  addNotification,
  type BellList,
  joinOlder,
  keepOlder,
  staleKeys,
  totalAfterOlder,
} from './notification-target';
import { getNotifications, markRead } from './notifications.api';
import { reloadLive } from '../realtime/reload-live';

/** Notifications per page of the bell. */
const PAGE = 10;
/** Asks for an older page that arrived after the list was replaced, so dropped (joinOlder). */
const OLDER_TRIES = 3;

interface Bell extends BellList {
  /** The user's notifications in all, so the bell knows whether older ones remain. */
  total: number;
  unread: number;
}

const bellQuery = (username: string) =>
  queryOptions({
    queryKey: [reviewPaths.notifications(), username],
    // Read again, the newest page keeps the older pages shown below it.
    queryFn: async ({ client, queryKey }): Promise<Bell> => {
      const r = await getNotifications(PAGE);
      const held = client.getQueryData<Bell>(queryKey);
      return { ...keepOlder(r.notifications, held), total: r.totalItems, unread: r.unread };
    },
  });

/**
 * The bell's state: the newest page, fed live by the 'notification' event of the user's own room
 * and read again after a reconnect that lost the room; older pages are merged in below it and stay
 * when the newest is read again.
 */
export function useNotifications(username: string | undefined) {
  const socket = useAtomValue(socketAtom);
  const queryClient = useQueryClient();
  const query = useMemo(() => bellQuery(username ?? ''), [username]);
  const { queryKey } = query;
  const bell = useQuery({ ...query, enabled: !!username }).data;
  const update = (change: (b: Bell) => Bell) =>
    queryClient.setQueryData(queryKey, (b) => (b ? change(b) : b));

  useEffect(() => {
    if (!socket || !username) return;
    const onNotification = (e: NotificationEvent) => {
      // A read under way started before this one happened: read again once it ends.
      if (queryClient.isFetching({ queryKey })) reloadLive(queryClient, queryKey);
      else
        queryClient.setQueryData(queryKey, (b) =>
          b
            ? {
                ...b,
                items: addNotification(b.items, e.notification),
                total:
                  b.total + (b.items.some((n) => n.notificationId === e.notification.notificationId) ? 0 : 1),
                unread: e.unread,
              }
            : b,
        );
      // Screens showing the question (lists, view, review, timeline) load it again.
      for (const key of staleKeys(e.notification)) reloadLive(queryClient, key);
    };
    const onConnect = () => {
      if (!socket.recovered) void queryClient.invalidateQueries({ queryKey });
    };
    socket.on('notification', onNotification);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notification', onNotification);
      socket.off('connect', onConnect);
    };
  }, [socket, username, queryClient, queryKey]);

  const older = useMutation({
    // The list's own edge at the time of asking (a retry follows a list replaced meanwhile).
    mutationFn: async (tries: number) => {
      const before = queryClient.getQueryData(queryKey)?.below;
      return { before, tries, r: await getNotifications(PAGE, before) };
    },
    onSuccess: ({ before, tries, r }) => {
      let dropped = false;
      update((b) => {
        const joined = joinOlder(b, before, r.notifications);
        if (!joined) {
          dropped = true;
          return b;
        }
        const full = r.notifications.length === PAGE;
        return {
          ...joined,
          total: totalAfterOlder(b.total, r.totalItems, joined.items.length, full),
          unread: r.unread,
        };
      });
      // The newest page was read again while this one was on its way: the click still brings the
      // page below what is shown now (a few times at most, should notifications keep pouring in).
      if (dropped && tries < OLDER_TRIES) older.mutate(tries + 1);
    },
  });

  const read = useMutation({
    mutationFn: (ids: number[] | 'all') => markRead(ids === 'all' ? { all: true } : { ids }),
    // Shown read at once; the server's answer brings the count.
    onMutate: (ids) =>
      update((b) => ({
        ...b,
        items: b.items.map((n) =>
          ids === 'all' || ids.includes(n.notificationId) ? { ...n, read: true } : n,
        ),
      })),
    onSuccess: (r) => update((b) => ({ ...b, unread: r.unread })),
  });

  return {
    items: bell?.items ?? [],
    total: bell?.total ?? 0,
    unread: bell?.unread ?? 0,
    read: read.mutate,
    older: () => older.mutate(1),
    loadingOlder: older.isPending,
  };
}
