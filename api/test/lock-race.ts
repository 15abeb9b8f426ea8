// One contender in a lock race: waits for the start time given, takes DATA_DIR's lock, holds it a
// moment, and prints "won" or "refused" (api/src/db/data-dir-lock.test.ts runs several at once).
import { lockDataDir } from '../src/db/data-dir-lock';

const [dataDir, startAt] = process.argv.slice(2);
setTimeout(
  () => {
    try {
      const release = lockDataDir(dataDir);
      console.log('won');
      setTimeout(release, 1000);
    } catch (error) {
      console.log((error as Error).message.includes('already using') ? 'refused' : String(error));
    }
  },
  Number(startAt) - Date.now(),
);
