/*
 * Web Push in the player site's service worker (sw.js imports this file): shows the notification the
 * server sent ({title, body, url, tag, icon}) and, when it is clicked, opens its page in a window of
 * the site, or a new one. Only pages of this site are opened: any other address opens the home page.
 */
/* global self */

function pushPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

/** A path of this site: the payload's url when it is one, else the home page. */
function sitePage(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

/** waitUntil for an event the browser dispatched (a synthetic one cannot extend its lifetime). */
function keepAlive(event, promise) {
  try {
    event.waitUntil(promise);
  } catch {
    // A synthetic event: the promise runs on regardless.
  }
  return promise;
}

self.addEventListener('push', (event) => {
  const data = pushPayload(event);
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    data: { url: sitePage(data.url) },
  };
  if (typeof data.tag === 'string') options.tag = data.tag;
  if (typeof data.icon === 'string') options.icon = data.icon;
  const title = typeof data.title === 'string' && data.title ? data.title : 'Predictor';
  keepAlive(event, self.registration.showNotification(title, options));
});

async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    let opened;
    try {
      opened = await client.navigate(url);
    } catch {
      continue; // Not a window this worker may steer (not controlled by it).
    }
    await (opened || client).focus().catch(() => {});
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  keepAlive(event, openPage(sitePage(event.notification.data && event.notification.data.url)));
});
