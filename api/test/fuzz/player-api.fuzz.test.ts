import { describeFuzz, isAdminRoute } from './setup';

describeFuzz('player API fuzz', (route) => !isAdminRoute(route));
