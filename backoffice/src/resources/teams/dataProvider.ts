import type { DataProvider, fetchUtils } from 'react-admin';
import type { AdminTeam, TeamLogo } from '@predictor/contracts/types';
import { chosenFile } from '../../lib/multipart';

/** The back office's authenticated JSON client (dataProvider.ts httpClient). */
export type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ json: unknown; status: number }>;

/** The team fields the API takes (logoUrl is read-only; the logo goes as a file). */
const TEAM_FIELDS = ['name', 'shortName', 'countryCode', 'competitionId'] as const;

/**
 * A team with a newly chosen logo as one multipart body: every team field as text (null as '',
 * which clears it) and the file as `logo`, so the server writes the team and its logo together.
 */
export function teamFormData(data: Record<string, unknown>, file: File): FormData {
  const form = new FormData();
  for (const field of TEAM_FIELDS) {
    const value = data[field];
    if (value !== undefined) form.append(field, value === null ? '' : String(value));
  }
  form.append('logo', file);
  return form;
}

/** The team fields the JSON routes take, and the ImageInput's newly chosen file (`logo`), if any. */
function withoutLogo(data: Record<string, unknown>) {
  const { logo, ...team } = data;
  return { team, file: chosenFile(logo) };
}

/**
 * teams: create and update send the team as JSON (simple-REST); when a new logo was chosen, the team
 * and its logo go as one multipart request to the same route (POST /teams, PUT /teams/{id}), so a
 * refused logo leaves no team behind and changes nothing, and its message (`errors.logo`) shows
 * beside the logo input.
 */
export function teamOverrides(
  base: DataProvider,
  http: HttpClient,
  apiUrl: string,
): Pick<DataProvider, 'create' | 'update'> {
  return {
    create: async (resource, params) => {
      const { team, file } = withoutLogo(params.data);
      if (!file) return base.create(resource, { ...params, data: team });
      const body = teamFormData(team, file);
      const { json } = await http(`${apiUrl}/teams`, { method: 'POST', body });
      return { data: json as AdminTeam } as never; // the record as the server answers it
    },
    update: async (resource, params) => {
      const { team, file } = withoutLogo(params.data);
      if (!file) return base.update(resource, { ...params, data: team });
      const body = teamFormData(team, file);
      const url = `${apiUrl}/teams/${encodeURIComponent(params.id)}`;
      const { json } = await http(url, { method: 'PUT', body });
      return { data: json as AdminTeam } as never;
    },
  };
}

/** Team calls outside simple-REST, on the admin data provider. */
export type TeamMethods = {
  /** DELETE /teams/{id}/logo → {logoUrl: null}. */
  deleteTeamLogo: (id: number) => Promise<TeamLogo>;
};

export function teamMethods(http: HttpClient, apiUrl: string): TeamMethods {
  return {
    deleteTeamLogo: async (id) =>
      (await http(`${apiUrl}/teams/${id}/logo`, { method: 'DELETE' })).json as TeamLogo,
  };
}
