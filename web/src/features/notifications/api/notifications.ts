import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationsResponse, PreferencesPatch } from '@contract/notifications';
import { useCurrentUser } from '@/lib/current-user';
import { useApiClient, type ApiClient, type ApiResult } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';

export const notificationKeys = {
  list: (uid: string) => [...userKeys.all(uid), 'notifications'] as const,
  preferences: (uid: string) => [...userKeys.all(uid), 'notifications', 'preferences'] as const,
};

const paths = {
  list: (uid: string) => `/notifications/${encodeURIComponent(uid)}`,
  read: (uid: string, id: string) => `/notifications/${encodeURIComponent(uid)}/${encodeURIComponent(id)}/read`,
  preferences: (uid: string) => `/notifications/${encodeURIComponent(uid)}/preferences`,
};

/** GET /notifications/{uid} → the alerts, newest first, in the reader's language. */
export function getNotifications(api: ApiClient, uid: string): Promise<ApiResult<NotificationsResponse>> {
  return api<NotificationsResponse>(paths.list(uid), { timeoutMs: 15_000 });
}

export function notificationsQuery(api: ApiClient, uid: string) {
  return queryOptions({ queryKey: notificationKeys.list(uid), queryFn: async () => dataOf(await getNotifications(api, uid)) });
}

export function useNotifications() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  // Alerts are written by a daily check: a read every few minutes while the app is open is plenty.
  return useQuery({ ...notificationsQuery(api, uid ?? ''), enabled: Boolean(uid), refetchInterval: 5 * 60_000 });
}

/** POST /notifications/{uid}/{id}/read → 204. */
export function useMarkRead() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(paths.read(uid ?? '', id), { method: 'POST', timeoutMs: 15_000 }),
    onSuccess: (result) => {
      if (result.ok && uid) void queryClient.invalidateQueries({ queryKey: notificationKeys.list(uid), exact: true });
    },
  });
}

export function usePreferences() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  return useQuery({
    queryKey: notificationKeys.preferences(uid ?? ''),
    queryFn: async () => dataOf(await api<NotificationPreferences>(paths.preferences(uid ?? ''), { timeoutMs: 15_000 })),
    enabled: Boolean(uid),
  });
}

/** PUT /notifications/{uid}/preferences → the preferences after the change. */
export function useUpdatePreferences() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) =>
      api<NotificationPreferences>(paths.preferences(uid ?? ''), { method: 'PUT', body: patch, timeoutMs: 15_000 }),
    onSuccess: (result) => {
      if (result.ok && uid) queryClient.setQueryData(notificationKeys.preferences(uid), result.data);
    },
  });
}
