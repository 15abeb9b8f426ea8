import { createHash } from 'node:crypto';
import { readableOn, textOn } from '@predictor/contracts/colour';
import {
  BROWSER_STORAGE_KEYS,
  EARLY_GETS,
  EARLY_SESSION_CHECK,
  EARLY_THIS_ROUND,
  HERO_BACKGROUNDS,
  LANDING_COPY,
  THEME_BACKGROUNDS,
} from '@predictor/contracts/landing';
import type { EarlyGet } from '@predictor/contracts/landing';
import type { Brand } from '@predictor/contracts';
import { escapeHtml, scriptJson } from './html';

/**
 * The boot shell: the first screen of a player page written into index.html, so the browser paints
 * the top bar and the page's opening words before any script has loaded. The app hides itself while
 * the shell is there and removes it (player/src/app/bootShell.ts) in the same frame as it shows the
 * page, so the swap is not seen.
 */
export type BootPage =
  | { kind: 'hero' }
  | {
      kind: 'heading';
      title: string;
      subtitle: string | null;
      /** API answers the page asks for first, keyed by their path under /api (served once). */
      preloaded?: Record<string, unknown>;
    };

/**
 * Runs before the first paint: the visitor's theme, and whether a player is signed in (the guest
 * hero is not theirs). A signed-in visit's session check is asked for at once (EARLY_SESSION_CHECK),
 * and on / their This round too (EARLY_THIS_ROUND), and on any page the reads the server listed for it
 * (#boot-gets, EARLY_GETS): the answers come while the scripts load. Then,
 * once the shell has painted, it starts the app's scripts (listed in #boot-assets): the browser
 * paints the shell without waiting for them. Inline, so the policy allows it by its hash
 * (BOOT_SCRIPT_CSP).
 */
export const BOOT_SCRIPT =
  'try{var s=localStorage,d=document.documentElement;' +
  `if(s.getItem('${BROWSER_STORAGE_KEYS.themeMode}')==='light')d.setAttribute('data-theme','light');` +
  `var t=s.getItem('${BROWSER_STORAGE_KEYS.token}');` +
  // An API answer the app takes instead of asking for it once its scripts have run (null: failed).
  "var get=function(p){return fetch(p,{headers:t?{Authorization:'Bearer '+t}:{}})" +
  '.then(function(r){return r.ok?r.json():null}).catch(function(){return null})};' +
  "if(t){d.setAttribute('data-signed-in','');" +
  'var ask=function(k,p){window[k]={token:t,answer:get(p)}};' +
  `ask('${EARLY_SESSION_CHECK}','/api/auth/me');` +
  `if(location.pathname==='/')ask('${EARLY_THIS_ROUND}','/api/predictions/this-round')}` +
  // The page's first reads the server listed for its path (EarlyGet), kept by path under /api.
  "var g=document.getElementById('boot-gets');" +
  `if(g){var b=window['${EARLY_GETS}']={token:t||'',at:Date.now(),answers:{}};` +
  "var one=function(p){return b.answers[p]=get('/api'+p)};" +
  'JSON.parse(g.textContent).forEach(function(x){if(x.signedIn&&!t)return;var a=one(x.path);' +
  "if(x.then)a.then(function(v){if(v&&v.id!=null)one(x.then.replace('{id}',v.id))})})}}catch(e){}" +
  '(function(){var started=false;function add(tag,props){var e=document.createElement(tag);' +
  "e.crossOrigin='';for(var k in props)e[k]=props[k];document.head.appendChild(e)}" +
  "function start(){var list=document.getElementById('boot-assets');" +
  "if(!list){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);return}" +
  'if(started)return;started=true;var a=JSON.parse(list.textContent);' +
  // The entry script first (the browser then loads its imports by itself), then the preloads of
  // the rest, four per task: each element added costs the browser a few milliseconds there and
  // then (its fetch is set up and checked against the policy), and fifty at once made a long task.
  "var q=a.scripts.map(function(h){return['script',{type:'module',src:h}]})" +
  ".concat(a.preloads.map(function(h){return['link',{rel:'modulepreload',href:h}]}));" +
  '(function next(){q.splice(0,4).forEach(function(x){add(x[0],x[1])});if(q.length)setTimeout(next,0)})()}' +
  // Started once the shell's first contentful paint is recorded; a browser without paint timing
  // starts after the next frame, a tab that never paints (hidden) after a second.
  "try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')start()})}).observe({type:'paint',buffered:true})}" +
  'catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,1000)})()';

export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The page's block under the top bar; the guest hero is shown to guests only. */
function pageBlock(page: BootPage): string {
  if (page.kind === 'hero') {
    return (
      '<section class="boot-hero"><div class="boot-container">' +
      `<h1>${escapeHtml(LANDING_COPY.heroTitle)}</h1>` +
      `<p>${escapeHtml(LANDING_COPY.heroSubtitle)}</p>` +
      '<div class="boot-actions"><a class="boot-button boot-contained" href="/register">Join Now</a>' +
      '<a class="boot-button boot-outlined" href="/login">Sign In</a></div></div></section>'
    );
  }
  const subtitle = page.subtitle ? `<p>${escapeHtml(page.subtitle)}</p>` : '';
  return `<div class="boot-container boot-page"><h1>${escapeHtml(page.title)}</h1>${subtitle}</div>`;
}

/**
 * The shell's styles: the same sizes as the app's MUI theme (top bar, Container, Hero, PageContainer)
 * in both themes, so nothing moves when the app takes over.
 */
function styles(brand: Brand): string {
  const { dark, light } = THEME_BACKGROUNDS;
  const darkPrimary = readableOn(brand.accentColour, dark.paper);
  const lightPrimary = readableOn(brand.accentColour, light.default);
  return [
    `html{background:${dark.default};color:#fff;color-scheme:dark;--paper:${dark.paper};--divider:rgba(255,255,255,0.12);--primary:${darkPrimary};--on-primary:${textOn(darkPrimary)};` +
      `--hero:${HERO_BACKGROUNDS.dark}}`,
    `html[data-theme=light]{background:${light.default};color:rgba(0,0,0,0.87);color-scheme:light;--paper:${light.paper};--divider:rgba(0,0,0,0.12);--primary:${lightPrimary};--on-primary:${textOn(lightPrimary)};` +
      `--hero:${HERO_BACKGROUNDS.light}}`,
    'body{margin:0}',
    '#boot~#root{display:none}',
    'html[data-signed-in] #boot .boot-hero{display:none}',
    '#boot{font-family:"Inter","Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}',
    '.boot-bar{box-sizing:border-box;height:57px;border-bottom:1px solid var(--divider);background:var(--paper);display:flex;align-items:center;padding:0 16px}',
    '.boot-bar a{display:inline-flex;align-items:center;gap:8px;margin-right:16px;color:inherit;text-decoration:none;font-weight:800;font-size:18.6px;letter-spacing:-0.02em;white-space:nowrap}',
    '.boot-container{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding-left:16px;padding-right:16px}',
    '.boot-container h1{margin:0;font-weight:700;overflow-wrap:anywhere}',
    '.boot-container p{margin:0}',
    '.boot-hero{background:var(--hero);border-bottom:1px solid var(--divider)}',
    '.boot-hero .boot-container{padding-top:40px;padding-bottom:40px}',
    '.boot-hero h1{font-size:2rem;line-height:1.167;max-width:760px}',
    '.boot-hero p{margin-top:16px;max-width:640px}',
    '.boot-actions{display:flex;flex-direction:column;gap:12px;margin-top:32px}',
    '.boot-button{box-sizing:border-box;display:inline-flex;justify-content:center;align-items:center;border-radius:10px;font-weight:600;font-size:0.9375rem;line-height:1.75;text-decoration:none;padding:8px 22px}',
    '.boot-contained{background:var(--primary);color:var(--on-primary)}',
    '.boot-outlined{color:inherit;border:1px solid currentColor;padding:7px 21px}',
    '.boot-page{padding-top:24px}',
    '.boot-page h1{font-size:1.6rem;line-height:1.235}',
    '.boot-page p{margin-top:8px}',
    '@media (min-width:600px){.boot-bar{height:65px;padding:0 24px}.boot-container{padding-left:24px;padding-right:24px}.boot-hero h1{font-size:2.8rem}.boot-hero p{font-size:1.15rem}.boot-actions{flex-direction:row}.boot-page h1{font-size:2.1rem}}',
    '@media (min-width:900px){.boot-hero .boot-container{padding-top:72px;padding-bottom:72px}.boot-hero h1{font-size:3.4rem}.boot-page{padding-top:40px}}',
  ].join('');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html with the boot shell for `page` (the top bar alone when null) and its script and styles;
 * `earlyGets`, the page's first API reads, are listed for the boot script to ask for at once.
 */
export function withBootShell(
  html: string,
  brand: Brand,
  page: BootPage | null,
  earlyGets: EarlyGet[] = [],
): string {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  // A build without the tags this expects keeps loading its scripts the usual way.
  if (scripts.length === 0) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const logo = brand.logo.trimStart().startsWith('<')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brand.logo.trim())}`
    : brand.logo;
  const shell =
    '<div id="boot"><header class="boot-bar">' +
    `<a href="/"><img src="${escapeHtml(logo)}" alt="" width="30" height="30">${escapeHtml(brand.name)}</a>` +
    `</header>${page ? pageBlock(page) : ''}</div>`;
  const preloaded =
    page?.kind === 'heading' && page.preloaded
      ? `<script id="preloaded" type="application/json">${scriptJson(page.preloaded)}</script>`
      : '';
  // Before the boot script, which reads it as it runs.
  const gets = earlyGets.length
    ? `<script id="boot-gets" type="application/json">${scriptJson(earlyGets)}</script>`
    : '';
  const assets = `<script id="boot-assets" type="application/json">${scriptJson({ scripts, preloads })}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      `<style id="boot-style">${styles(brand)}</style>${gets}<script>${BOOT_SCRIPT}</script></head>`,
    )
    .replace('<div id="root">', `${shell}${preloaded}${assets}<div id="root">`);
}
