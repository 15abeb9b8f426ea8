import { z } from 'zod';
import {
  adminAwardPageSchema,
  adminNewsListSchema,
  adminNewsPostSchema,
  adminTrophyAwardSchema,
  awardAllPreviewQuerySchema,
  awardAllPreviewSchema,
  awardAllSchema,
  awardedAllSchema,
  awardTrophySchema,
  awardedSchema,
  imageUploadSchema,
  newsPostInputSchema,
  newsletterAudienceQuerySchema,
  newsletterAudienceSchema,
  newsletterPreviewSchema,
  newsletterProgressSchema,
  newsletterSendResultSchema,
  newsletterSendSchema,
  newsletterDraftSchema,
  newsletterRenderedSchema,
  newsletterSendListSchema,
  newsletterSendsQuerySchema,
  trophyInputSchema,
  trophySchema,
} from '@predictor/contracts/schemas';
import * as q from './queries';
import { partialBody, route, type Access, type RouteContract } from './types';

const admin = { tag: 'Admin', access: 'admin' as Access };

/** Admin routes of news, trophies and the newsletter. */
export const contentRoutes: RouteContract[] = [
  route(
    'GET',
    '/news/admin/all',
    'Posts, drafts included ({posts, totalCount}; simple-REST: an array)',
    {
      ...admin,
      query: q.adminNewsQuery,
      responses: { 200: z.union([adminNewsListSchema, z.array(adminNewsPostSchema)]) },
    },
  ),
  route('POST', '/news/admin/upload-header', 'Upload a header image (multipart `headerImage`)', {
    ...admin,
    multipart: { file: 'headerImage', required: true },
    responses: { 200: imageUploadSchema },
  }),
  route('GET', '/news/admin/:id', 'One post', {
    ...admin,
    responses: { 200: adminNewsPostSchema },
  }),
  route(
    'POST',
    '/news/admin',
    'Create a post (HTML sanitised); JSON, or multipart with an optional `headerImage` file',
    {
      ...admin,
      body: newsPostInputSchema,
      multipart: { file: 'headerImage', required: false },
      responses: { 201: adminNewsPostSchema },
    },
  ),
  route(
    'PUT',
    '/news/admin/:id',
    'Edit a post (whole or partial record); JSON, or multipart with an optional new `headerImage` file',
    {
      ...admin,
      body: partialBody(newsPostInputSchema),
      multipart: { file: 'headerImage', required: false },
      responses: { 200: adminNewsPostSchema },
    },
  ),
  route('DELETE', '/news/admin/:id', 'Delete a post; answers the deleted post', {
    ...admin,
    responses: { 200: adminNewsPostSchema },
  }),

  route(
    'GET',
    '/trophies/admin/all',
    'Every trophy with its award count (simple-REST when asked)',
    {
      ...admin,
      query: q.simpleRestQuery,
      responses: { 200: z.array(trophySchema) },
    },
  ),
  route(
    'GET',
    '/trophies/admin/awards',
    'Awards, paged ({awards, pagination}; simple-REST: an array)',
    {
      ...admin,
      query: q.adminAwardsQuery,
      responses: { 200: z.union([adminAwardPageSchema, z.array(adminTrophyAwardSchema)]) },
    },
  ),
  route('POST', '/trophies/admin/award', 'Award an active trophy to players', {
    ...admin,
    body: awardTrophySchema,
    responses: { 200: awardedSchema },
  }),
  route(
    'GET',
    '/trophies/admin/award-all/preview',
    "What award to all would do: the trophy's name, players to award, players skipped as holding it for the same reason",
    {
      ...admin,
      query: awardAllPreviewQuerySchema,
      responses: { 200: awardAllPreviewSchema },
    },
  ),
  route(
    'POST',
    '/trophies/admin/award-all',
    'Award an active trophy to every active player not holding it for the same reason. Idempotent by the body field idempotencyKey (a UUID per confirmed action): the same key again, retried or in parallel, answers the first outcome and awards nothing; 409 IDEMPOTENCY_KEY_REUSED with another body',
    {
      ...admin,
      body: awardAllSchema,
      responses: { 200: awardedAllSchema },
    },
  ),
  route('GET', '/trophies/admin/awards/:awardId', 'One award', {
    ...admin,
    responses: { 200: adminTrophyAwardSchema },
  }),
  route('DELETE', '/trophies/admin/award/:awardId', 'Remove an award; answers it', {
    ...admin,
    responses: { 200: adminTrophyAwardSchema },
  }),
  route('GET', '/trophies/admin/:id', 'One trophy', { ...admin, responses: { 200: trophySchema } }),
  route('POST', '/trophies/admin', 'Create a trophy (JSON, or multipart with `image`)', {
    ...admin,
    body: trophyInputSchema,
    multipart: { file: 'image', required: false },
    responses: { 201: trophySchema },
  }),
  route(
    'PUT',
    '/trophies/admin/:id',
    'Edit a trophy, whole or partial (JSON, or multipart with `image`); imageUrl as read keeps the image, null removes it',
    {
      ...admin,
      body: partialBody(trophyInputSchema),
      multipart: { file: 'image', required: false },
      responses: { 200: trophySchema },
    },
  ),
  route('DELETE', '/trophies/admin/:id', 'Delete a trophy; answers it', {
    ...admin,
    responses: { 200: trophySchema },
  }),

  route('GET', '/admin/newsletter/preview', "The next 7 days' fixtures by season", {
    ...admin,
    responses: { 200: newsletterPreviewSchema },
  }),
  route('POST', '/admin/newsletter/upload-header', 'Upload a header image (multipart `logo`)', {
    ...admin,
    multipart: { file: 'logo', required: true },
    responses: { 200: imageUploadSchema },
  }),
  route(
    'GET',
    '/admin/newsletter/audience',
    'How many players (test mode: admins) a send would mail',
    {
      ...admin,
      query: newsletterAudienceQuerySchema,
      responses: { 200: newsletterAudienceSchema },
    },
  ),
  route(
    'POST',
    '/admin/newsletter/send',
    "Send the newsletter (test mode: admins only). Idempotent by the body field idempotencyKey (a UUID per confirmed send): the same key again, retried or in parallel, records and mails nothing more and answers that send's outcome; 409 IDEMPOTENCY_KEY_REUSED with another body",
    {
      ...admin,
      body: newsletterSendSchema,
      responses: { 200: newsletterSendResultSchema },
    },
  ),
  route(
    'POST',
    '/admin/newsletter/sends/:id/resume',
    'Resume a send: mails recipients still pending',
    {
      ...admin,
      responses: { 200: newsletterSendResultSchema },
    },
  ),
  route('GET', '/admin/newsletter/sends/:id', "A send's progress", {
    ...admin,
    responses: { 200: newsletterProgressSchema },
  }),
  route(
    'GET',
    '/admin/newsletter/sends',
    'Recent sends, newest first (filter: sending, interrupted)',
    {
      ...admin,
      query: newsletterSendsQuerySchema,
      responses: { 200: newsletterSendListSchema },
    },
  ),
  route('POST', '/admin/newsletter/render', 'The e-mail of a draft as a player will see it', {
    ...admin,
    body: newsletterDraftSchema,
    responses: { 200: newsletterRenderedSchema },
  }),
];
