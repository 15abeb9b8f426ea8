import type { Context } from 'koa';
import type { Brand, PublicBrand } from '@predictor/contracts';
import { escapeHtml, scriptJson } from './html';

/**
 * The brands out of the box (spec §1: two variants chosen by host name, each with its own logo). The
 * first is the default: it answers every host no brand names. BRANDS (JSON) replaces this list and
 * BRAND_HOSTS adds host names to it, without a rebuild (config.ts).
 */
export const DEFAULT_BRANDS: Brand[] = [
  {
    id: 'predictor',
    name: 'Predictor',
    logo: '/brands/predictor.svg',
    accentColour: '#22c55e',
    mailSenderName: 'Predictor',
    hosts: [],
  },
  {
    id: 'score-oracle',
    name: 'Score Oracle',
    logo: '/brands/score-oracle.svg',
    accentColour: '#8b5cf6',
    mailSenderName: 'Score Oracle',
    hosts: ['score-oracle.localhost', 'scoreoracle.app', 'www.scoreoracle.app'],
  },
];

const hostOf = (hostname: string | undefined) =>
  (hostname ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** The brand whose hosts name `hostname` (case-insensitive, port ignored); the first brand otherwise. */
export function brandForHost(brands: Brand[], hostname: string | undefined): Brand {
  const host = hostOf(hostname);
  return brands.find((brand) => brand.hosts.includes(host)) ?? brands[0];
}

/**
 * The site's address as a visitor of `hostname` knows it, for links in mails: PUBLIC_URL on that host
 * when the host is one of the brand's (so a Score Oracle player's reset link opens Score Oracle);
 * PUBLIC_URL as it is for any other host, never a host the request alone names.
 */
export function brandPublicUrl(
  publicUrl: string,
  brand: Brand,
  hostname: string | undefined,
): string {
  const host = hostOf(hostname);
  if (!brand.hosts.includes(host)) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = host;
  return url.toString().replace(/\/$/, '');
}

/**
 * The brand of a request. ctx.hostname reads X-Forwarded-Host only when the app trusts its proxy
 * (TRUST_PROXY=1, Koa's `proxy`), so a client cannot pick a brand by header alone.
 */
export function requestBrand(ctx: Context): Brand {
  return brandForHost(ctx.deps.config.brands, ctx.hostname);
}

/** What the player is told: everything but the host list. */
export function publicBrand(brand: Brand): PublicBrand {
  const { hosts: _hosts, ...rest } = brand;
  return rest;
}

/** The sender of a mail for `brand`: its sender name with MAIL_FROM's address. */
export function brandedFrom(mailFrom: string, brand: Brand): string {
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${brand.mailSenderName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

/**
 * The player's index.html dressed for `brand`: its name in the title, its accent as theme-color, its
 * logo as the icon when it is a path, its home-screen icon (`touchIcon`, lib/web-manifest.ts) when
 * given, and the brand as JSON in <script id="brand"> the app reads at start (no extra round trip).
 */
export function brandIndexHtml(html: string, brand: Brand, touchIcon?: string): string {
  const name = escapeHtml(brand.name);
  let out = html
    .replace(/<title>[^<]*<\/title>/, `<title>${name} – Football Score Predictions</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      `<meta name="theme-color" content="${brand.accentColour}" />`,
    )
    .replace(/(<meta\s+name="description"\s+content=")[^:"]*:/, `$1${name}:`);
  if (!brand.logo.trimStart().startsWith('<')) {
    out = out.replace(
      /<link rel="icon"[^>]*>/,
      `<link rel="icon" href="${escapeHtml(brand.logo)}" />`,
    );
  }
  if (touchIcon) {
    out = out.replace(
      /<link rel="apple-touch-icon"[^>]*>/,
      `<link rel="apple-touch-icon" href="${escapeHtml(touchIcon)}" />`,
    );
  }
  const data = `<script id="brand" type="application/json">${scriptJson(publicBrand(brand))}</script>`;
  return out.replace('</head>', `${data}</head>`);
}

/** The brand a player signed up under (users.brand), or the default when unset or no longer configured. */
export function brandById(brands: Brand[], id: string | null | undefined): Brand {
  return brands.find((brand) => brand.id === id) ?? brands[0];
}

/** The site's address under `brand`'s first host, for links in mails sent without a request (jobs). */
export const brandSiteUrl = (publicUrl: string, brand: Brand): string =>
  brandPublicUrl(publicUrl, brand, brand.hosts[0]);
