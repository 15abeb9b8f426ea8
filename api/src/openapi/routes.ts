import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Router from '@koa/router';
import { buildOpenApiDocument } from './document';

export const openapiRouter = new Router();

const REDOC = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
let document: string | undefined;
let script: Buffer | undefined;

/** The reference page's own policy: our scripts only, plus the blob: worker Redoc searches in. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Predictor API</title></head>
<body>
<redoc spec-url="/api/openapi.json"></redoc>
<script src="/api/docs/redoc.standalone.js"></script>
</body>
</html>
`;

/** GET /openapi.json → the OpenAPI 3.1 document, built once from the registry. */
openapiRouter.get('/openapi.json', (ctx) => {
  document ??= JSON.stringify(buildOpenApiDocument());
  ctx.type = 'application/json';
  ctx.body = document;
});

/** GET /docs → the API reference page (Redoc, served from our own origin). */
openapiRouter.get('/docs', (ctx) => {
  ctx.set('Content-Security-Policy', DOCS_CSP);
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = PAGE;
});

/** GET /docs/redoc.standalone.js → Redoc's browser bundle from the installed package. */
openapiRouter.get('/docs/redoc.standalone.js', async (ctx) => {
  script ??= await readFile(REDOC);
  ctx.type = 'application/javascript; charset=utf-8';
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.body = script;
});
