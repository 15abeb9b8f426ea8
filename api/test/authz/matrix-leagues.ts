import { everyone, signedIn, type MatrixRow } from './expect';
import { uid } from './world';

/** Player-facing league routes of the authorization matrix (see matrix.ts). */
export const leagueRows: MatrixRow[] = [
  // Leagues. Public reads for everyone; the invite-only league's contents only to its members and site admins (404 otherwise).
  { method: 'GET', path: '/api/leagues', expect: everyone(200) },
  { method: 'GET', path: '/api/leagues/my', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/api/leagues/by-groupname/:groupname',
    expect: everyone(200),
    call: (w) => ({ params: { groupname: w.fanGroupname } }),
  },
  {
    method: 'GET',
    path: '/api/leagues/:id',
    expect: everyone(200),
    note: 'the invite-only league: whole to members (player, creator) and site admins; a preview (name, season, type, member count) to anyone else',
    call: (w) => ({ params: { id: w.inviteLeague.id } }),
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/standings',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.league.id } }),
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/standings.csv',
    expect: signedIn(200, { otherPlayer: 403 }),
    note: 'members and site admins; a signed-in non-member 403',
    call: (w) => ({ params: { id: w.league.id } }),
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/match-groups',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.league.id } }),
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/current-match-group',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.league.id } }),
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/can-edit',
    expect: everyone(200),
    call: (w) => ({ params: { id: w.league.id } }),
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/predictions',
    expect: signedIn(200, { otherPlayer: 403 }),
    note: 'members and site admins; a signed-in non-member 403',
    call: (w) => ({ params: { id: w.league.id }, query: `matchGroupId=${w.matchGroup.id}` }),
  },
  {
    method: 'POST',
    path: '/api/leagues',
    expect: signedIn(201),
    call: (w) => ({ body: { name: `New ${uid()}`, season: w.season.id, type: 'public' } }),
  },
  {
    method: 'POST',
    path: '/api/leagues/join-by-code',
    expect: signedIn(201, { player: 409, leagueCreator: 409, leagueAdmin: 409 }),
    call: async (w) => ({
      body: { inviteCode: (await w.freshLeague({ type: 'invite_only' })).inviteCode },
    }),
  },
  {
    method: 'POST',
    path: '/api/leagues/join-fanleague/:groupname',
    expect: signedIn(201, { player: 200, leagueCreator: 200, leagueAdmin: 200 }),
    note: 'a member gets 200 (joined false), a newcomer 201',
    call: async (w) => {
      const groupname = `fan-${uid()}`;
      await w.freshLeague({ type: 'fanleague', groupname });
      return { params: { groupname } };
    },
  },
  {
    method: 'PUT',
    path: '/api/leagues/:id',
    expect: signedIn(200, { player: 403, otherPlayer: 403 }),
    note: 'the creator, league admins and site admins edit',
    call: async (w) => ({
      params: { id: (await w.freshLeague()).id },
      body: { name: `Renamed ${uid()}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/leagues/:id',
    expect: signedIn(204, { player: 403, otherPlayer: 403, leagueAdmin: 403 }),
    note: 'the creator and site admins delete; league admins may not',
    call: async (w) => ({ params: { id: (await w.freshLeague()).id } }),
  },
  {
    method: 'DELETE',
    path: '/api/leagues/:id/members/:userId',
    expect: signedIn(204, { player: 403, otherPlayer: 403 }),
    note: 'removing the plain member of a fresh league: creator, league admin and site admin may',
    call: async (w) => {
      const league = await w.freshLeague();
      return { params: { id: league.id, userId: w.users.player.id } };
    },
  },
  {
    method: 'POST',
    path: '/api/leagues/:id/join',
    expect: signedIn(201, { player: 409, leagueCreator: 409, leagueAdmin: 409 }),
    note: 'members get 409',
    call: async (w) => ({ params: { id: (await w.freshLeague()).id } }),
  },
];
