import { describeFuzz, isAdminRoute } from './setup';

describeFuzz('admin API fuzz', isAdminRoute);
