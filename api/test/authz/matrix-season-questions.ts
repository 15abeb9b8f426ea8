/** Matrix rows of season predictions (issue 31 item 4): the players' questions and answers, and the admin's. */
import { adminOnly, everyone, inDays, signedIn, type MatrixRow } from './expect';
import { uid, type World } from './world';

/** A fresh question of the world's season, open for a week unless `deadline` says otherwise. */
const freshQuestion = async (w: World, fields: Record<string, unknown> = {}) => {
  const [row] = await w
    .knex('seasonQuestions')
    .insert({
      seasonId: w.season.id,
      text: `Champion ${uid()}`,
      deadline: inDays(7),
      points: 10,
      picks: 1,
      ...fields,
    })
    .returning('id');
  return row.id as number;
};

/** Player-facing season question routes. */
export const seasonQuestionRows: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/seasons/:id/questions',
    expect: everyone(200),
    note: "public; a signed-in caller also gets their own picks (others' only as counts after the deadline)",
    call: (w) => ({ params: { id: w.season.id } }),
  },
  {
    method: 'PUT',
    path: '/api/seasons/:id/questions/:questionId/answer',
    expect: signedIn(200),
    call: async (w) => ({
      params: { id: w.season.id, questionId: await freshQuestion(w) },
      body: { teamIds: [w.teams.home.id] },
    }),
  },
];

/** Admin season question routes. */
export const seasonQuestionAdminRows: MatrixRow[] = [
  { method: 'GET', path: '/api/admin/season-questions', expect: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/season-questions/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: await freshQuestion(w) } }),
  },
  {
    method: 'POST',
    path: '/api/admin/season-questions',
    expect: adminOnly(201),
    call: (w) => ({
      body: { seasonId: w.season.id, text: `Relegated ${uid()}`, points: 3, picks: 2 },
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/season-questions/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: await freshQuestion(w) }, body: { points: 5 } }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/season-questions/:id',
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: await freshQuestion(w) } }),
  },
  {
    method: 'POST',
    path: '/api/admin/season-questions/:id/answer',
    expect: adminOnly(200),
    call: async (w) => ({
      params: { id: await freshQuestion(w, { deadline: inDays(-1) }) },
      body: { teamIds: [w.teams.home.id] },
    }),
  },
];
