import { useState, type ChangeEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { downloadCSV, Title, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { failureMessage } from '../../lib/errors';
import { PageLoading } from '../../lib/PageLoading';
import { useOrderedSeasons } from '../../lib/seasons';
import type { FixtureReport, FixturesImported } from '@predictor/contracts/types';
import { FixturePreview } from './FixturePreview';
import { ImportedAlert } from './ImportedAlert';
import { canImport, countOutcomes } from './preview';
import { parseFixtureFile, templateCsv } from './fixtureCsv';

type Loaded = { name: string; csv: string };
type Imported = FixturesImported & { seasonId: Identifier; season: string };

/**
 * /fixture-import (?seasonId= preselects): choose a season and a CSV file; the file is read in the
 * browser (papaparse), then dry-run on the server, whose every row's outcome is shown. Import is
 * offered only when no row has an error; it creates all fixtures or none.
 */
export function FixtureImportPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.fixtureImport.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [params] = useSearchParams();
  const { seasons, isPending, error: seasonsError } = useOrderedSeasons();
  const [chosen, setChosen] = useState<Identifier | null>(Number(params.get('seasonId')) || null);
  const [file, setFile] = useState<Loaded | null>(null);
  const [preview, setPreview] = useState<FixtureReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [imported, setImported] = useState<Imported | null>(null);
  if (isPending) return <PageLoading />;
  const seasonId = chosen ?? seasons[0]?.id ?? null;
  const seasonName = seasons.find((s) => s.id === seasonId)?.name ?? '';
  const counts = preview && countOutcomes(preview.rows);

  const check = async (season: Identifier | null, loaded: Loaded | null) => {
    setPreview(null);
    setProblem(null);
    if (!season || !loaded) return;
    setBusy(true);
    try {
      setPreview(await dataProvider.previewFixtures(season, loaded.csv));
    } catch (error) {
      setProblem(failureMessage(error, t('previewFailed')));
    } finally {
      setBusy(false);
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ''; // choosing the same (fixed) file again reads it again
    if (!picked) return;
    setImported(null);
    const parsed = parseFixtureFile(await picked.text());
    if (!parsed.ok) {
      setFile(null);
      setPreview(null);
      setProblem(`${t('fileFailed')}: ${parsed.message}`);
      return;
    }
    const loaded = { name: picked.name, csv: parsed.csv };
    setFile(loaded);
    await check(seasonId, loaded);
  };

  const confirm = async () => {
    if (!seasonId || !file) return;
    setBusy(true);
    try {
      const counts = await dataProvider.importFixtures(seasonId, file.csv);
      setImported({ ...counts, seasonId, season: seasonName });
      setFile(null);
      setPreview(null);
    } catch (error) {
      setProblem(failureMessage(error, t('importFailed')));
      // A refused import answers the rows again, with their problems.
      const body = (error as { body?: Partial<FixtureReport> }).body;
      if (body?.rows) setPreview(body as FixtureReport);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('intro')}
      </Typography>
      {seasonsError ? (
        <Alert severity="error">{t('seasonsFailed')}</Alert>
      ) : seasons.length === 0 ? (
        <Alert severity="info">{t('noSeasons')}</Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'center' } }}
          >
            <TextField
              select
              label={t('season')}
              value={seasonId ?? ''}
              onChange={(e) => {
                const next = Number(e.target.value);
                setChosen(next);
                setImported(null);
                void check(next, file);
              }}
              sx={{ width: { xs: '100%', sm: 320 } }}
              size="small"
            >
              {seasons.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              component="label"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('chooseFile')}
              <input hidden type="file" accept=".csv,text/csv" onChange={pick} />
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => downloadCSV(templateCsv(), 'fixtures-template')}
            >
              {t('template')}
            </Button>
          </Stack>
          {file && <Typography variant="body2">{t('file', { name: file.name })}</Typography>}
          {busy && <Typography role="status">{t('checking')}</Typography>}
          {problem && <Alert severity="error">{problem}</Alert>}
          {imported && <ImportedAlert imported={imported} />}
          {preview && counts && (
            <>
              <FixturePreview preview={preview} counts={counts} />
              {counts.error === 0 && !canImport(counts) && (
                <Alert severity="info">{t('nothingToImport')}</Alert>
              )}
              <Box>
                <Button variant="contained" onClick={confirm} disabled={busy || !canImport(counts)}>
                  {t('import')}
                </Button>
              </Box>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
