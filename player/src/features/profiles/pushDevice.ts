/**
 * Web Push on this browser for the profile's Notifications card: whether it can, the permission
 * prompt (only when the player asks), the service worker's push subscription and the API calls that
 * save or remove it. The service worker itself (lib/pwa) shows the notifications.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PushDevices,
  PushPublicKey,
  PushSubscriptionInput,
  PushTestResult,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';

export const PUSH_MESSAGES = {
  unsupported: 'This browser cannot show notifications from the site.',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  dismissed: 'Notifications were not allowed. Choose Allow when your browser asks.',
  noServiceWorker:
    'Notifications need the site’s offline support, which is not running here. Reload the page and try again, or use the installed site.',
  failed: 'Notifications could not be turned on. Please try again.',
} as const;

/** A failure the card shows as it is (the messages above). */
export class PushSetupError extends Error {}

export const pushDeviceKeys = { all: [cacheRoots.pushDevices] as const };

/** GET /push/subscriptions → {devices}: the player's devices with notifications on. */
export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: pushDeviceKeys.all,
    queryFn: () => api.get<PushDevices>('/push/subscriptions'),
  });

/** Whether this browser has what Web Push needs: a service worker, PushManager and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration once it is active, or PushSetupError after `timeoutMs`. */
export async function readyRegistration(timeoutMs = 4000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError(PUSH_MESSAGES.noServiceWorker)), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID public key (base64url) as the bytes subscribe() takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's current push subscription, or null (none, or no service worker within the wait). */
export async function currentSubscription(timeoutMs?: number): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  try {
    const registration = await readyRegistration(timeoutMs);
    return await registration.pushManager.getSubscription();
  } catch {
    return null;
  }
}

/**
 * Turns notifications on for this browser: asks for permission (the browser's prompt, only now),
 * subscribes the service worker with the server's key and saves the subscription.
 */
export async function turnOnThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError(PUSH_MESSAGES.unsupported);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError(PUSH_MESSAGES.blocked);
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.dismissed);
  const registration = await readyRegistration();
  const { publicKey } = await api.get<PushPublicKey>('/push/public-key');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await api.post('/push/subscriptions', subscription.toJSON() as PushSubscriptionInput);
}

/** Turns notifications off for this browser: removes the saved device, then the subscription. */
export async function turnOffThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.delete('/push/subscriptions', { endpoint: subscription.endpoint }).catch(() => {
    // Already gone on the server (another player's session took it, or a push service said 410).
  });
  await subscription.unsubscribe();
}

/** Whether this browser is subscribed: asked once the card is shown, again after each change. */
export function useThisDevice() {
  return useQuery({
    queryKey: [...pushDeviceKeys.all, 'this-device'] as const,
    queryFn: async () => (await currentSubscription(1500)) !== null,
    staleTime: Infinity,
  });
}

/** Turn on / off for this browser; either refreshes the device list and this browser's state. */
export function useThisDeviceChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOnThisDevice() : turnOffThisDevice()),
    onSettled: () => client.invalidateQueries({ queryKey: pushDeviceKeys.all }),
  });
}

/** POST /push/test → {sent, removed, failed}. */
export function useTestPush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PushTestResult>('/push/test'),
    onSuccess: ({ removed }) => {
      if (removed > 0) void client.invalidateQueries({ queryKey: pushDeviceKeys.all });
    },
  });
}
