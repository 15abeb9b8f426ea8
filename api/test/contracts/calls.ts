import { settled } from '../../src/lib/after-answer';
import { signUnsubscribeToken } from '../../src/modules/newsletter/unsubscribe';
import { fillPath } from '../authz-routes';
import { ownSessionOf, type Call, type MatrixRow } from '../authz/expect';
import { matrix } from '../authz/matrix';
import type { Role, World } from '../authz/world';
import type { TestResponse } from '../harness';
import { imageForm, PNG, postForm } from '../images';

/** Calls the authorization matrix expects to fail for everyone; here each gets a valid request. */
const VALID: Record<string, (w: World) => Promise<Call | FormData> | Call | FormData> = {
  'POST /api/auth/reset-password': async (w) => {
    await w.app.request('POST', '/api/auth/forgot-password', {
      body: { email: w.users.otherPlayer.email },
    });
    await settled(); // the mail goes out after the answer
    const mail = [...w.app.mails].reverse().find((m) => m.to === w.users.otherPlayer.email);
    const token = /token=([^\s&"<]+)/.exec(mail?.text ?? '')?.[1];
    return { body: { token: decodeURIComponent(token ?? ''), password: 'password1' } };
  },
  'POST /api/auth/change-password': async (w) => ({
    ...(await ownSessionOf(w, 'player')),
    body: { currentPassword: w.password, newPassword: 'password2' },
  }),
  'GET /api/newsletter/unsubscribe': async (w) => ({
    query: `token=${await signUnsubscribeToken(w.users.otherPlayer.id, w.app.config.jwtSecret)}`,
  }),
  'POST /api/newsletter/unsubscribe': async (w) => ({
    query: `token=${await signUnsubscribeToken(w.users.otherPlayer.id, w.app.config.jwtSecret)}`,
  }),
  'POST /api/news/admin/upload-header': () => imageForm('headerImage', PNG),
  'POST /api/admin/newsletter/upload-header': () => imageForm('logo', PNG),
  'POST /api/admin/teams/:id/logo': () => imageForm('logo', PNG),
};

const ok = (status: MatrixRow['expect'][Role]) =>
  (typeof status === 'number' ? [status] : status).some((s) => s < 300);

/**
 * Calls one route once with a valid request, as the first role the authorization matrix lets through
 * (the matrix row's `call` builds the request; VALID above replaces the calls the matrix makes fail).
 */
export async function callRoute(w: World, method: string, path: string): Promise<TestResponse> {
  const row = matrix.find((r) => r.method === method && r.path === path);
  if (!row) throw new Error(`No matrix row for ${method} ${path}`);
  const role = (['player', 'siteAdmin', 'leagueCreator', 'anonymous'] as const).find((r) =>
    ok(row.expect[r]),
  );
  const rowCall = (await row.call?.(w, role ?? 'siteAdmin')) ?? {};
  const valid = await VALID[`${method} ${path}`]?.(w);
  const url = fillPath(path, rowCall.params);
  if (valid instanceof FormData)
    return postForm(w.app.url + url, valid, w.tokenOf(role ?? 'siteAdmin'), method);
  const call = valid ?? rowCall;
  const token = call.token ?? w.tokenOf(role ?? 'siteAdmin');
  return w.app.request(method, url + (call.query ? `?${call.query}` : ''), {
    token,
    body: call.body,
  });
}
