import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy pages load their chunk before they render: on a busy two-core CI machine the default 1 s
// for findBy*/waitFor is too short, so the suite waits up to 5 s (a wrong screen still fails).
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the scroll manager calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
