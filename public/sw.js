// The shop's service worker: shows the web push notifications of the support desk (SPEC §4.3)
// and opens the ticket when one is clicked.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : "Nocturn" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Nocturn", {
      body: data.body || "",
      tag: data.tag,
      icon: "/favicon.svg",
      data: { url: data.url || "/profile/tickets" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/profile/tickets", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
