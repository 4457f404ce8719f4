import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Per client, the keys whose reload waits for the loads in flight to end. */
const due = new WeakMap<QueryClient, Set<string>>();

/**
 * Loads the cached reads under `queryKey` again after a live event, without cancelling a load in
 * flight. Invalidating cancels and restarts it: under a stream of events (a batch sent for review,
 * reviewers deciding one question after another) a screen whose load took longer than the gap
 * between two events never finished loading. A load in flight began before the event and may not
 * show it: the reads load once more after it ends, once for all the events that came meanwhile.
 */
export function reloadLive(client: QueryClient, queryKey: QueryKey): void {
  const id = hashKey(queryKey);
  const keys = due.get(client) ?? new Set<string>();
  due.set(client, keys);
  if (keys.has(id)) return;
  if (!client.isFetching({ queryKey })) {
    void client.invalidateQueries({ queryKey });
    return;
  }
  keys.add(id);
  void client.invalidateQueries({ queryKey }, { cancelRefetch: false }).finally(() => {
    keys.delete(id);
    reloadLive(client, queryKey);
  });
}
