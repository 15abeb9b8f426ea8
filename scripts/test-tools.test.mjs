import { describe, expect, it } from 'vitest';
import { EMOJI_FONT, planTestTools } from './test-tools.mjs';

const machine = (paths, { isRoot = false, hasAptGet = true, env = {} } = {}) => ({
  env,
  exists: (path) => paths.includes(path),
  isRoot,
  hasAptGet,
});

describe('the test tools check (npm pretest)', () => {
  it('does nothing when Chromium and the emoji font are there', () => {
    expect(planTestTools(machine(['/usr/bin/chromium', EMOJI_FONT])).action).toBe('none');
    const own = machine(['/opt/chrome', EMOJI_FONT], { env: { CHROMIUM_PATH: '/opt/chrome' } });
    expect(planTestTools(own).action).toBe('none');
  });

  it('installs what is missing with apt-get when run as root on Debian', () => {
    const plan = planTestTools(machine([], { isRoot: true }));
    expect(plan).toMatchObject({
      action: 'install',
      packages: ['chromium', 'fonts-noto-color-emoji'],
      command: 'apt-get update && apt-get install -y chromium fonts-noto-color-emoji',
    });
    expect(planTestTools(machine(['/usr/bin/chromium'], { isRoot: true })).packages).toEqual([
      'fonts-noto-color-emoji',
    ]);
  });

  it('otherwise stops with the one command to run', () => {
    expect(planTestTools(machine([EMOJI_FONT]))).toMatchObject({
      action: 'stop',
      command: "sudo sh -c 'apt-get update && apt-get install -y chromium'",
    });
    expect(planTestTools(machine([], { isRoot: true, hasAptGet: false }))).toMatchObject({
      action: 'stop',
      command: null,
      packages: ['chromium', 'fonts-noto-color-emoji'],
    });
  });
});
