import type { DataProvider, fetchUtils } from 'react-admin';
import { HttpError } from 'react-admin';
import type { TeamLogo } from '@predictor/contracts/types';
import { failureMessage } from '../../lib/errors';
import { chosenFile } from '../../lib/multipart';
import { TEAM_TEXTS } from './messages';

/** The back office's authenticated JSON client (dataProvider.ts httpClient). */
export type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ json: unknown; status: number }>;

/** POST /teams/{id}/logo (multipart field `logo`) → the new logoUrl; a refusal keeps the server's message, else 'Failed to upload logo', and sits beside the logo input. */
async function uploadLogo(http: HttpClient, apiUrl: string, id: unknown, file: File) {
  const form = new FormData();
  form.append('logo', file);
  try {
    const { json } = await http(`${apiUrl}/teams/${id}/logo`, { method: 'POST', body: form });
    return (json as TeamLogo).logoUrl;
  } catch (error) {
    const message = failureMessage(error, TEAM_TEXTS.logoUploadFailed);
    const status = (error as { status?: number }).status ?? 0;
    throw new HttpError(message, status, { message, errors: { logo: message } });
  }
}

/** The team fields the JSON routes take: the ImageInput's value (`logo`) goes to its own route. */
function withoutLogo(data: Record<string, unknown>) {
  const { logo, ...team } = data;
  return { team, file: chosenFile(logo) };
}

/**
 * teams: create and update send the team as JSON (simple-REST), then, when a new logo was chosen,
 * POST it as multipart to /teams/{id}/logo and answer the record with its new logoUrl.
 */
export function teamOverrides(
  base: DataProvider,
  http: HttpClient,
  apiUrl: string,
): Pick<DataProvider, 'create' | 'update'> {
  return {
    create: async (resource, params) => {
      const { team, file } = withoutLogo(params.data);
      const created = await base.create(resource, { ...params, data: team });
      if (!file) return created;
      const logoUrl = await uploadLogo(http, apiUrl, created.data.id, file);
      return { data: { ...created.data, logoUrl } };
    },
    update: async (resource, params) => {
      const { team, file } = withoutLogo(params.data);
      const updated = await base.update(resource, { ...params, data: team });
      if (!file) return updated;
      const logoUrl = await uploadLogo(http, apiUrl, params.id, file);
      return { data: { ...updated.data, logoUrl } };
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
