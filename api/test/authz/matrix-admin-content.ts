/** Admin matrix rows for content: news, trophies and the newsletter. */
import { adminOnly, inDays, type MatrixRow } from './expect';
import { uid, type World } from './world';

const newsBody = () => ({
  title: `News ${uid()}`,
  content: '<p>Body</p>',
  publishDate: inDays(-1),
  status: 'published',
});
const freshNews = async (w: World) => {
  const [row] = await w
    .knex('newsPosts')
    .insert({ title: 'Fresh', slug: `fresh-${uid()}`, content: 'x', publishDate: new Date() })
    .returning('id');
  return row.id as number;
};
const freshTrophy = async (w: World) => {
  const [row] = await w
    .knex('trophies')
    .insert({ name: `Trophy ${uid()}`, description: 'Fresh' })
    .returning('id');
  return row.id as number;
};

/** News, trophy and newsletter admin routes, in matrix order. */
export const contentAdminRows: MatrixRow[] = [
  { method: 'GET', path: '/api/news/admin/all', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/news/admin/upload-header',
    expect: adminOnly([400, 415]),
    note: 'multipart only',
    call: () => ({ body: { image: 'x' } }),
  },
  {
    method: 'GET',
    path: '/api/news/admin/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.news.id } }),
  },
  {
    method: 'POST',
    path: '/api/news/admin',
    expect: adminOnly(201),
    call: () => ({ body: newsBody() }),
  },
  {
    method: 'PUT',
    path: '/api/news/admin/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: await freshNews(w) }, body: newsBody() }),
  },
  {
    method: 'DELETE',
    path: '/api/news/admin/:id',
    expect: adminOnly([200, 204]),
    call: async (w) => ({ params: { id: await freshNews(w) } }),
  },

  { method: 'GET', path: '/api/trophies/admin/all', expect: adminOnly(200) },
  { method: 'GET', path: '/api/trophies/admin/awards', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/trophies/admin/awards/:awardId',
    expect: adminOnly(200),
    call: (w) => ({ params: { awardId: w.award.id } }),
  },
  {
    method: 'POST',
    path: '/api/trophies/admin/award',
    expect: adminOnly([200, 201]),
    call: async (w) => ({
      body: {
        trophyId: await freshTrophy(w),
        userIds: [w.users.otherPlayer.id],
        reason: 'Well played',
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/trophies/admin/award-all/preview',
    expect: adminOnly(200),
    call: (w) => ({ query: `trophyId=${w.trophy.id}&reason=Everyone` }),
  },
  {
    method: 'POST',
    path: '/api/trophies/admin/award-all',
    expect: adminOnly([200, 201]),
    call: async (w) => ({ body: { trophyId: await freshTrophy(w), reason: 'Everyone' } }),
  },
  {
    method: 'DELETE',
    path: '/api/trophies/admin/award/:awardId',
    expect: adminOnly([200, 204]),
    call: async (w) => {
      const [row] = await w
        .knex('trophyAwards')
        .insert({ trophyId: await freshTrophy(w), userId: w.users.otherPlayer.id })
        .returning('id');
      return { params: { awardId: row.id } };
    },
  },
  {
    method: 'GET',
    path: '/api/trophies/admin/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.trophy.id } }),
  },
  {
    method: 'POST',
    path: '/api/trophies/admin',
    expect: adminOnly(201),
    call: () => ({ body: { name: `Cup ${uid()}`, description: 'Shiny' } }),
  },
  {
    method: 'PUT',
    path: '/api/trophies/admin/:id',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: await freshTrophy(w) },
      body: { name: `Cup ${uid()}`, description: 'Shinier' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/trophies/admin/:id',
    expect: adminOnly([200, 204]),
    call: async (w) => ({ params: { id: await freshTrophy(w) } }),
  },

  { method: 'GET', path: '/api/admin/newsletter/preview', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/newsletter/audience',
    expect: adminOnly(200),
    call: () => ({ query: 'testMode=false' }),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletter/upload-header',
    expect: adminOnly([400, 415]),
    note: 'multipart only',
    call: () => ({ body: { logo: 'x' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletter/send',
    expect: adminOnly(200),
    note: 'test mode: mails the admins only',
    call: () => ({ body: { subject: 'Hi', bodyText: 'Hello', testMode: true } }),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletter/sends/:id/resume',
    expect: adminOnly([200, 409]),
    call: (w) => ({ params: { id: w.send.id } }),
  },
  {
    method: 'GET',
    path: '/api/admin/newsletter/sends/:id',
    expect: adminOnly(200),
    call: (w) => ({ params: { id: w.send.id } }),
  },
  {
    method: 'GET',
    path: '/api/admin/newsletter/sends',
    expect: adminOnly(200),
    call: () => ({ query: 'status=interrupted' }),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletter/render',
    expect: adminOnly(200),
    call: () => ({ body: { subject: 'Hi', bodyText: 'Hello' } }),
  },
];
