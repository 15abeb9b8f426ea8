import type { DataProvider, DeleteManyParams, Identifier } from 'react-admin';
import type { AdminMatchGroup } from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../http';
import { type ResourceOverrides } from '../../resourceOverrides';

type Fields = Partial<Pick<AdminMatchGroup, 'name' | 'description' | 'matchWeek' | 'isActive'>>;

/** Only the fields the spec's write calls carry (the form's record also holds season, counts...). */
function pick(data: Record<string, unknown>, keys: (keyof Fields)[]): Fields {
  return Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

const groupUrl = (id: Identifier) => `${API_URL}/match-groups/${encodeURIComponent(String(id))}`;

async function remove(id: Identifier) {
  const { json } = await httpClient(groupUrl(id), { method: 'DELETE' });
  return json as AdminMatchGroup;
}

/**
 * Match group writes on the spec's paths (§7): POST /admin/seasons/{seasonId}/match-groups
 * {name, description, matchWeek}; PUT and DELETE /admin/match-groups/{id}. Reads stay simple-REST
 * on /admin/matchgroups.
 */
export const matchGroupOverrides: ResourceOverrides[string] = {
  create: (async (_resource, params) => {
    const { seasonId, ...data } = params.data as Record<string, unknown>;
    const { json } = await httpClient(
      `${API_URL}/seasons/${encodeURIComponent(String(seasonId))}/match-groups`,
      { method: 'POST', body: JSON.stringify(pick(data, ['name', 'description', 'matchWeek'])) },
    );
    return { data: json };
  }) as DataProvider['create'],
  update: (async (_resource, params) => {
    const data = params.data as Record<string, unknown>;
    const { json } = await httpClient(groupUrl(params.id), {
      method: 'PUT',
      body: JSON.stringify(pick(data, ['name', 'description', 'matchWeek', 'isActive'])),
    });
    return { data: json };
  }) as DataProvider['update'],
  delete: (async (_resource, params) => ({
    data: await remove(params.id),
  })) as DataProvider['delete'],
  deleteMany: (async (_resource, params: DeleteManyParams) => {
    // One by one, so a refusal (409: the group still holds matches) stops there with its message.
    for (const id of params.ids) await remove(id);
    return { data: params.ids };
  }) as DataProvider['deleteMany'],
};
