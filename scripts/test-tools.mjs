// What `npm test` needs beyond `npm install`: Chromium to drive the journeys, and a colour emoji font
// for their screenshots (the trophies' emoji come out as empty boxes without one). npm runs this
// before the tests (pretest): on Debian, as root, it installs what is missing with apt-get;
// otherwise it stops with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** The journeys' browser, found as e2e/playwright.config.ts finds it (CHROMIUM_PATH, then Debian's). */
export const TOOLS = [
  {
    name: 'Chromium',
    packageName: 'chromium',
    present: (env, exists) =>
      [env.CHROMIUM_PATH, '/usr/bin/chromium'].some((path) => path && exists(path)),
  },
  {
    name: 'a colour emoji font',
    packageName: 'fonts-noto-color-emoji',
    present: (_env, exists) => exists(EMOJI_FONT),
  },
];

/**
 * What to do: nothing, install the missing packages (root with apt-get), or stop and say how.
 * `exists` answers whether a path exists; `isRoot` and `hasAptGet` describe the machine.
 */
export function planTestTools({ env, exists, isRoot, hasAptGet }) {
  const missing = TOOLS.filter((tool) => !tool.present(env, exists));
  if (missing.length === 0) return { action: 'none', missing: [] };
  const packages = missing.map((tool) => tool.packageName);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (isRoot && hasAptGet) return { action: 'install', missing, packages, command };
  return {
    action: 'stop',
    missing,
    packages,
    command: hasAptGet ? `sudo sh -c '${command}'` : null,
  };
}

function describeMissing(missing) {
  return missing.map((tool) => tool.name).join(' and ');
}

function main() {
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const machine = {
    env: process.env,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasAptGet,
  };
  const plan = planTestTools(machine);
  if (plan.action === 'none') return 0;
  if (plan.action === 'stop') {
    console.error(
      `The tests need ${describeMissing(plan.missing)}. ` +
        (plan.command
          ? `Install with: ${plan.command}`
          : `Install ${plan.packages.join(' and ')} with your system's package manager`) +
        ' (or set CHROMIUM_PATH to a Chromium of your own).',
    );
    return 1;
  }
  console.log(`Installing what the tests need: ${describeMissing(plan.missing)} (${plan.command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...plan.packages]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install ${plan.packages.join(' and ')}.`);
      return 1;
    }
  }
  const still = planTestTools(machine);
  if (still.action !== 'none') {
    console.error(`Still missing after apt-get: ${describeMissing(still.missing)}.`);
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
