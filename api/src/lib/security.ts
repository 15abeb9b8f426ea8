import helmet from 'koa-helmet';
import { BOOT_SCRIPT_CSP } from './boot-shell';

/**
 * Security headers for the API and both apps. The policy allows only this origin's scripts and the
 * player's inline boot script (by its hash); styles may be inline because MUI (emotion) injects style
 * tags; images may also be data: and blob: URLs (previews).
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_CSP],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
