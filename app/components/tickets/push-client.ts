/**
 * The browser's side of web push (SPEC §4.3, §4.4): the service worker, the permission, the
 * subscription sent to POST /api/users/subscribe/notification, and the clean-up at logout.
 * Browser storage keeps whether this browser is registered under its own key.
 */
export const NOTIFICATION_REGISTERED_KEY = "notificationRegistered";

const supported = () =>
  typeof navigator !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;

function base64UrlToBytes(value: string) {
  const padded = (value + "=".repeat((4 - (value.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/** Registers the worker; logs the SPEC §8 line where service workers are missing. */
export async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) {
    console.log("Service workers are not supported in this browser");
    return null;
  }
  return navigator.serviceWorker.register("/sw.js");
}

/** Subscribes this browser and stores the subscription for the signed-in user. */
async function subscribe(registration: ServiceWorkerRegistration) {
  const { publicKey } = (await (await fetch("/api/users/subscribe/notification")).json()) as {
    publicKey: string;
  };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const response = await fetch("/api/users/subscribe/notification", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subscription: JSON.stringify(subscription) }),
  });
  if (!response.ok) throw new Error(`subscription refused: ${response.status}`);
}

/**
 * Asks for the permission (a user gesture) and subscribes: granted stores true, denied false
 * (SPEC §4.4). Returns the permission.
 */
export async function enablePush(): Promise<NotificationPermission | "unsupported"> {
  const registration = await registerWorker();
  if (!registration) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "granted") {
    await subscribe(await navigator.serviceWorker.ready);
    localStorage.setItem(NOTIFICATION_REGISTERED_KEY, "true");
  } else if (permission === "denied") localStorage.setItem(NOTIFICATION_REGISTERED_KEY, "false");
  return permission;
}

/** On each signed-in start: keeps an already granted browser subscribed for this user. */
export async function resumePush() {
  const registration = await registerWorker();
  if (!registration || Notification.permission !== "granted") return;
  await subscribe(await navigator.serviceWorker.ready);
  localStorage.setItem(NOTIFICATION_REGISTERED_KEY, "true");
}

/** Logout (SPEC §4.3): forgets the subscription here and on the server, and unregisters the worker. */
export async function disablePush() {
  localStorage.removeItem(NOTIFICATION_REGISTERED_KEY);
  if (!supported()) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  for (const registration of registrations) {
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      await fetch("/api/users/subscribe/notification", {
        method: "DELETE",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      }).catch(() => undefined);
      await subscription.unsubscribe().catch(() => undefined);
    }
    await registration.unregister();
  }
}

let sound: HTMLAudioElement | null = null;

/** The new-message sound; a browser that refuses to play it only logs (SPEC §8). */
export function playNotifySound() {
  try {
    sound ??= new Audio("/sounds/notify.wav");
    sound.currentTime = 0;
    void sound.play().catch(() => console.log("reject notify sound"));
  } catch {
    console.log("reject notify sound");
  }
}
